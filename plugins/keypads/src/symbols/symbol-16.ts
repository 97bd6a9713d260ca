/** Engraving symbol 16: blind-down. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Blind down';
export const path = 'M4 3h16M5 3v14h14V3M5 7h14M5 11h14M5 15h14M9 20l3 2 3-2';
