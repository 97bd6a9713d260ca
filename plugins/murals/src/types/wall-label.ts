/**
 * calicoWallLabel: names a wall. On the plan (top view) it stands at labelPlanPosition and may mark
 * where its viewport's view starts; in its custom view it is a titled box. Editable in both.
 */
import type { Box, CanvasEntityType, CanvasViewRef, Shape } from '@configurator/core';
import { ENTITY, MURAL } from '../constants.ts';
import { boxContains, round } from '../geometry.ts';
import { wallLabelData, type WallLabelData } from '../schemas.ts';

export const LABEL_STROKE = '#111827';
/** Size of the label on the plan, where it has no stored size. */
const PLAN_LABEL = { width: 60, height: 16 } as const;
const START_MARK_RADIUS = 4;

const inTop = (view: CanvasViewRef) => view.kind === 'top';

export function wallLabelBox(data: WallLabelData, view: CanvasViewRef): Box {
  if (inTop(view)) return { x: data.labelPlanPosition.x, y: data.labelPlanPosition.z, ...PLAN_LABEL };
  return { ...data.customViewPosition, ...data.customViewSize };
}

export const wallLabelType: CanvasEntityType<WallLabelData> = {
  type: ENTITY.wallLabel,
  title: 'Wall Label',
  dataSchema: wallLabelData,
  defaultData: (at, context) =>
    wallLabelData.parse(
      inTop(context.view)
        ? { title: 'Wall', labelPlanPosition: { x: at.x, z: at.y }, viewStartPlanPosition: { x: at.x, z: at.y } }
        : {
            title: 'Wall',
            customViewPosition: { x: at.x, y: at.y },
            customViewSize: { ...MURAL.wallLabelViewSize },
            archCustomViewId: context.view.customViewId,
          },
    ),
  appearsIn: (entity, view) => inTop(view) || (view.kind === 'custom' && view.customViewId !== null && entity.data.archCustomViewId === view.customViewId),
  bounds: (entity, context) => wallLabelBox(entity.data, context.view),
  draw: (entity, context) => {
    const box = wallLabelBox(entity.data, context.view);
    const title = entity.data.title || 'Wall';
    if (inTop(context.view)) {
      const shapes: Shape[] = [
        { kind: 'rect', id: `wall-label-${entity.id}`, ...box, fill: '#ffffff', stroke: LABEL_STROKE, strokeWidth: 0.75, cornerRadius: 3 },
        { kind: 'text', x: box.x, y: box.y + 3, width: box.width, align: 'center', text: title, fontSize: 9, fill: LABEL_STROKE },
      ];
      if (entity.data.indicateViewStartOnPlan) {
        const s = entity.data.viewStartPlanPosition;
        shapes.push({ kind: 'circle', x: s.x, y: s.z, radius: START_MARK_RADIUS, fill: LABEL_STROKE });
      }
      return shapes;
    }
    return [
      { kind: 'rect', id: `wall-label-${entity.id}`, ...box, stroke: LABEL_STROKE, strokeWidth: 0.75, dash: [2, 2] },
      { kind: 'text', x: box.x, y: box.y + 4, width: box.width, align: 'center', text: title, fontSize: 12, fill: LABEL_STROKE },
    ];
  },
  hitTest: (entity, point, context) => boxContains(wallLabelBox(entity.data, context.view), point),
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: false },
  moved: (entity, dx, dy, context) => {
    const d = entity.data;
    if (inTop(context.view)) return { ...d, labelPlanPosition: { x: round(d.labelPlanPosition.x + dx, 6), z: round(d.labelPlanPosition.z + dy, 6) } };
    return { ...d, customViewPosition: { x: round(d.customViewPosition.x + dx, 6), y: round(d.customViewPosition.y + dy, 6) } };
  },
  // On the plan the label keeps its size (it is a tag); in the custom view its box is resized.
  resized: (entity, box, context) =>
    inTop(context.view)
      ? { ...entity.data, labelPlanPosition: { x: box.x, z: box.y } }
      : { ...entity.data, customViewPosition: { x: box.x, y: box.y }, customViewSize: { width: Math.abs(box.width), height: Math.abs(box.height) } },
};
