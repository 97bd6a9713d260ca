import { describe, expect, it } from 'vitest';
import {
  placementCancelled,
  placePoint,
  placesPointByPoint,
  startPlacement,
  type CanvasEntityType,
  type CommandEnv,
  type GenericEntity,
  type PlanContext,
  type TypedEntity,
} from '@configurator/core';
import { MESSAGES, MURAL } from '../constants.ts';
import { contextOf, elevation, entity, panelLayout, plan, VIEW_ID } from '../testing/fixtures.ts';
import { muralAreaType, muralPanelType, muralSeamType, muralTextureType, mismatchLineType, wallLabelType, muralEntityTypes } from './index.ts';
import { seamColour, seamLine } from './seam.ts';
import { addPoint, isInAddMode } from './mismatch-line.ts';

const as = <D>(type: CanvasEntityType<D & Record<string, unknown>>, e: GenericEntity): TypedEntity<D & Record<string, unknown>> => ({
  ...e,
  data: type.dataSchema.parse(e.data),
});

describe('every mural entity type', () => {
  it.each(muralEntityTypes.map((t) => [t.type, t] as const))('%s: default data parses, is drawn and hit at its own bounds', (_name, type) => {
    const view = type.type === 'calicoWallLabel' ? plan : elevation;
    const ctx = contextOf(view);
    const data = type.defaultData({ x: 10, y: 20 }, ctx);
    let e = as(type, entity(type.type as GenericEntity['type'], data));
    if (type.type === 'calicoMismatchLine') e = { ...e, data: addPoint(e.data as never, { x: 40, y: 20 }) as never };
    expect(type.dataSchema.safeParse(e.data).success).toBe(true);
    expect(type.appearsIn(e, view)).toBe(true);
    expect(type.draw(e, ctx).length).toBeGreaterThan(0);
    const b = type.bounds(e, ctx);
    expect(b.width).toBeGreaterThanOrEqual(0);
    expect(type.hitTest(e, { x: b.x + b.width / 2, y: b.y + b.height / 2 }, ctx)).toBe(true);
    expect(type.hitTest(e, { x: b.x - 500, y: b.y - 500 }, ctx)).toBe(false);
    const moved = type.moved(e, 5, -3, ctx);
    const after = type.bounds({ ...e, data: moved }, ctx);
    expect(after.x).toBeCloseTo(b.x + 5);
    expect(after.y).toBeCloseTo(b.y - 3);
  });

  it('refuses data out of bounds with the field named', () => {
    const result = muralPanelType.dataSchema.safeParse({ position: { x: 'a', y: 0 } });
    expect(result.success).toBe(false);
    expect(muralSeamType.dataSchema.safeParse({ alignment: 'middle' }).success).toBe(false);
    expect(muralPanelType.dataSchema.safeParse({ substrate: 'paper' }).success).toBe(false);
  });
});

describe('mural area', () => {
  it('defaults to 30 x 30 in the view it is added to', () => {
    const data = muralAreaType.defaultData({ x: 1, y: 2 }, contextOf(elevation));
    expect(data.size).toEqual(MURAL.defaultAreaSize);
    expect(data.archCustomViewId).toBe(VIEW_ID);
    expect(data.isReturn).toBe(false);
  });
  it('appears only in its own viewport and its panel layout', () => {
    const e = as(muralAreaType, entity('calicoMuralArea', {}));
    expect(muralAreaType.appearsIn(e, elevation)).toBe(true);
    expect(muralAreaType.appearsIn(e, panelLayout)).toBe(true);
    expect(muralAreaType.appearsIn(e, { kind: 'custom', customViewId: VIEW_ID + 1 })).toBe(false);
    expect(muralAreaType.appearsIn(e, plan)).toBe(false);
  });
  it('warns when two areas of a viewport overlap', () => {
    const a = entity('calicoMuralArea', { position: { x: 0, y: 0 }, size: { width: 50, height: 50 } });
    const b = entity('calicoMuralArea', { position: { x: 40, y: 0 }, size: { width: 50, height: 50 } });
    expect(muralAreaType.warnings!(as(muralAreaType, a), [a, b])).toEqual([MESSAGES.overlappingAreas]);
    expect(muralAreaType.warnings!(as(muralAreaType, a), [a])).toEqual([]);
  });
  it('resizes to the box it is given', () => {
    const e = as(muralAreaType, entity('calicoMuralArea', {}));
    expect(muralAreaType.resized!(e, { x: 5, y: 6, width: 70, height: 80 }, contextOf(elevation))).toMatchObject({
      position: { x: 5, y: 6 },
      size: { width: 70, height: 80 },
    });
  });
});

describe('mural texture', () => {
  it('defaults to 775 x 175 and may be selected, dragged, resized and rotated', () => {
    expect(muralTextureType.defaultData({ x: 0, y: 0 }, contextOf(elevation)).size).toEqual({ width: 775, height: 175 });
    expect(muralTextureType.capabilities).toEqual({ selectable: true, draggable: true, resizable: true, rotatable: true });
  });
  it('rotated by 90 degrees occupies its height across', () => {
    const e = as(muralTextureType, entity('calicoMuralTexture', { position: { x: 0, y: 0 }, size: { width: 100, height: 20 } }));
    const turned = { ...e, data: muralTextureType.rotated!(e, 90, contextOf(elevation)) };
    const b = muralTextureType.bounds(turned, contextOf(elevation));
    expect(b.width).toBeCloseTo(20);
    expect(b.height).toBeCloseTo(100);
    expect(b.x).toBeCloseTo(40);
    expect(muralTextureType.hitTest(turned, { x: 50, y: -30 }, contextOf(elevation))).toBe(true);
    expect(muralTextureType.hitTest(turned, { x: 5, y: 10 }, contextOf(elevation))).toBe(false);
    expect(muralTextureType.rotated!(turned, 300, contextOf(elevation)).yRotation).toBe(30);
  });
  it('resizing across an edge flips the artwork', () => {
    const e = as(muralTextureType, entity('calicoMuralTexture', {}));
    const data = muralTextureType.resized!(e, { x: 100, y: 0, width: -50, height: 20 }, contextOf(elevation));
    expect(data).toMatchObject({ position: { x: 50, y: 0 }, size: { width: 50, height: 20 }, flipX: true, flipY: false });
  });
  it('an archived option shows the fallback option of the settings, with a warning', () => {
    const options = new Map([
      [5, { id: 5, title: 'Old', archived: true, data: { fill: '#ff0000' } }],
      [990, { id: 990, title: 'Fallback', archived: false, data: { fill: '#00ff00' } }],
    ]);
    const ctx = contextOf(elevation, { productOption: (id) => options.get(id), pluginSettings: { fallbackMuralProductOptionId: 990 } });
    const e = as(muralTextureType, entity('calicoMuralTexture', { muralProductOptionId: 5 }));
    expect(muralTextureType.warnings!(e, [], ctx)).toEqual([MESSAGES.textureOptionArchived]);
    expect(JSON.stringify(muralTextureType.draw(e, ctx))).toContain('#00ff00');
    const live = as(muralTextureType, entity('calicoMuralTexture', { muralProductOptionId: 990 }));
    expect(muralTextureType.warnings!(live, [], ctx)).toEqual([]);
  });
});

describe('mural panel', () => {
  it('has the editor bleed of 1 on each side, and its printed box includes it', () => {
    const e = as(muralPanelType, entity('calicoMuralPanel', { position: { x: 10, y: 10 }, size: { width: 30, height: 30 } }));
    expect([e.data.bleedLeft, e.data.bleedRight, e.data.bleedTop, e.data.bleedBottom]).toEqual([1, 1, 1, 1]);
    expect(e.data.substrate).toBe('standardCommercial');
    expect(muralPanelType.bounds(e, contextOf(elevation))).toEqual({ x: 9, y: 9, width: 32, height: 32 });
  });
  it('stands at its layout position on the panel layout view, and moves there', () => {
    const e = as(muralPanelType, entity('calicoMuralPanel', { position: { x: 10, y: 10 }, customViewPosition: { x: 500, y: 200 } }));
    expect(muralPanelType.hitTest(e, { x: 510, y: 210 }, contextOf(panelLayout))).toBe(true);
    expect(muralPanelType.hitTest(e, { x: 15, y: 15 }, contextOf(panelLayout))).toBe(false);
    const moved = muralPanelType.moved(e, 10, 0, contextOf(panelLayout));
    expect(moved.customViewPosition).toEqual({ x: 510, y: 200 });
    expect(moved.position).toEqual({ x: 10, y: 10 });
  });
  it('warns when wider than its area', () => {
    const area = entity('calicoMuralArea', { size: { width: 20, height: 30 } });
    const panel = entity('calicoMuralPanel', { size: { width: 30, height: 30 } }, { parentId: area.id, parentResourceKey: 'entity' });
    expect(muralPanelType.warnings!(as(muralPanelType, panel), [area, panel])).toEqual([MESSAGES.panelWiderThanArea]);
  });
});

describe('seam', () => {
  it('is coloured by thickness: 1 red, 2 yellow, then blue, purple, green, orange, otherwise black', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map(seamColour)).toEqual(['red', 'yellow', 'blue', 'purple', 'green', 'orange', 'black', 'black']);
  });
  it('defaults to thickness 1, centred, standard alignment, no kill point', () => {
    const data = muralSeamType.dataSchema.parse({});
    expect(data).toMatchObject({ thickness: 1, alignment: 'center', alignmentMode: 'standard', isKillPoint: false });
  });
  it('is shifted by half its thickness to the left or right, or by a custom offset', () => {
    const base = { from: { x: 0, y: 0 }, to: { x: 0, y: 10 }, thickness: 2 };
    expect(seamLine(muralSeamType.dataSchema.parse({ ...base, alignment: 'left' }))[0].x).toBeCloseTo(1);
    expect(seamLine(muralSeamType.dataSchema.parse({ ...base, alignment: 'right' }))[0].x).toBeCloseTo(-1);
    expect(seamLine(muralSeamType.dataSchema.parse({ ...base, alignmentMode: 'custom', customAlignmentOffset: 3 }))[0].x).toBeCloseTo(-3);
  });
  it('is hit near its line only, and warns when outside every panel', () => {
    const panel = entity('calicoMuralPanel', { position: { x: 0, y: 0 }, size: { width: 30, height: 30 } });
    const inside = as(muralSeamType, entity('calicoMuralSeam', { from: { x: 15, y: 0 }, to: { x: 15, y: 30 } }));
    expect(muralSeamType.hitTest(inside, { x: 16, y: 12 }, contextOf(elevation))).toBe(true);
    expect(muralSeamType.hitTest(inside, { x: 25, y: 12 }, contextOf(elevation))).toBe(false);
    expect(muralSeamType.warnings!(inside, [panel])).toEqual([]);
    const outside = as(muralSeamType, entity('calicoMuralSeam', { from: { x: 60, y: 0 }, to: { x: 60, y: 30 } }));
    expect(muralSeamType.warnings!(outside, [panel])).toEqual([MESSAGES.seamOutsideAnyPanel]);
  });
  it('a kill point is marked at its end', () => {
    const e = as(muralSeamType, entity('calicoMuralSeam', { isKillPoint: true, thickness: 2 }));
    expect(muralSeamType.draw(e, contextOf(elevation)).map((s) => s.kind)).toEqual(['line', 'circle']);
  });
});

describe('mismatch line', () => {
  it('is in add mode until it has two points', () => {
    let data = mismatchLineType.defaultData({ x: 1, y: 2 }, contextOf(elevation));
    expect(isInAddMode(data)).toBe(true);
    data = addPoint(data, { x: 30, y: 2 });
    expect(isInAddMode(data)).toBe(false);
    expect(data.to).toEqual({ x: 30, y: 2, z: 0 });
    expect(addPoint(data, { x: 99, y: 99 })).toEqual(data);
  });
});

describe('mismatch line, placed by clicks (add mode)', () => {
  const env = (): CommandEnv => {
    let id = -1;
    return {
      orgId: 1,
      productOrderId: 1,
      newId: () => id--,
      context: { ...contextOf(elevation), entityTypes: new Map([[mismatchLineType.type, mismatchLineType as never]]) } as unknown as PlanContext,
    };
  };

  it('stays pending after the first click and is added, whole, at the second: one create, one undo step', () => {
    const e = env();
    const { pending, message } = startPlacement(e, mismatchLineType.type);
    expect(placesPointByPoint(e, mismatchLineType.type)).toBe(true);
    expect(message).toContain('Mismatch Line');
    const first = placePoint(e, pending, { x: 10, y: 20 });
    expect(first.done).toBe(false);
    if (first.done) return;
    expect(first.pending.data).toMatchObject({ from: { x: 10, y: 20, z: 0 }, to: null, archCustomViewId: VIEW_ID });
    expect(first.message).toContain('point 1 placed');
    const second = placePoint(e, first.pending, { x: 70, y: 25 });
    expect(second.done).toBe(true);
    if (!second.done || !second.result.ok) throw new Error('not added');
    expect(second.result.change.ops).toHaveLength(1);
    const created = second.result.change.ops[0]!.after as GenericEntity;
    expect(created.type).toBe('calicoMismatchLine');
    expect(created.data).toMatchObject({ from: { x: 10, y: 20, z: 0 }, to: { x: 70, y: 25, z: 0 }, archCustomViewId: VIEW_ID });
    expect(isInAddMode(mismatchLineType.dataSchema.parse(created.data))).toBe(false);
  });

  it('cancelling names what was not added; a type without add mode is added at the first point', () => {
    const e = env();
    expect(placementCancelled(e, startPlacement(e, mismatchLineType.type).pending)).toBe('Mismatch Line not added.');
    const withoutMode = {
      ...env(),
      context: { ...env().context, entityTypes: new Map([[muralSeamType.type, muralSeamType as never]]) } as unknown as PlanContext,
    };
    expect(placesPointByPoint(withoutMode, muralSeamType.type)).toBe(false);
    const step = placePoint(withoutMode, { type: muralSeamType.type, data: null, count: 0 }, { x: 1, y: 1 });
    expect(step.done && step.result.ok).toBe(true);
  });
});

describe('wall label', () => {
  it('is a 100 x 100 box in its custom view and a tag at its plan position on the plan', () => {
    const data = wallLabelType.defaultData({ x: 5, y: 5 }, contextOf(elevation));
    expect(data.customViewSize).toEqual({ width: 100, height: 100 });
    const e = as(
      wallLabelType,
      entity('calicoWallLabel', { ...data, labelPlanPosition: { x: 300, z: 40 }, indicateViewStartOnPlan: true, viewStartPlanPosition: { x: 0, z: 0 } }),
    );
    expect(wallLabelType.appearsIn(e, plan)).toBe(true);
    expect(wallLabelType.appearsIn(e, elevation)).toBe(true);
    expect(wallLabelType.appearsIn(e, panelLayout)).toBe(false);
    expect(wallLabelType.hitTest(e, { x: 310, y: 45 }, contextOf(plan))).toBe(true);
    expect(wallLabelType.draw(e, contextOf(plan)).some((s) => s.kind === 'circle')).toBe(true);
    expect(wallLabelType.moved(e, 10, 10, contextOf(plan)).labelPlanPosition).toEqual({ x: 310, z: 50 });
  });
});
