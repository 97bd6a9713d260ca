/** Engraving symbol 64: stop. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Stop';
export const path = 'M5 5h14v14H5z';
