/** Engraving symbol 31: snowflake. SVG path data in a 24 × 24 box, drawn as a stroke (drawn for this project). */
export const name = 'Snowflake';
export const path = 'M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 4l3 2 3-2M9 20l3-2 3 2';
