/** Engraving symbol 65: next. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Next track';
export const path = 'M5 4l10 8-10 8zM19 4v16';
