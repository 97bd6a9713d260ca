/** Engraving symbol 34: bell. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Bell';
export const path = 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4';
