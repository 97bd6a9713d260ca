/** Engraving symbol 41: clock. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Clock';
export const path = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 3';
