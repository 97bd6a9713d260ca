/** Engraving symbol 27: bed. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Bed';
export const path = 'M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11a1.5 1.5 0 1 0 0-.1';
