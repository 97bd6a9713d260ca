/** Engraving symbol 63: pause. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Pause';
export const path = 'M7 4v16M17 4v16';
