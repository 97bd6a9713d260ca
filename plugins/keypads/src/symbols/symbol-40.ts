/** Engraving symbol 40: phone. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Phone';
export const path = 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z';
