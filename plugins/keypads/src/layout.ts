/**
 * Where the mechanisms sit on the plate, in mm with the plate's top-left corner at 0,0.
 * Columns are spread evenly across the width and each column's mechanisms evenly down the height,
 * centred; the pitch (centre to centre) is the usable plate size over the count, kept within the
 * spacing range of real plates (32 to 72 mm). A layout too big for its plate overflows it, as it would.
 * Mechanism indexes follow reading order: top to bottom, then left to right (engravings are keyed by them).
 */
import type { CatalogueIndex, InstanceProperties, Product } from '@configurator/core';
import { keypadItem } from './keypad-item.ts';
import { SPACING_EDGE_MARGIN_MM, SPACING_RANGE_MM, tablePitch } from './spacing-table.ts';
import { firstSelected, layoutOf, plateSizeOf, selectedOptions, type KeypadLayout, type PlateSize } from './option-data.ts';

export const MECHANISM_MM = { width: 18, height: 18, tallHeight: 36, cornerRadius: 2 } as const;
export const PITCH_MM = { ...SPACING_RANGE_MM, edgeMargin: SPACING_EDGE_MARGIN_MM } as const;
/** What the drawing shows before a plate size or layout is chosen. */
export const FALLBACK_PLATE: PlateSize = { width: 82, height: 82 };
export const FALLBACK_LAYOUT: KeypadLayout = { rows: 1, columns: 1, parts: [{ count: 1, tall: false }] };

export interface Mechanism {
  index: number;
  column: number;
  /** Position within its column, from the top. */
  row: number;
  cx: number;
  cy: number;
  width: number;
  height: number;
  tall: boolean;
}

export interface KeypadGeometry {
  plate: PlateSize;
  layout: KeypadLayout;
  pitchX: number;
  pitchY: number;
  mechanisms: Mechanism[];
}

/** Pitch of count mechanisms along a side: the plate spacing table's cell for its size, else the formula. */
export const pitchFor = (size: number, count: number): number =>
  tablePitch(size, count) ?? Math.min(PITCH_MM.max, Math.max(PITCH_MM.min, (size - 2 * PITCH_MM.edgeMargin) / Math.max(count, 1)));

export function layoutMechanisms(plate: PlateSize, layout: KeypadLayout): KeypadGeometry {
  const pitchX = pitchFor(plate.width, layout.parts.length);
  const pitchY = pitchFor(plate.height, layout.rows);
  const placed = layout.parts.flatMap((part, column) =>
    Array.from({ length: part.count }, (_, row) => ({
      column,
      row,
      cx: plate.width / 2 + (column - (layout.parts.length - 1) / 2) * pitchX,
      cy: plate.height / 2 + (row - (part.count - 1) / 2) * pitchY,
      width: MECHANISM_MM.width,
      height: part.tall ? MECHANISM_MM.tallHeight : MECHANISM_MM.height,
      tall: part.tall,
    })),
  );
  const round = (n: number) => Math.round(n * 1000);
  placed.sort((a, b) => round(a.cy) - round(b.cy) || a.cx - b.cx);
  return { plate, layout, pitchX, pitchY, mechanisms: placed.map((m, index) => ({ ...m, index })) };
}

/**
 * The plate and layout an item shows: the options chosen on the configured plate-size and layout
 * properties, else any chosen option with plate or layout data, else the product's first offered
 * one, else an 82 x 82 plate with one mechanism.
 */
export function keypadGeometry(input: { product: Product; properties: InstanceProperties; catalogue: CatalogueIndex; settings?: unknown }): KeypadGeometry {
  const item = keypadItem(input);
  const chosen = selectedOptions(input.catalogue, input.properties);
  const { plateSizePropertyId, layoutPropertyId } = item.settings;
  const plate =
    plateSizeOf(item.selected(plateSizePropertyId)) ??
    firstSelected(chosen, plateSizeOf) ??
    firstSelected(item.offered(plateSizePropertyId), plateSizeOf) ??
    FALLBACK_PLATE;
  const layout =
    layoutOf(item.selected(layoutPropertyId)) ?? firstSelected(chosen, layoutOf) ?? firstSelected(item.offered(layoutPropertyId), layoutOf) ?? FALLBACK_LAYOUT;
  return layoutMechanisms(plate, layout);
}

/** Mechanisms whose vertical extents overlap m's: their engravings sit beside m's. */
export const sideNeighbours = (g: KeypadGeometry, m: Mechanism): Mechanism[] =>
  g.mechanisms.filter((n) => n !== m && Math.abs(n.cy - m.cy) < (n.height + m.height) / 2);

/** The mechanism directly above (-1) or below (+1) m in its column. */
export const columnNeighbour = (g: KeypadGeometry, m: Mechanism, direction: -1 | 1): Mechanism | undefined =>
  g.mechanisms.find((n) => n.column === m.column && n.row === m.row + direction);
