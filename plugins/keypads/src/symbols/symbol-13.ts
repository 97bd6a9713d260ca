/** Engraving symbol 13: minus. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Minus';
export const path = 'M5 12h14';
