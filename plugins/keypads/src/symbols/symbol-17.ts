/** Engraving symbol 17: curtain-open. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Curtain open';
export const path = 'M3 3h18M4 3c0 6 2 12 4 18M20 3c0 6-2 12-4 18M4 21h4M16 21h4';
