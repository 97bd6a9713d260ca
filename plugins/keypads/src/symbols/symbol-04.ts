/** Engraving symbol 4: moon. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Moon';
export const path = 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z';
