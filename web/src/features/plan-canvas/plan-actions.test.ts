/**
 * The registered actions added for point editing, resize and context mode, run as the keyboard runs
 * them (actionFor, then run against the store): each key press is one undo step, and undo gives back
 * the exact document.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  builtInCanvasEntityTypes,
  planMessages,
  recordKey,
  type CanvasEntityType,
  type CommandEnv,
  type GenericEntity,
  type PlanContext,
  type Theme,
} from '@configurator/core';
import { actionFor, planActions, type ActionEnv } from './plan-actions.ts';
import { usePlanStore } from './plan-store.ts';

const boxData = z.object({
  position: z.object({ x: z.number(), y: z.number() }),
  size: z.object({ width: z.number(), height: z.number() }),
  archCustomViewId: z.number().nullable(),
});
type BoxData = z.infer<typeof boxData>;
/** A resizable type the way a plugin registers one: the actions reach its `resized` through the kind table. */
const boxType: CanvasEntityType<BoxData> = {
  type: 'testBox',
  title: 'Test box',
  dataSchema: boxData,
  defaultData: (at) => ({ position: at, size: { width: 10, height: 10 }, archCustomViewId: null }),
  appearsIn: (e, view) => view.kind === 'top' && e.data.archCustomViewId === null,
  bounds: (e) => ({ ...e.data.position, ...e.data.size }),
  draw: () => [],
  hitTest: () => true,
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: false },
  moved: (e) => e.data,
  resized: (e, box) => ({ ...e.data, position: { x: box.x, y: box.y }, size: { width: box.width, height: box.height } }),
};

const context: PlanContext = {
  view: { kind: 'top', customViewId: null },
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  textScale: 0.75,
  entityTypes: new Map<string, CanvasEntityType>([...builtInCanvasEntityTypes, boxType as unknown as CanvasEntityType].map((t) => [t.type, t])),
};
const env: CommandEnv = { orgId: 1, productOrderId: 7, newId: () => usePlanStore.getState().newId(), context };
const actionEnv = (): ActionEnv => ({
  state: usePlanStore.getState(),
  env,
  context,
  view: undefined,
  views: [],
  theme: {} as Theme,
  viewport: { width: 800, height: 600 },
});
const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => {
  const event = { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods };
  const action = actionFor(event);
  action?.run(actionEnv(), event);
  return action?.id;
};

const LINE = recordKey('productCanvasLine', 30);
const BOX = recordKey('entity', 50);

beforeEach(() => {
  usePlanStore.getState().load({
    orgId: 1,
    productOrderId: 7,
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
      {
        id: 50,
        orgId: 1,
        productOrderId: 7,
        type: 'testBox',
        parentId: null,
        parentResourceKey: null,
        properties: {},
        isTentative: 0,
        version: 1,
        data: { position: { x: 10, y: 20 }, size: { width: 30, height: 40 }, archCustomViewId: null },
      } as unknown as GenericEntity,
    ],
  });
  // No server in unit tests: a stopped queue keeps every change on screen and sends nothing.
  usePlanStore.setState({ sync: 'conflict', contextMode: false, readOnly: false });
});

describe('point editing from the keyboard', () => {
  it('P chooses each point in turn, then none; the arrows move the chosen point, one undo step each', () => {
    const start = usePlanStore.getState().doc;
    usePlanStore.getState().select([LINE]);
    expect(press('p')).toBe('editPoints');
    expect(usePlanStore.getState().activeHandle).toBe('from');
    expect(usePlanStore.getState().announcement).toContain('Editing point from at 0, 0');
    press('ArrowRight');
    press('ArrowDown', { shiftKey: true });
    const line = usePlanStore.getState().doc.productCanvasLine.get(30)!;
    expect(line.from).toEqual({ x: 1 / 16, y: 10 / 16 });
    expect(line.to).toEqual({ x: 50, y: 50 });
    expect(usePlanStore.getState().history.undo).toHaveLength(2);
    usePlanStore.getState().undo();
    usePlanStore.getState().undo();
    expect(usePlanStore.getState().doc).toEqual(start);

    usePlanStore.getState().select([LINE]);
    press('p');
    press('p');
    expect(usePlanStore.getState().activeHandle).toBe('to');
    press('p');
    expect(usePlanStore.getState().activeHandle).toBeNull();
    // Without a chosen point the arrows move the whole line.
    press('ArrowLeft');
    expect(usePlanStore.getState().doc.productCanvasLine.get(30)).toMatchObject({ from: { x: -1 / 16, y: 0 }, to: { x: 50 - 1 / 16, y: 50 } });
  });

  it('Escape stops point editing before it clears the selection', () => {
    usePlanStore.getState().select([LINE]);
    press('p');
    press('Escape');
    expect(usePlanStore.getState().activeHandle).toBeNull();
    expect(usePlanStore.getState().selection).toEqual([LINE]);
  });
});

describe('resize from the keyboard (generic, through the entity type)', () => {
  it('Alt+arrows resize, not nudge; one undo step restores the exact document', () => {
    const start = usePlanStore.getState().doc;
    usePlanStore.getState().select([BOX]);
    expect(press('ArrowRight', { altKey: true })).toBe('resizeWider');
    expect(press('ArrowUp', { altKey: true, shiftKey: true })).toBe('resizeShorter');
    expect(usePlanStore.getState().doc.entity.get(50)!.data).toMatchObject({ position: { x: 10, y: 20 }, size: { width: 30 + 1 / 16, height: 40 - 10 / 16 } });
    usePlanStore.getState().undo();
    usePlanStore.getState().undo();
    expect(usePlanStore.getState().doc).toEqual(start);
  });

  it('a line has no resize: the person is told, nothing changes', () => {
    const start = usePlanStore.getState().doc;
    usePlanStore.getState().select([LINE]);
    press('ArrowRight', { altKey: true });
    expect(usePlanStore.getState().announcement).toBe('The selection cannot be resized');
    expect(usePlanStore.getState().doc).toBe(start);
  });
});

describe('context mode switch', () => {
  it('Shift+C toggles it; the toolbar action reports it pressed', () => {
    const action = planActions.find((a) => a.id === 'contextMode')!;
    expect(action.toolbar).toBeDefined();
    expect(action.pressed!(usePlanStore.getState())).toBe(false);
    expect(press('C', { shiftKey: true })).toBe('contextMode');
    expect(usePlanStore.getState().contextMode).toBe(true);
    expect(action.pressed!(usePlanStore.getState())).toBe(true);
    expect(usePlanStore.getState().announcement).toBe('Context mode on');
    press('C', { shiftKey: true });
    expect(usePlanStore.getState().contextMode).toBe(false);
  });
});

describe('a read-only plan (a locked order)', () => {
  it('refuses every change before anything moves or is queued, keeps the select tool, and says why', () => {
    const start = usePlanStore.getState().doc;
    usePlanStore.getState().setReadOnly(true);
    usePlanStore.getState().select([LINE]);
    press('ArrowRight');
    press('Delete');
    expect(usePlanStore.getState().doc).toBe(start);
    expect(usePlanStore.getState().queue).toHaveLength(0);
    expect(usePlanStore.getState().history.undo).toHaveLength(0);
    expect(usePlanStore.getState().announcement).toBe(planMessages.readOnly);
    usePlanStore.getState().setTool('wall');
    expect(usePlanStore.getState().tool).toBe('select');
    // Looking is not changing: the editor still answers these keys on a read-only plan.
    expect(planActions.filter((a) => a.viewing).map((a) => a.id)).toEqual(
      expect.arrayContaining(['zoomIn', 'zoomOut', 'fit', 'previousView', 'nextView', 'selectNext', 'selectPrevious', 'escape']),
    );
    // Unlocked again, the same key moves the box.
    usePlanStore.getState().setReadOnly(false);
    usePlanStore.getState().select([LINE]);
    press('ArrowRight');
    expect(usePlanStore.getState().doc).not.toBe(start);
    expect(usePlanStore.getState().history.undo).toHaveLength(1);
  });
});
