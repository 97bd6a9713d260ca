/** Engraving symbol 11: chevron-down. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Chevron down';
export const path = 'M5 9l7 7 7-7';
