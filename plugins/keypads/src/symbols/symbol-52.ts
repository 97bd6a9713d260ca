/** Engraving symbol 52: garden. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Garden';
export const path = 'M12 21V11M12 11c0-4-3-7-7-7 0 4 3 7 7 7zM12 14c0-3 3-6 7-6 0 4-3 6-7 6zM6 21h12';
