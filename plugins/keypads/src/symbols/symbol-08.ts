/** Engraving symbol 8: arrow-left. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Arrow left';
export const path = 'M20 12H4M10 6l-6 6 6 6';
