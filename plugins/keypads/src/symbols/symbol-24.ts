/** Engraving symbol 24: lock. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Lock';
export const path = 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2';
