/** Engraving symbol 46: car. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Car';
export const path = 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M6 13h.5M17.5 13h.5';
