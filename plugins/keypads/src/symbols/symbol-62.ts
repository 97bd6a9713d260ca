/** Engraving symbol 62: play. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Play';
export const path = 'M7 4l13 8-13 8z';
