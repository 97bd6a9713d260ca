/** Engraving symbol 49: sofa. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Sofa';
export const path = 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 11h4v4h12v-4h4v7H2zM4 18v2M20 18v2';
