/** Engraving symbol 61: raise-lower. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Raise / lower';
export const path = 'M12 3v18M7 8l5-5 5 5M7 16l5 5 5-5';
