/**
 * Text on a product drawing is sized from the product, so it reads the same at any fitted scale:
 * notes beside a door take a 22nd of its larger side, in a column about 18 characters wide.
 */
export const labelSizeFor = (width: number, height: number): number => Math.max(4, Math.max(width, height) / 22);

/** Width of the notes column beside a leaf, for a label size. */
export const notesWidthFor = (label: number): number => label * 18;
