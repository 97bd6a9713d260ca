/**
 * The canvas's generic transforms: resize through an entity type's own `resized` (for any type that
 * declares itself resizable, none named by the canvas), point editing of lines and of entity types
 * with handles, context mode's wall thickness, and how placed items are described. Each command undone
 * restores the exact document.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addEntity, addLine, drawWall, moveHandle, nudgeHandle, resizeRecords, type CommandEnv, type CommandResult } from './plan-commands.ts';
import { applyOps, planDocumentFrom, recordKey, type PlanDocument } from './plan-document.ts';
import { emptyHistory, recordChange, redo, undo } from './plan-history.ts';
import { PLAN } from './plan-constants.ts';
import { builtInCanvasEntityTypes } from './tracking-line.ts';
import { describeItem, kindOf, type PlanContext } from './plan-kinds.ts';
import { boxWithCorner } from './plan-geometry.ts';
import type { CanvasEntityType } from './entity-type.ts';
import type { GenericEntity } from '../domain/resources.ts';

/** A resizable box type as a plugin would register it: the canvas knows it only through the contract. */
const boxData = z.object({
  position: z.object({ x: z.number(), y: z.number() }),
  size: z.object({ width: z.number(), height: z.number() }),
  archCustomViewId: z.number().nullable(),
});
type BoxData = z.infer<typeof boxData>;
let resizedCalls = 0;
const testBoxType: CanvasEntityType<BoxData> = {
  type: 'testBox',
  title: 'Test box',
  dataSchema: boxData,
  defaultData: (at) => ({ position: at, size: { width: 10, height: 10 }, archCustomViewId: null }),
  appearsIn: (e, view) => view.kind === 'top' && e.data.archCustomViewId === null,
  bounds: (e) => ({ ...e.data.position, ...e.data.size }),
  draw: () => [],
  hitTest: () => true,
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: false },
  moved: (e, dx, dy) => ({ ...e.data, position: { x: e.data.position.x + dx, y: e.data.position.y + dy } }),
  resized: (e, box) => {
    resizedCalls++;
    return { ...e.data, position: { x: box.x, y: box.y }, size: { width: box.width, height: box.height } };
  },
};
/** Declares `resized` but says it is not resizable: the canvas must not resize it. */
const fixedBoxType: CanvasEntityType<BoxData> = { ...testBoxType, type: 'fixedBox', capabilities: { ...testBoxType.capabilities, resizable: false } };

const context = (extra: Partial<PlanContext> = {}): PlanContext => ({
  view: { kind: 'top', customViewId: null },
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  textScale: 0.75,
  entityTypes: new Map<string, CanvasEntityType>(
    [...builtInCanvasEntityTypes, testBoxType as unknown as CanvasEntityType, fixedBoxType as unknown as CanvasEntityType].map((t) => [t.type, t]),
  ),
  ...extra,
});
const envOf = (extra: Partial<PlanContext> = {}): CommandEnv => {
  let next = -1;
  return { orgId: 1, productOrderId: 7, newId: () => next--, context: context(extra) };
};
const entity = (id: number, type: string, data: Record<string, unknown>): GenericEntity =>
  ({
    id,
    orgId: 1,
    productOrderId: 7,
    type,
    parentId: null,
    parentResourceKey: null,
    properties: {},
    isTentative: 0,
    version: 1,
    data,
  }) as unknown as GenericEntity;

const base = (): PlanDocument =>
  planDocumentFrom({
    archWalls: [{ id: 1, orgId: 1, productOrderId: 7, from: { x: 0, z: 0 }, to: { x: 100, z: 0 }, height: 96, thickness: 8, version: 1 }],
    productCanvasLines: [
      {
        id: 30,
        orgId: 1,
        productOrderId: 7,
        from: { x: 0, y: 0 },
        to: { x: 50, y: 50 },
        strokeWidth: 1,
        fromSymbol: 'none',
        toSymbol: 'arrow',
        customViewId: null,
        version: 1,
      },
    ],
    entities: [
      entity(50, 'testBox', { position: { x: 10, y: 20 }, size: { width: 30, height: 40 }, archCustomViewId: null }),
      entity(51, 'fixedBox', { position: { x: 0, y: 0 }, size: { width: 5, height: 5 }, archCustomViewId: null }),
      entity(52, 'trackingLine', { from: { x: 0, y: 0 }, to: { x: 20, y: 0 }, strokeWidth: 0.5, archCustomViewId: null }),
    ],
  });

function roundTrip(doc: PlanDocument, result: CommandResult | null): PlanDocument {
  expect(result?.ok).toBe(true);
  if (!result?.ok) throw new Error('refused');
  const after = applyOps(doc, result.change.ops);
  const undone = undo(after, recordChange(emptyHistory(), result.change))!;
  expect(undone.doc).toEqual(doc);
  expect(redo(undone.doc, undone.history)!.doc).toEqual(after);
  return after;
}

describe('generic resize through the entity type', () => {
  it('a resizable type gets four corner handles; dragging one calls its resized with the new box (opposite corner fixed)', () => {
    const record = base().entity.get(50)!;
    const handles = kindOf('entity').handles!(record, context());
    expect(handles.map((h) => h.handle)).toEqual(['nw', 'ne', 'sw', 'se']);
    expect(handles.find((h) => h.handle === 'se')!.at).toEqual({ x: 40, y: 60 });
    resizedCalls = 0;
    const result = moveHandle(envOf(), base(), recordKey('entity', 50), 'nw', { x: 0, y: 0 });
    expect(resizedCalls).toBe(1);
    expect(result?.ok && result.change.label).toBe('Resize');
    expect(roundTrip(base(), result).entity.get(50)!.data).toEqual({ position: { x: 0, y: 0 }, size: { width: 40, height: 60 }, archCustomViewId: null });
  });

  it('a corner dragged past its opposite stops at the minimum size instead of flipping', () => {
    expect(boxWithCorner({ x: 10, y: 20, width: 30, height: 40 }, 'se', { x: 0, y: 0 }, 1 / 16, PLAN.precisionMin)).toEqual({
      x: 10,
      y: 20,
      width: 1 / 16,
      height: 1 / 16,
    });
  });

  it('types that are not resizable (or the tracking line, which has no resized) get no corners and are not resized', () => {
    expect(kindOf('entity').handles!(base().entity.get(51)!, context())).toEqual([]);
    expect(resizeRecords(envOf(), base(), [recordKey('entity', 51), recordKey('entity', 52)], 5, 5)).toBeNull();
    expect(kindOf('entity').handles!(base().entity.get(52)!, context()).map((h) => h.handle)).toEqual(['from', 'to']);
  });

  it('the keyboard resize grows the selection from its top-left corner, one undo step for all', () => {
    const after = roundTrip(base(), resizeRecords(envOf(), base(), [recordKey('entity', 50), recordKey('entity', 51)], 5, -10));
    expect(after.entity.get(50)!.data).toMatchObject({ position: { x: 10, y: 20 }, size: { width: 35, height: 30 } });
    expect(after.entity.get(51)!.data).toEqual(base().entity.get(51)!.data);
  });
});

describe('point editing', () => {
  it('a line end dragged moves that point only (rounded to the precision); undo restores the line', () => {
    const after = roundTrip(base(), moveHandle(envOf(), base(), recordKey('productCanvasLine', 30), 'from', { x: 5.01, y: -3 }));
    expect(after.productCanvasLine.get(30)).toMatchObject({ from: { x: 5, y: -3 }, to: { x: 50, y: 50 }, toSymbol: 'arrow' });
  });

  it('the keyboard moves one point by a step; a move to where it is changes nothing', () => {
    const result = nudgeHandle(envOf(), base(), recordKey('productCanvasLine', 30), 'to', 1, 0);
    expect(result?.ok && result.change.label).toBe('Move point');
    expect(roundTrip(base(), result).productCanvasLine.get(30)!.to).toEqual({ x: 51, y: 50 });
    expect(nudgeHandle(envOf(), base(), recordKey('productCanvasLine', 30), 'to', 0, 0)).toBeNull();
    expect(nudgeHandle(envOf(), base(), recordKey('productCanvasLine', 30), 'nope', 1, 0)).toBeNull();
  });

  it("an entity type's own points (the tracking line's ends) are edited through its handleMoved", () => {
    const after = roundTrip(base(), nudgeHandle(envOf(), base(), recordKey('entity', 52), 'to', 0, 4));
    expect(after.entity.get(52)!.data).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 20, y: 4 } });
  });

  it('a new line takes the spec defaults where it is created: stroke 1, no arrowheads, 0,0 to 50,50', () => {
    const after = roundTrip(base(), addLine(envOf(), null));
    expect(after.productCanvasLine.get(-1)).toMatchObject({
      from: PLAN.line.from,
      to: PLAN.line.to,
      strokeWidth: PLAN.line.strokeWidth,
      fromSymbol: 'none',
      toSymbol: 'none',
    });
  });
});

describe('context mode', () => {
  it('new walls are drawn at the context thickness when the switch is on', () => {
    expect(roundTrip(base(), drawWall(envOf({ contextMode: true }), { x: 0, y: 0 }, { x: 9, y: 0 })).archWall.get(-1)!.thickness).toBe(
      PLAN.contextWallThickness,
    );
  });

  it('a stored wall of thickness 8 is drawn, bounded and hit at thickness 4 in context mode, at 8 otherwise', () => {
    const wall = base().archWall.get(1)!;
    const kind = kindOf('archWall');
    expect(kind.bounds(wall, context({ contextMode: true })).height).toBe(PLAN.contextWallThickness);
    expect(kind.bounds(wall, context()).height).toBe(8);
    expect(kind.draw(wall, context({ contextMode: true }))[0]).toMatchObject({ strokeWidth: PLAN.contextWallThickness });
    expect(kind.hitTest(wall, { x: 50, y: 3.5 }, context({ contextMode: true, scale: 100 }))).toBe(false);
    expect(kind.hitTest(wall, { x: 50, y: 3.5 }, context({ scale: 100 }))).toBe(true);
  });
});

describe('placed items are described by their product, never their id', () => {
  const productTitle = (id: number) => (id === 2 ? 'Wallcovering Mural' : undefined);
  it('product title, then the item title when it has its own', () => {
    expect(describeItem({ productId: 2, title: '', position: { x: 1, y: 2 } }, { productTitle, units: 'in' })).toBe('Wallcovering Mural at (1", 2")');
    expect(describeItem({ productId: 2, title: 'Lobby north', position: null }, { productTitle, units: 'in' })).toBe(
      `Wallcovering Mural 'Lobby north' at (0", 0")`,
    );
    expect(describeItem({ productId: 2, title: 'Wallcovering Mural', position: null }, { productTitle, units: 'in' })).toBe('Wallcovering Mural at (0", 0")');
    // In the organisation's units: a position reads as lengths, not bare model numbers.
    expect(describeItem({ productId: 2, title: '', position: { x: 312, y: 100 } }, { productTitle, units: 'mm' })).toBe(
      'Wallcovering Mural at (312 mm, 100 mm)',
    );
  });
  it('without the catalogue it says Item, not #id', () => {
    const text = kindOf('productInstance').describe(
      { id: 40, productId: 9, archCustomViewId: 1, position: { x: 0, y: 0 }, title: '', quantity: 1, notes: '', properties: {} },
      context({ productTitle }),
    );
    expect(text).toBe('Item at (0", 0")');
    expect(text).not.toContain('40');
  });
});

describe('entities are created through their type schema (as the server stores them)', () => {
  /** A line type of a plugin whose schema carries the spec's calico line defaults. */
  const calicoLike: CanvasEntityType = {
    ...(builtInCanvasEntityTypes[0] as CanvasEntityType),
    type: 'testCalicoLine',
    title: 'Test calico line',
    dataSchema: z.object({
      from: z.object({ x: z.number(), y: z.number() }),
      to: z.object({ x: z.number(), y: z.number() }),
      archCustomViewId: z.number().nullable(),
      size: z.number().positive().default(PLAN.calicoLine.size),
      alignment: z.enum(['center', 'left', 'right']).default(PLAN.calicoLine.alignment),
      rotations: z.number().int().default(PLAN.calicoLine.rotations),
      isKillPoint: z.boolean().default(PLAN.calicoLine.isKillPoint),
    }) as unknown as CanvasEntityType['dataSchema'],
    defaultData: (at) => ({ from: at, to: { x: at.x, y: at.y + 10 }, archCustomViewId: null }),
  };
  const env = (): CommandEnv => {
    const e = envOf();
    return { ...e, context: { ...e.context, entityTypes: new Map([...e.context.entityTypes, [calicoLike.type, calicoLike]]) } };
  };

  it("the type's schema defaults are in the new record and its undo: size 2, alignment center, rotations 0, not a kill point", () => {
    const after = roundTrip(base(), addEntity(env(), 'testCalicoLine', { x: 1, y: 2 }));
    expect(after.entity.get(-1)!.data).toEqual({
      from: { x: 1, y: 2 },
      to: { x: 1, y: 12 },
      archCustomViewId: null,
      size: 2,
      alignment: 'center',
      rotations: 0,
      isKillPoint: false,
    });
  });

  it('data the type refuses is refused before anything is drawn or sent', () => {
    const result = addEntity(env(), 'testCalicoLine', { x: 0, y: 0 }, { size: -1 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Test calico line: /);
  });
});
