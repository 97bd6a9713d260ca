/** Engraving symbol 47: shower. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Shower';
export const path = 'M4 21V6a3 3 0 0 1 3-3h2a3 3 0 0 1 3 3M9 9h6l-3-3zM10 13v1M13 13v1M16 13v1M11 17v1M14 17v1';
