/** Engraving symbol 14: fan. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Fan';
export const path =
  'M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M12 10c0-4 1-7 4-7s2 5-2 8M14 12c4 0 7 1 7 4s-5 2-8-2M12 14c0 4-1 7-4 7s-2-5 2-8M10 12c-4 0-7-1-7-4s5-2 8 2';
