/** Engraving symbol 32: drop. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Drop';
export const path = 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z';
