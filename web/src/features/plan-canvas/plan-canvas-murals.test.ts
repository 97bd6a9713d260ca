/**
 * The plan canvas's parts for point-by-point entity types, entity warnings and the one bulk save of
 * a run of entity changes, with a small entity type of the test's own (web names no plugin).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  builtInCanvasEntityTypes,
  planDocumentFrom,
  recordKey,
  type CanvasEntityType,
  type CommandEnv,
  type GenericEntity,
  type PlanContext,
  type PlanOp,
} from '@configurator/core';
import { entityWarnings } from './entity-warnings.ts';
import { entityBatchLength } from './plan-saver.ts';
import { usePlacement } from './entity-placement.ts';
import { usePlanStore } from './plan-store.ts';
import { planActions } from './plan-actions.ts';

const point = z.object({ x: z.number(), y: z.number() });
const twoPointData = z.object({ from: point.nullable().default(null), to: point.nullable().default(null), limit: z.number().default(100) });
type TwoPoint = z.output<typeof twoPointData>;
/** A two-click line that warns when longer than its limit. */
const twoPoint: CanvasEntityType<TwoPoint> = {
  type: 'calicoMismatchLine',
  title: 'Two-point line',
  dataSchema: twoPointData,
  defaultData: (at) => twoPointData.parse({ from: at, to: { x: at.x + 10, y: at.y } }),
  appearsIn: () => true,
  bounds: (e) => ({ x: e.data.from?.x ?? 0, y: e.data.from?.y ?? 0, width: Math.abs((e.data.to?.x ?? 0) - (e.data.from?.x ?? 0)), height: 1 }),
  draw: () => [],
  hitTest: () => false,
  capabilities: { selectable: true, draggable: true, resizable: false, rotatable: false },
  moved: (e) => e.data,
  placement: {
    addPoint: (pending, at) => (pending === null ? twoPointData.parse({ from: at }) : { ...pending, to: at }),
    isComplete: (d) => d.from !== null && d.to !== null,
  },
  warnings: (e) => (e.data.from && e.data.to && Math.abs(e.data.to.x - e.data.from.x) > e.data.limit ? ['Too long'] : []),
};
const context = {
  view: { kind: 'custom', customViewId: 3 },
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  textScale: 0.75,
  entityTypes: new Map<string, CanvasEntityType>([
    ...builtInCanvasEntityTypes.map((t) => [t.type, t] as const),
    [twoPoint.type, twoPoint as unknown as CanvasEntityType],
  ]),
} as PlanContext;
const env = (): CommandEnv => ({ orgId: 1, productOrderId: 5, newId: () => usePlanStore.getState().newId(), context });
const entity = (id: number, data: Record<string, unknown>, extra: Partial<GenericEntity> = {}): GenericEntity => ({
  id,
  orgId: 1,
  productOrderId: 5,
  type: 'calicoMismatchLine',
  parentId: null,
  parentResourceKey: null,
  properties: {},
  isTentative: 0,
  data,
  version: 1,
  ...extra,
});

afterEach(() => {
  usePlacement.getState().drop();
  vi.restoreAllMocks();
});

describe('click-to-place add mode', () => {
  it('the first click keeps the entity pending (no record, nothing saved), the second adds it as one undo step; Enter places at the cursor', () => {
    usePlanStore.getState().load({ orgId: 1, productOrderId: 5 });
    // Saving is not under test here: the queue stays as it is.
    usePlanStore.setState({ flush: async () => {} });
    usePlacement.getState().start(env(), twoPoint.type, { x: 40, y: 40 });
    expect(usePlanStore.getState().announcement).toContain('place its first point');
    usePlacement.getState().point(env(), { x: 1, y: 2 });
    expect(usePlacement.getState().pending).toMatchObject({ count: 1, data: { from: { x: 1, y: 2 }, to: null } });
    expect(usePlanStore.getState().doc.entity.size).toBe(0);
    // The keyboard path: the registered Enter action places the second point at the keyboard cursor.
    const enter = planActions.find((a) => a.matches({ key: 'Enter', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }))!;
    expect(enter.id).toBe('placePoint');
    enter.run({ state: usePlanStore.getState(), env: env(), context, view: undefined, views: [], theme: {} as never, viewport: { width: 100, height: 100 } });
    expect(usePlacement.getState().pending).toBeNull();
    const [created] = [...usePlanStore.getState().doc.entity.values()];
    expect(created?.data).toMatchObject({ from: { x: 1, y: 2 }, to: { x: 40, y: 40 } });
    expect(usePlanStore.getState().history.undo).toHaveLength(1);
  });

  it('Escape cancels: nothing is added and the live region says so; Enter is no placement action outside add mode', () => {
    usePlanStore.getState().load({ orgId: 1, productOrderId: 5 });
    usePlacement.getState().start(env(), twoPoint.type, { x: 0, y: 0 });
    usePlacement.getState().point(env(), { x: 1, y: 2 });
    const escape = planActions.find((a) => a.id === 'escape')!;
    escape.run({ state: usePlanStore.getState(), env: env(), context, view: undefined, views: [], theme: {} as never, viewport: { width: 100, height: 100 } });
    expect(usePlacement.getState().pending).toBeNull();
    expect(usePlanStore.getState().announcement).toBe('Two-point line not added.');
    expect(usePlanStore.getState().doc.entity.size).toBe(0);
    expect(planActions.find((a) => a.matches({ key: 'Enter', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }))).toBeUndefined();
  });
});

describe('entity warnings', () => {
  it('lists the warned entities of the view with their type title; the others have none', () => {
    const doc = planDocumentFrom({
      entities: [entity(1, { from: { x: 0, y: 0 }, to: { x: 500, y: 0 } }), entity(2, { from: { x: 0, y: 0 }, to: { x: 5, y: 0 } })],
    });
    const warnings = entityWarnings(doc, [recordKey('entity', 1), recordKey('entity', 2)], context);
    expect(warnings).toEqual([{ key: recordKey('entity', 1), title: 'Two-point line', messages: ['Too long'] }]);
  });
});

describe('one bulk write for a run of entity changes', () => {
  const before = entity(1, { from: { x: 0, y: 0 }, to: { x: 5, y: 0 } });
  const { version: _v, ...b } = before;
  const update = (id: number, patch: Record<string, unknown>): PlanOp =>
    ({ resource: 'entity', id, before: { ...b, id }, after: { ...b, id, ...patch } }) as PlanOp;
  const create = (id: number, extra: Partial<GenericEntity> = {}): PlanOp =>
    ({ resource: 'entity', id, before: null, after: { ...b, id, ...extra } }) as PlanOp;
  const destroy = (id: number): PlanOp => ({ resource: 'entity', id, before: { ...b, id }, after: null }) as PlanOp;
  const wall = { resource: 'archWall', id: 9, before: null, after: {} } as unknown as PlanOp;

  it('takes the run of entity data writes, creates and destroys at the head of the queue (two or more)', () => {
    expect(entityBatchLength([update(1, { data: { limit: 3 } }), create(-1), destroy(2), wall, destroy(3)])).toBe(3);
    expect(entityBatchLength([update(1, { data: { limit: 3 } }), wall])).toBe(0);
    expect(entityBatchLength([wall, destroy(2), destroy(3)])).toBe(0);
  });

  it('stops where the bulk write cannot carry an operation: another field than data, a tentative create, a parent not saved yet, the same record twice', () => {
    expect(entityBatchLength([destroy(2), update(1, { isTentative: 1 }), destroy(3)])).toBe(0);
    expect(entityBatchLength([destroy(2), destroy(4), create(-1, { isTentative: 1 })])).toBe(2);
    expect(entityBatchLength([destroy(2), destroy(4), create(-1, { parentId: -2 })])).toBe(2);
    expect(entityBatchLength([update(1, { data: { limit: 3 } }), destroy(4), update(1, { data: { limit: 4 } })])).toBe(2);
  });
});
