/** Engraving symbol 44: person. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Person';
export const path = 'M8 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0';
