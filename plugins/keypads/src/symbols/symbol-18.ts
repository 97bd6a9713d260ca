/** Engraving symbol 18: curtain-close. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Curtain close';
export const path = 'M3 3h18M5 3v18M9 3v18M12 3v18M15 3v18M19 3v18';
