/** calicoMuralArea: the part of a viewport's wall a mural covers; a return wraps round a corner. */
import type { CanvasEntityType } from '@configurator/core';
import { ENTITY, LAYER, MESSAGES, MURAL } from '../constants.ts';
import { boxContains, boxesOverlap, round } from '../geometry.ts';
import { areaData, type AreaData } from '../schemas.ts';
import { inViewport, isPanelLayout, ofType } from './shared.ts';

export const AREA_STROKE = '#2563eb';

export const muralAreaType: CanvasEntityType<AreaData> = {
  type: ENTITY.area,
  title: 'Mural Area',
  layer: LAYER.murals,
  dataSchema: areaData,
  defaultData: (at, context) =>
    areaData.parse({ position: { x: at.x, y: at.y }, size: { ...MURAL.defaultAreaSize }, archCustomViewId: context.view.customViewId }),
  appearsIn: (entity, view) => inViewport(entity.data.archCustomViewId, view),
  bounds: (entity) => ({ ...entity.data.position, ...entity.data.size }),
  draw: (entity, context) => {
    const { position, size, isReturn } = entity.data;
    // On the Panel Layout the area is only a faint reference behind the printer's sheets.
    const faint = isPanelLayout(context.view);
    const line = Math.max(0.25, Math.min(size.width, size.height) / 150);
    return [
      {
        kind: 'rect',
        id: `area-${entity.id}`,
        x: position.x,
        y: position.y,
        width: size.width,
        height: size.height,
        stroke: AREA_STROKE,
        strokeWidth: faint ? line / 2 : line,
        dash: isReturn ? [line * 2, line * 2] : [line * 6, line * 3],
        fill: faint ? undefined : 'rgba(37,99,235,0.06)',
        opacity: faint ? 0.5 : 1,
      },
      { kind: 'text', x: position.x, y: position.y - 8, text: isReturn ? 'Mural Area (return)' : 'Mural Area', fontSize: 6, fill: AREA_STROKE },
    ];
  },
  hitTest: (entity, point) => boxContains({ ...entity.data.position, ...entity.data.size }, point),
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: false },
  moved: (entity, dx, dy) => ({ ...entity.data, position: { x: round(entity.data.position.x + dx, 6), y: round(entity.data.position.y + dy, 6) } }),
  resized: (entity, box) => ({ ...entity.data, position: { x: box.x, y: box.y }, size: { width: Math.abs(box.width), height: Math.abs(box.height) } }),
  warnings: (entity, siblings) => {
    const box = { ...entity.data.position, ...entity.data.size };
    const others = ofType(siblings, ENTITY.area, areaData).filter((a) => a.id !== entity.id && a.data.archCustomViewId === entity.data.archCustomViewId);
    return others.some((a) => boxesOverlap(box, { ...a.data.position, ...a.data.size })) ? [MESSAGES.overlappingAreas] : [];
  },
};
