/**
 * Murals: Autogenerate on a 40 m wall (about 1575 inches) as one area and as 40 one-metre areas, then
 * generating again over its own result (every panel reused), and the work of one frame of a drag on
 * the Panel Layout view (the dragged panel moved, every entity of the view drawn and its bounds taken).
 */
import type { GenericEntity } from '@configurator/core';
import { autogenerate, muralEntityTypes, PANEL_LAYOUT_VIEW } from '@configurator/plugin-murals';
import { measure } from './measure.ts';

const INCHES_PER_METRE = 39.37;
const WALL = { width: 40 * INCHES_PER_METRE, height: 108 };
const VIEW_ID = 1;
const settings = { maxPanelWidth: 180 };

const entity = (id: number, type: GenericEntity['type'], data: Record<string, unknown>, parentId: number | null = null): GenericEntity => ({
  id,
  orgId: 1,
  productOrderId: 1,
  type,
  parentId,
  parentResourceKey: parentId === null ? null : 'entity',
  properties: {},
  isTentative: 0,
  version: 1,
  data: { archCustomViewId: VIEW_ID, ...data },
});

function wall(areas: number): GenericEntity[] {
  const width = WALL.width / areas;
  return Array.from({ length: areas }, (_, i) => entity(i + 1, 'calicoMuralArea', { position: { x: i * width, y: 0 }, size: { width, height: WALL.height } }));
}

function applied(entities: GenericEntity[]): GenericEntity[] {
  const plan = autogenerate(entities, VIEW_ID, settings);
  return [...entities, ...plan.creates.map((c, i) => entity(10_000 + i, c.type, c.data, c.parentId))];
}

export function benchMurals() {
  const one = wall(1);
  const forty = wall(40);
  const generatedOne = applied(one);
  const generatedForty = applied(forty);
  const types = new Map(muralEntityTypes.map((t) => [t.type, t]));
  const context = { view: { kind: PANEL_LAYOUT_VIEW, customViewId: VIEW_ID }, scale: 1, units: 'in' as const, precision: 1 / 16 };
  const typedForty = generatedForty.map((e) => ({ type: types.get(e.type)!, entity: { ...e, data: types.get(e.type)!.dataSchema.parse(e.data) } }));
  const frame = () => {
    const [first] = typedForty.filter((t) => t.entity.type === 'calicoMuralPanel');
    first!.type.moved(first!.entity, 1, 1, context);
    for (const { type, entity: e } of typedForty) {
      if (!type.appearsIn(e, context.view)) continue;
      type.draw(e, context);
      type.bounds(e, context);
    }
  };
  const row = (name: string, fn: () => unknown, panels: number) => {
    const m = measure(fn);
    return { case: name, panels, 'median (ms)': Number(m.medianMs.toFixed(4)), 'ops/s': Math.round(m.opsPerSecond), runs: m.runs };
  };
  return [
    row('autogenerate, 40 m wall, one area', () => autogenerate(one, VIEW_ID, settings), generatedOne.length - 1),
    row('autogenerate, 40 m wall, 40 areas', () => autogenerate(forty, VIEW_ID, settings), generatedForty.length - 40),
    row('autogenerate again over its result (40 areas)', () => autogenerate(generatedForty, VIEW_ID, settings), generatedForty.length - 40),
    row('panel layout drag frame (move + draw all, 40 areas)', frame, generatedForty.length - 40),
  ];
}
