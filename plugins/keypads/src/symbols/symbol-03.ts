/** Engraving symbol 3: sun. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Sun';
export const path = 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1';
