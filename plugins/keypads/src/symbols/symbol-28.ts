/** Engraving symbol 28: star. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Star';
export const path = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';
