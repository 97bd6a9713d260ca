/** Engraving symbol 22: tv. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'TV';
export const path = 'M3 5h18v12H3zM8 21h8M12 17v4';
