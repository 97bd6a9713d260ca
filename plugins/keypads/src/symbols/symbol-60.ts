/** Engraving symbol 60: dim. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Dim';
export const path = 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M12 5v1.5M12 17.5V19M5 12h1.5M17.5 12H19M7.1 7.1l1 1M15.9 15.9l1 1M7.1 16.9l1-1M15.9 8.1l1-1';
