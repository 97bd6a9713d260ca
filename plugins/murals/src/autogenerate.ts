/**
 * Autogenerate (the Panel Layout view's button): splits each mural area of a viewport into print
 * panels and lays the panels out on the panel layout, as one plan the web sends as one bulk update
 * (one undo step). Pure: the same entities always give the same plan.
 *
 * Splitting: an area is cut into the fewest equal panels no wider than the maximum print width;
 * the maximum is at least twice the minimum (90), so no panel is narrower than the minimum unless
 * the area itself is. The panels' visible parts tile the area exactly; each keeps (or gets) its bleed.
 * Numbering: areas left to right (then top to bottom, then by id), panels left to right, from 1.
 * Layout: panels side by side 20 apart, in page groups at most 1400 wide; a new group starts 50 below
 * the previous one, with 155 of room above it for the panels' notes. Positions keep 6 decimals.
 * The first row lies over the viewport's mural areas (the Panel Layout draws them faintly behind the
 * sheets): its visible parts start at the areas' top-left, so they span the area from top to bottom.
 * (It used to start 155 below the model's origin wherever the area was: a gap below the area.)
 */
import type { GenericEntity, TypedEntity } from '@configurator/core';
import { ENTITY, MURAL } from './constants.ts';
import { round } from './geometry.ts';
import { areaData, panelData, type AreaData, type PanelData } from './schemas.ts';
import type { MuralSettings } from './settings.ts';
import { ofType } from './types/shared.ts';

export interface PanelCreate {
  type: typeof ENTITY.panel;
  parentId: number;
  parentResourceKey: 'entity';
  data: PanelData;
}

export interface AutogeneratePlan {
  /** Existing panels reused, with their new data. */
  updates: { id: number; data: PanelData }[];
  /** Panels to add. */
  creates: PanelCreate[];
  /** Panels of the areas no longer needed (an area got narrower). */
  destroys: number[];
}

const r6 = (v: number) => round(v, MURAL.positionDecimals);

/** How many panels an area of this width is cut into. */
export function panelCount(width: number, maxPanelWidth: number): number {
  if (width <= MURAL.minPanelWidth) return 1;
  return Math.max(1, Math.ceil(width / maxPanelWidth - 1e-9));
}

/** The visible boxes of an area's panels, left to right: they tile the area exactly. */
export function splitArea(area: AreaData, maxPanelWidth: number): { x: number; y: number; width: number; height: number }[] {
  const n = panelCount(area.size.width, maxPanelWidth);
  const { x, y } = area.position;
  const { width, height } = area.size;
  return Array.from({ length: n }, (_, i) => {
    const left = i === 0 ? x : r6(x + (width * i) / n);
    const right = i === n - 1 ? x + width : r6(x + (width * (i + 1)) / n);
    return { x: left, y, width: right - left, height };
  });
}

const areaOrder = (a: TypedEntity<AreaData>, b: TypedEntity<AreaData>) =>
  a.data.position.x - b.data.position.x || a.data.position.y - b.data.position.y || a.id - b.id;
const panelOrder = (a: TypedEntity<PanelData>, b: TypedEntity<PanelData>) =>
  (a.data.panelNumber ?? Infinity) - (b.data.panelNumber ?? Infinity) || a.data.position.x - b.data.position.x || a.id - b.id;

/**
 * Slots (printed sheets' top-left corners) of the panel layout for panels of these printed sizes, in
 * order, the first at `origin`; each later group 50 + 155 (note room) below the previous one.
 */
export function layOut(sizes: readonly { width: number; height: number }[], origin: { x: number; y: number } = { x: 0, y: 0 }): { x: number; y: number }[] {
  const positions: { x: number; y: number }[] = [];
  let x = 0;
  let rowTop = 0;
  let rowHeight = 0;
  for (const size of sizes) {
    const slot = Math.max(size.width, MURAL.minPanelWidth);
    if (x > 0 && x + slot > MURAL.pageGroupWidthLimit) {
      rowTop += rowHeight + MURAL.pageGroupSpacing + MURAL.overlapAndNoteSpacing;
      x = 0;
      rowHeight = 0;
    }
    positions.push({ x: r6(origin.x + x), y: r6(origin.y + rowTop) });
    x += slot + MURAL.stackOffset;
    rowHeight = Math.max(rowHeight, size.height);
  }
  return positions;
}

/** The plan for one viewport: its areas and their panels among the given entities. */
export function autogenerate(entities: readonly GenericEntity[], archCustomViewId: number, settings: Pick<MuralSettings, 'maxPanelWidth'>): AutogeneratePlan {
  const areas = ofType(entities, ENTITY.area, areaData)
    .filter((a) => a.data.archCustomViewId === archCustomViewId)
    .sort(areaOrder);
  const panels = ofType(entities, ENTITY.panel, panelData).filter((p) => p.data.archCustomViewId === archCustomViewId);
  const plan: AutogeneratePlan = { updates: [], creates: [], destroys: [] };
  const placed: { target: { id: number } | PanelCreate; data: PanelData }[] = [];
  let number = 0;
  for (const area of areas) {
    const own = panels.filter((p) => p.parentId === area.id).sort(panelOrder);
    const boxes = splitArea(area.data, settings.maxPanelWidth);
    boxes.forEach((box, i) => {
      number += 1;
      const existing = own[i];
      const base: PanelData = existing ? existing.data : panelData.parse({ archCustomViewId });
      const data: PanelData = {
        ...base,
        archCustomViewId,
        position: { x: box.x, y: box.y },
        size: { width: box.width, height: box.height },
        originalSize: { width: box.width, height: box.height },
        customViewSize: { width: box.width, height: box.height },
        panelNumber: number,
      };
      const target = existing ? { id: existing.id } : { type: ENTITY.panel, parentId: area.id, parentResourceKey: 'entity' as const, data };
      placed.push({ target, data });
    });
    plan.destroys.push(...own.slice(boxes.length).map((p) => p.id));
  }
  // The first sheet starts its bleed before the areas' top-left corner, so its visible part starts on it.
  const first = placed[0]?.data;
  if (!first) return plan;
  const corner = { x: Math.min(...areas.map((a) => a.data.position.x)), y: Math.min(...areas.map((a) => a.data.position.y)) };
  // Each sheet's corner relative to the first's; the panel's visible part starts inside its bleed.
  // Rounded once, at the end: rounding the sheet's corner first, then its visible part, could move the
  // first panel off the corner by the last decimal (a bleed of 0.0000015).
  const sheets = layOut(
    placed.map(({ data }) => ({ width: data.size.width + data.bleedLeft + data.bleedRight, height: data.size.height + data.bleedTop + data.bleedBottom })),
  );
  placed.forEach(({ target, data }, i) => {
    const sheet = sheets[i]!;
    const at = { x: r6(corner.x + (sheet.x + data.bleedLeft - first.bleedLeft)), y: r6(corner.y + (sheet.y + data.bleedTop - first.bleedTop)) };
    const final: PanelData = { ...data, customViewPosition: at, drawingsPanelLayoutPosition: at };
    if ('id' in target) plan.updates.push({ id: target.id, data: final });
    else plan.creates.push({ ...target, data: final });
  });
  return plan;
}
