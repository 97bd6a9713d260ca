/** Engraving symbol 51: stairs. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Stairs';
export const path = 'M3 21h5v-5h5v-5h5V6h3';
