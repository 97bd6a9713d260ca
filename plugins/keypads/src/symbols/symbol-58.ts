/** Engraving symbol 58: all-on. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'all-on';
export const path = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0';
