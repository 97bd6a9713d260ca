/** Engraving symbol 59: all-off. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'All off';
export const path = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M6 6l12 12';
