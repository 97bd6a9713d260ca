/**
 * Plate spacing tables (spec §9: "plate spacing tables for sizes 117, 144, 207 and 269 with spacings
 * of 32 to 72 mm"). For each of those plate sizes (mm, either side of the plate), the pitch in mm
 * (centre to centre) of N mechanisms side by side along that side. The spec gives the sizes and the
 * range, not the cells: each cell is the usable length (size less a 9 mm margin at each edge) over
 * N, rounded to the half millimetre and kept within 32..72, and every cell is checked against that
 * range by spacing-table.test.ts. Other sizes use the same formula unrounded (layout.ts pitchFor).
 */
export const SPACING_RANGE_MM = { min: 32, max: 72 } as const;
export const SPACING_EDGE_MARGIN_MM = 9;

export const PLATE_SPACING_TABLES_MM: Readonly<Record<117 | 144 | 207 | 269, Readonly<Record<number, number>>>> = {
  117: { 1: 72, 2: 49.5, 3: 33 },
  144: { 1: 72, 2: 63, 3: 42, 4: 32 },
  207: { 1: 72, 2: 72, 3: 63, 4: 47.5, 5: 38, 6: 32 },
  269: { 1: 72, 2: 72, 3: 72, 4: 63, 5: 50, 6: 42, 7: 36, 8: 32 },
};

/** The table's pitch for count mechanisms along a side of this size, or undefined off the table. */
export function tablePitch(size: number, count: number): number | undefined {
  const table = (PLATE_SPACING_TABLES_MM as Record<number, Record<number, number> | undefined>)[size];
  return table?.[count];
}
