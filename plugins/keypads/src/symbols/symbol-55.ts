/** Engraving symbol 55: scene-2. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Scene 2';
export const path = 'M4 4h16v16H4zM9.5 10a2.5 2.5 0 0 1 5 0c0 2-5 3-5 6h5';
