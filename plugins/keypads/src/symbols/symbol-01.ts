/** Engraving symbol 1: bulb. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Light';
export const path = 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.9.7 1.5 1.6 1.5 2.6V17h4v-.5c0-1 .6-1.9 1.5-2.6A6 6 0 0 0 12 3z';
