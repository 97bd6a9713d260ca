/** Engraving symbol 21: mute. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Mute';
export const path = 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6';
