/** Port plates (spec §9): round and square 100 × 100 mm, rectangular 100 × 180 mm (width × height). */
export const PORT_PLATE_SHAPES = ['round', 'square', 'rectangular'] as const;
export type PortPlateShape = (typeof PORT_PLATE_SHAPES)[number];

export const PORT_PLATE_MM: Readonly<Record<PortPlateShape, { width: number; height: number }>> = {
  round: { width: 100, height: 100 },
  square: { width: 100, height: 100 },
  rectangular: { width: 100, height: 180 },
};

export const isPortPlateShape = (value: unknown): value is PortPlateShape =>
  typeof value === 'string' && (PORT_PLATE_SHAPES as readonly string[]).includes(value);
