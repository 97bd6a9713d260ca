/** Engraving symbol 43: eye. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Eye';
export const path = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0';
