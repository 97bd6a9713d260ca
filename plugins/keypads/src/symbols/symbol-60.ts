/** Engraving symbol 60: dim. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'dim';
export const path = 'M4 12a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M12 4a8 8 0 0 1 0 16z';
