/** Engraving symbol 6: arrow-up. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Arrow up';
export const path = 'M12 20V4M6 10l6-6 6 6';
