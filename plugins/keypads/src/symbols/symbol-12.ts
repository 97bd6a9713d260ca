/** Engraving symbol 12: plus. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Plus';
export const path = 'M12 5v14M5 12h14';
