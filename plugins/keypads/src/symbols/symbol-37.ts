/** Engraving symbol 37: check. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Confirm';
export const path = 'M4 12l5 5L20 6';
