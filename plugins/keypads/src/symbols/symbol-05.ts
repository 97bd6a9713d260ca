/** Engraving symbol 5: power. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Power';
export const path = 'M12 3v9M7 6.5a7 7 0 1 0 10 0';
