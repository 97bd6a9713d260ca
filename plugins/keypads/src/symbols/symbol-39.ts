/** Engraving symbol 39: wifi. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Wi-Fi';
export const path = 'M2 9a14 14 0 0 1 20 0M5 12.5a9.5 9.5 0 0 1 14 0M8.5 16a4.5 4.5 0 0 1 7 0M12 19.5v.1';
