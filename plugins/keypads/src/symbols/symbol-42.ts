/** Engraving symbol 42: timer. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Timer';
export const path = 'M4 13a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M12 9v4l2 2M10 2h4M19 6l-1.5 1.5';
