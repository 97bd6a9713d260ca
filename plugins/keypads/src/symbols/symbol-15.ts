/** Engraving symbol 15: blind-up. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Blind up';
export const path = 'M4 3h16M5 3v8h14V3M5 7h14M12 11v3M9 18l3-3 3 3';
