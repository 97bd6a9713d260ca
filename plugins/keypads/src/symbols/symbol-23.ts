/** Engraving symbol 23: door. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Door';
export const path = 'M6 21V3h12v18M4 21h16M15 12h.5';
