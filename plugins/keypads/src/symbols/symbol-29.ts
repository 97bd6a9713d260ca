/** Engraving symbol 29: heart. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Heart';
export const path = 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z';
