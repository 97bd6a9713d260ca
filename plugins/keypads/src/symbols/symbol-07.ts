/** Engraving symbol 7: arrow-down. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Arrow down';
export const path = 'M12 4v16M6 14l6 6 6-6';
