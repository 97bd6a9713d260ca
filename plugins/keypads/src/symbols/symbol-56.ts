/** Engraving symbol 56: scene-3. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Scene 3';
export const path = 'M4 4h16v16H4zM9.5 8h5l-3 3a2.5 2.5 0 1 1-2 4';
