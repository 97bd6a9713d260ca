/**
 * Room for engravings around each mechanism, in mm, from the layout (layout.ts):
 * - width: the spacing to the side neighbours, i.e. the distance between centres of mechanisms at
 *   the same height, or twice the distance to the plate's side when a side has none (a line is
 *   centred on its mechanism, so it reaches the edge when it is twice that distance wide).
 * - height above/below: half the gap to the mechanism above/below in the column (the two share it),
 *   or the gap to the plate edge less a clearance.
 */
import type { EngravingLocation } from './engraving-data.ts';
import { columnNeighbour, sideNeighbours, type KeypadGeometry, type Mechanism } from './layout.ts';

export const ENGRAVING_MM = { gapToMechanism: 1.5, edgeClearance: 3, lineHeightEm: 1.25 } as const;

export function horizontalSpacing(g: KeypadGeometry, m: Mechanism): number {
  const toEdges = 2 * Math.min(m.cx, g.plate.width - m.cx);
  const toNeighbours = sideNeighbours(g, m).map((n) => Math.abs(n.cx - m.cx));
  return Math.min(toEdges, ...toNeighbours);
}

export function verticalSpace(g: KeypadGeometry, m: Mechanism, location: EngravingLocation): number {
  const direction = location === 'above' ? -1 : 1;
  const neighbour = columnNeighbour(g, m, direction);
  const ownEdge = m.cy + (direction * m.height) / 2;
  if (neighbour) {
    const neighbourEdge = neighbour.cy - (direction * neighbour.height) / 2;
    return Math.abs(neighbourEdge - ownEdge) / 2;
  }
  const plateEdge = direction < 0 ? 0 : g.plate.height;
  return Math.abs(plateEdge - ownEdge) - ENGRAVING_MM.edgeClearance;
}

/** Height of n engraving lines with their gap to the mechanism. */
export const linesHeight = (lines: number, fontSize: number): number => ENGRAVING_MM.gapToMechanism + lines * ENGRAVING_MM.lineHeightEm * fontSize;
