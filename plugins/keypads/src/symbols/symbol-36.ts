/** Engraving symbol 36: home. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Home';
export const path = 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6';
