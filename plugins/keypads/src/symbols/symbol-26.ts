/** Engraving symbol 26: key. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Key';
export const path = 'M3 15a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M10 12l10-10M16 6l3 3M14 8l2 2';
