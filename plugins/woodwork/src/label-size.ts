/** Text on a product drawing is sized from the product, so it reads the same at any fitted scale. */
export const labelSizeFor = (width: number, height: number): number => Math.max(4, Math.max(width, height) / 40);
