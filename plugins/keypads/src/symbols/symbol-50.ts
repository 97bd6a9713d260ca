/** Engraving symbol 50: dining. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Dining';
export const path = 'M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 1-3 4-3 7h3v11';
