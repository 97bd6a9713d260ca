/** Engraving symbol 33: flame. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Flame';
export const path = 'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-2 4-2 5-1-1-2-2-2-4-2 2-4 5-4 9a6 6 0 0 0 6 6z';
