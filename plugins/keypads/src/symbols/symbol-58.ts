/** Engraving symbol 58: all on. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'All on';
export const path =
  'M9 17h6M10 20h4M12 6a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.7.6 1.1V17h4v-1.7c0-.4.2-.8.6-1.1A4.5 4.5 0 0 0 12 6zM12 1.5V3M4.5 10.5H6M18 10.5h1.5M6.3 4.8l1 1M17.7 4.8l-1 1';
