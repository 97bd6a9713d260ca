/**
 * calicoMuralPanel: one print panel of a mural area. Its position and size are its visible part on
 * the viewport's elevation; the bleeds extend the printed sheet beyond it. On the Panel Layout view it
 * stands at customViewPosition (laid out by Autogenerate), falling back to its elevation position.
 */
import { formatLength as dimension, type Box, type CanvasEntityType, type CanvasViewRef, type Shape, type TypedEntity } from '@configurator/core';
import { ENTITY, LAYER, MESSAGES, MURAL } from '../constants.ts';
import { boxContains, round } from '../geometry.ts';
import { areaData, panelData, type PanelData } from '../schemas.ts';
import { inViewport, isPanelLayout, ofType } from './shared.ts';
import { panelArt } from '../panel-art.ts';

export const PANEL_STROKE = '#0f766e';
/** A panel's paper, faintly tinted so the layout reads as sheets on the table. */
const PANEL_FILL = 'rgba(15,118,110,0.08)';
/** The trim lines where panels meet on the wall (the seams), on the printer's layout. */
const SEAM_MARK = '#dc2626';

/** The panel's visible box in a view. */
export function panelBox(data: PanelData, view: CanvasViewRef): Box {
  if (isPanelLayout(view)) {
    const at = data.customViewPosition ?? data.position;
    const size = data.customViewSize ?? data.size;
    return { x: at.x, y: at.y, width: size.width, height: size.height };
  }
  return { ...data.position, ...data.size };
}

/** The printed sheet: the visible box grown by the bleeds. */
export const printBox = (data: PanelData, box: Box): Box => ({
  x: box.x - data.bleedLeft,
  y: box.y - data.bleedTop,
  width: box.width + data.bleedLeft + data.bleedRight,
  height: box.height + data.bleedTop + data.bleedBottom,
});

export const panelLabel = (data: PanelData): string =>
  data.panelDescriptionOverride.trim() || (data.panelNumber === null ? 'Panel' : `Panel ${data.panelNumber}`);

const place = (data: PanelData, view: CanvasViewRef, box: Box): PanelData =>
  isPanelLayout(view)
    ? { ...data, customViewPosition: { x: round(box.x, 6), y: round(box.y, 6) }, customViewSize: { width: box.width, height: box.height } }
    : { ...data, position: { x: round(box.x, 6), y: round(box.y, 6) }, size: { width: box.width, height: box.height } };

export const muralPanelType: CanvasEntityType<PanelData> = {
  type: ENTITY.panel,
  title: 'Mural Panel',
  layer: LAYER.panelsAndSeams,
  dataSchema: panelData,
  defaultData: (at, context) =>
    panelData.parse({ position: { x: at.x, y: at.y }, size: { ...MURAL.defaultPanelSize }, archCustomViewId: context.view.customViewId }),
  // From the add menu a panel gets 0.5 of bleed left and right and 1 top and bottom (spec §9).
  addMenuData: (at, context) =>
    panelData.parse({
      position: { x: at.x, y: at.y },
      size: { ...MURAL.defaultPanelSize },
      archCustomViewId: context.view.customViewId,
      bleedLeft: MURAL.addMenuBleed.left,
      bleedRight: MURAL.addMenuBleed.right,
      bleedTop: MURAL.addMenuBleed.top,
      bleedBottom: MURAL.addMenuBleed.bottom,
    }),
  appearsIn: (entity, view) => inViewport(entity.data.archCustomViewId, view),
  bounds: (entity, context) => printBox(entity.data, panelBox(entity.data, context.view)),
  // On the Panel Layout a panel shows the part of the mural it prints, cut from the textures behind it on the wall.
  drawsFromSiblings: true,
  draw: (entity, context, siblings) => {
    const box = panelBox(entity.data, context.view);
    const sheet = printBox(entity.data, box);
    const art =
      isPanelLayout(context.view) && siblings
        ? panelArt(entity, printBox(entity.data, { ...entity.data.position, ...entity.data.size }), sheet, siblings, context)
        : [];
    const disabled = entity.data.isDisabled;
    const stroke = disabled ? '#9ca3af' : PANEL_STROKE;
    // Lines and letters sized from the panel itself, so a panel reads the same at any wall size.
    const side = Math.max(1, Math.min(box.width, box.height));
    const line = Math.max(0.25, side / 120);
    const shapes: Shape[] = [
      ...art,
      { kind: 'rect', x: sheet.x, y: sheet.y, width: sheet.width, height: sheet.height, stroke, strokeWidth: line / 2, dash: [line * 4, line * 3] },
      // Over the artwork the paper tint is left out: the print is seen as it is.
      {
        kind: 'rect',
        id: `panel-${entity.id}`,
        ...box,
        stroke,
        strokeWidth: entity.data.isCriticalAlignmentPanel ? line * 2.5 : line,
        fill: disabled ? 'rgba(156,163,175,0.2)' : art.length ? undefined : PANEL_FILL,
      },
    ];
    if (!isPanelLayout(context.view)) {
      shapes.push({
        kind: 'text',
        x: box.x,
        y: box.y + box.height / 2 - 4,
        width: box.width,
        align: 'center',
        text: panelLabel(entity.data),
        fontSize: 8,
        fill: stroke,
      });
      return shapes;
    }
    // The Panel Layout is the printer's view: the number large, its label and sizes beneath, seams at the trim lines.
    const big = Math.min(side / 3, box.width / 4);
    const small = Math.max(big / 3.2, 1);
    const middle = box.y + box.height / 2;
    shapes.push(
      { kind: 'line', points: [box.x, box.y, box.x, box.y + box.height], stroke: SEAM_MARK, strokeWidth: line * 1.5 },
      { kind: 'line', points: [box.x + box.width, box.y, box.x + box.width, box.y + box.height], stroke: SEAM_MARK, strokeWidth: line * 1.5 },
      {
        kind: 'text',
        x: box.x,
        y: middle - big * 0.75,
        width: box.width,
        align: 'center',
        text: entity.data.panelNumber === null ? '–' : String(entity.data.panelNumber),
        fontSize: big,
        fill: stroke,
      },
      { kind: 'text', x: box.x, y: middle + big * 0.35, width: box.width, align: 'center', text: panelLabel(entity.data), fontSize: small, fill: stroke },
      {
        // Inside the panel: the drawing's bounds (the printed sheet) keep it on every page and export.
        kind: 'text',
        x: box.x,
        y: middle + big * 0.35 + small * 1.4,
        width: box.width,
        align: 'center',
        fontSize: small * 0.8,
        fill: '#374151',
        text: `${dimension(box.width, context.units)} × ${dimension(box.height, context.units)} · print ${dimension(sheet.width, context.units)} × ${dimension(sheet.height, context.units)}`,
      },
    );
    return shapes;
  },
  hitTest: (entity, point, context) => boxContains(panelBox(entity.data, context.view), point),
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: false },
  moved: (entity, dx, dy, context) => {
    const box = panelBox(entity.data, context.view);
    return place(entity.data, context.view, { ...box, x: box.x + dx, y: box.y + dy });
  },
  resized: (entity, box, context) =>
    place(entity.data, context.view, {
      x: Math.min(box.x, box.x + box.width),
      y: Math.min(box.y, box.y + box.height),
      width: Math.abs(box.width),
      height: Math.abs(box.height),
    }),
  warnings: (entity, siblings) => {
    const area = parentArea(entity, siblings);
    if (!area) return [];
    const problems: string[] = [];
    if (entity.data.size.width > area.data.size.width) problems.push(MESSAGES.panelWiderThanArea);
    return problems;
  },
};

/** The mural area a panel was made from (parentId), when it is among the siblings. */
export function parentArea(panel: TypedEntity<PanelData>, siblings: readonly import('@configurator/core').GenericEntity[]) {
  return ofType(siblings, ENTITY.area, areaData).find((a) => a.id === panel.parentId);
}
