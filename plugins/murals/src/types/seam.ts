/** calicoMuralSeam: where two panels meet, coloured by thickness; a kill point ends the pattern. */
import { distanceToSegment, type CanvasEntityType, type CanvasPoint, type GenericEntity, type Shape } from '@configurator/core';
import { ENTITY, LAYER, MESSAGES, SEAM } from '../constants.ts';
import { boxContains, boxOfPoints, round } from '../geometry.ts';
import { panelData, seamData, type SeamData } from '../schemas.ts';
import { inViewport, isPanelLayout, ofType } from './shared.ts';

/** Spec: thickness 1 red, 2 yellow, then blue, purple, green, orange, otherwise black. */
export function seamColour(thickness: number): string {
  return Number.isInteger(thickness) && thickness >= 1 ? (SEAM.colours[thickness - 1] ?? SEAM.otherColour) : SEAM.otherColour;
}

/** How far the drawn seam sits from its line: half its thickness to the left or right, or a custom offset. */
export function seamOffset(data: SeamData): number {
  if (data.alignmentMode === 'custom') return data.customAlignmentOffset;
  return data.alignment === 'left' ? -data.thickness / 2 : data.alignment === 'right' ? data.thickness / 2 : 0;
}

/** The seam's drawn end points (shifted sideways, across its direction, by its offset). */
export function seamLine(data: SeamData): [CanvasPoint, CanvasPoint] {
  const dx = data.to.x - data.from.x;
  const dy = data.to.y - data.from.y;
  const len = Math.hypot(dx, dy) || 1;
  const off = seamOffset(data);
  const nx = (-dy / len) * off;
  const ny = (dx / len) * off;
  return [
    { x: data.from.x + nx, y: data.from.y + ny },
    { x: data.to.x + nx, y: data.to.y + ny },
  ];
}

const HIT_TOLERANCE = 3;

export const muralSeamType: CanvasEntityType<SeamData> = {
  type: ENTITY.seam,
  title: 'Seam',
  layer: LAYER.panelsAndSeams,
  dataSchema: seamData,
  defaultData: (at, context) => seamData.parse({ from: { x: at.x, y: at.y }, to: { x: at.x, y: at.y + 30 }, archCustomViewId: context.view.customViewId }),
  appearsIn: (entity, view) => inViewport(entity.data.archCustomViewId, view) && !isPanelLayout(view),
  bounds: (entity) => {
    const box = boxOfPoints(seamLine(entity.data));
    const half = entity.data.thickness / 2;
    return { x: box.x - half, y: box.y - half, width: box.width + entity.data.thickness, height: box.height + entity.data.thickness };
  },
  draw: (entity) => {
    const [a, b] = seamLine(entity.data);
    const stroke = seamColour(entity.data.thickness);
    const shapes: Shape[] = [{ kind: 'line', id: `seam-${entity.id}`, points: [a.x, a.y, b.x, b.y], stroke, strokeWidth: entity.data.thickness }];
    if (entity.data.isKillPoint) shapes.push({ kind: 'circle', x: b.x, y: b.y, radius: 2 + entity.data.thickness, stroke, strokeWidth: 1 });
    return shapes;
  },
  hitTest: (entity, point) => {
    const [a, b] = seamLine(entity.data);
    return distanceToSegment(point, a, b) <= HIT_TOLERANCE + entity.data.thickness / 2;
  },
  capabilities: { selectable: true, draggable: true, resizable: false, rotatable: false },
  moved: (entity, dx, dy) => ({
    ...entity.data,
    from: { x: round(entity.data.from.x + dx, 6), y: round(entity.data.from.y + dy, 6) },
    to: { x: round(entity.data.to.x + dx, 6), y: round(entity.data.to.y + dy, 6) },
  }),
  warnings: (entity, siblings) => (seamInsideSomePanel(entity.data, siblings) ? [] : [MESSAGES.seamOutsideAnyPanel]),
};

/** A seam belongs to the panels it runs across: both its ends lie in some panel of its viewport. */
export function seamInsideSomePanel(data: SeamData, siblings: readonly GenericEntity[]): boolean {
  const panels = ofType(siblings, ENTITY.panel, panelData).filter((p) => p.data.archCustomViewId === data.archCustomViewId);
  const inAny = (p: CanvasPoint) => panels.some((panel) => boxContains({ ...panel.data.position, ...panel.data.size }, p, 1e-6));
  return inAny(data.from) && inAny(data.to);
}
