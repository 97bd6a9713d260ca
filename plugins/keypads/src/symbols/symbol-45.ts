/** Engraving symbol 45: people. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'People';
export const path = 'M5.5 8a3.5 3.5 0 1 0 7.0 0a3.5 3.5 0 1 0 -7.0 0M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 13.5a7 7 0 0 1 4 6.5';
