/** Engraving symbol 48: bath. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Bath';
export const path = 'M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2';
