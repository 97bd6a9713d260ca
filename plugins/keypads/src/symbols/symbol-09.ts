/** Engraving symbol 9: arrow-right. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Arrow right';
export const path = 'M4 12h16M14 6l6 6-6 6';
