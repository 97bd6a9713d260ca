/** Engraving symbol 38: cross. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Close';
export const path = 'M5 5l14 14M19 5L5 19';
