/** Engraving symbol 53: pool. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Pool';
export const path = 'M2 17c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 8h8M8 11h8';
