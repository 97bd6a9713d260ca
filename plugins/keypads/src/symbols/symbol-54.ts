/** Engraving symbol 54: scene-1. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Scene 1';
export const path = 'M4 4h16v16H4zM12 8v8M10 10l2-2';
