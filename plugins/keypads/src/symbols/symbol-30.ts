/** Engraving symbol 30: thermometer. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Thermometer';
export const path = 'M10 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0zM12 9v7';
