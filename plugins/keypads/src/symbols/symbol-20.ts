/** Engraving symbol 20: speaker. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Speaker';
export const path = 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11';
