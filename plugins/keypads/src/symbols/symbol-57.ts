/** Engraving symbol 57: scene-4. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Scene 4';
export const path = 'M4 4h16v16H4zM13 16V8l-4 6h6';
