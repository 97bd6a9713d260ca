/** Engraving symbol 10: chevron-up. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Chevron up';
export const path = 'M5 15l7-7 7 7';
