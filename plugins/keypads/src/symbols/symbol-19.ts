/** Engraving symbol 19: music. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Music';
export const path = 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z';
