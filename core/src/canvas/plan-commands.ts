/**
 * The plan's commands as pure functions: (document, arguments) -> a change (or a refusal with its
 * message). The editor applies the change, pushes it on the undo stack and hands it to the saver;
 * tests apply and invert them to prove undo restores the exact document.
 */
import type { CanvasPoint } from './entity-type.ts';
import {
  parseRecordKey,
  recordKey,
  type PlacedItem,
  type PlanChange,
  type PlanDocument,
  type PlanOp,
  type PlanRecords,
  type PlanResource,
  type RecordKey,
} from './plan-document.ts';
import { kindOf, type Handle, type PlanContext } from './plan-kinds.ts';
import { PLAN, planMessages } from './plan-constants.ts';
import { boxWithCorner, isCorner, roundTo } from './plan-geometry.ts';
import { rankedPositions } from './rank-entry.ts';

export type CommandResult = { ok: true; change: PlanChange } | { ok: false; message: string };
const ok = (label: string, ops: PlanOp[]): CommandResult => ({ ok: true, change: { label, ops } });
const refuse = (message: string): CommandResult => ({ ok: false, message });

/** The order the document belongs to and where new records get their temporary (negative) ids. */
export interface CommandEnv {
  orgId: number;
  productOrderId: number;
  newId: () => number;
  context: PlanContext;
}

const create = <R extends PlanResource>(resource: R, record: PlanRecords[R]): PlanOp => ({ resource, id: record.id, before: null, after: record }) as PlanOp;
const update = <R extends PlanResource>(resource: R, before: PlanRecords[R], after: PlanRecords[R]): PlanOp =>
  ({ resource, id: before.id, before, after }) as PlanOp;
const get = (doc: PlanDocument, key: RecordKey) => {
  const { resource, id } = parseRecordKey(key);
  const record = doc[resource].get(id) as PlanRecords[PlanResource] | undefined;
  return record ? { resource, id, record } : null;
};

export function drawWall(env: CommandEnv, from: CanvasPoint, to: CanvasPoint, options: { contextMode?: boolean; elevation?: boolean } = {}): CommandResult {
  const [a, b] = [from, to].map((p) => ({ x: roundTo(p.x, env.context.precision), z: roundTo(p.y, env.context.precision) }));
  if (a!.x === b!.x && a!.z === b!.z) return refuse(planMessages.zeroLengthWall);
  const base = { id: env.newId(), orgId: env.orgId, productOrderId: env.productOrderId, from: a!, to: b! };
  if (options.elevation) return ok('Draw elevation', [create('archElevation', { ...base, ...PLAN.elevation })]);
  // Context mode is the editor's switch (in the context) unless the caller says otherwise.
  const thickness = (options.contextMode ?? env.context.contextMode) ? PLAN.contextWallThickness : PLAN.wall.thickness;
  return ok('Draw wall', [create('archWall', { ...base, height: PLAN.wall.height, thickness })]);
}

export function addText(env: CommandEnv, customViewId: number | null, at: CanvasPoint = PLAN.text.position): CommandResult {
  return ok('Add text', [
    create('productCanvasText', {
      id: env.newId(),
      orgId: env.orgId,
      productOrderId: env.productOrderId,
      text: PLAN.text.text,
      position: { ...at },
      width: PLAN.text.width,
      customViewId,
    }),
  ]);
}

export function addLine(env: CommandEnv, customViewId: number | null, options: { arrow?: boolean; from?: CanvasPoint; to?: CanvasPoint } = {}): CommandResult {
  return ok(options.arrow ? 'Add arrow' : 'Add line', [
    create('productCanvasLine', {
      id: env.newId(),
      orgId: env.orgId,
      productOrderId: env.productOrderId,
      from: { ...(options.from ?? PLAN.line.from) },
      to: { ...(options.to ?? PLAN.line.to) },
      strokeWidth: PLAN.line.strokeWidth,
      fromSymbol: PLAN.line.fromSymbol,
      toSymbol: options.arrow ? 'arrow' : PLAN.line.toSymbol,
      customViewId,
    }),
  ]);
}

/** A generic entity of a registered type with the type's defaults at a point. */
export function addEntity(env: CommandEnv, type: string, at: CanvasPoint, dataPatch: Record<string, unknown> = {}): CommandResult {
  const entityType = env.context.entityTypes.get(type);
  if (!entityType) return refuse(planMessages.unknownEntityType.replace('{type}', type));
  // Through the type's schema, as the server stores it: the spec's defaults the schema fills (a calico
  // line's size 2, alignment center, rotations 0, not a kill point ...) are on screen and in the undo
  // history from the start, not only after a reload.
  const parsed = entityType.dataSchema.safeParse({ ...entityType.defaultData(at, env.context), ...dataPatch });
  if (!parsed.success)
    return refuse(planMessages.invalidEntityData.replace('{type}', entityType.title).replace('{reason}', parsed.error.issues[0]?.message ?? 'invalid data'));
  return ok(`Add ${entityType.title.toLowerCase()}`, [
    create('entity', {
      id: env.newId(),
      orgId: env.orgId,
      productOrderId: env.productOrderId,
      type: type as PlanRecords['entity']['type'],
      parentId: null,
      parentResourceKey: null,
      properties: {},
      isTentative: 0,
      data: parsed.data,
    }),
  ]);
}

export function addViewport(env: CommandEnv, doc: PlanDocument): CommandResult {
  const maxRank = Math.max(0, ...[...doc.archCustomView.values()].map((v) => v.rank));
  return ok('Add viewport', [
    create('archCustomView', {
      id: env.newId(),
      orgId: env.orgId,
      productOrderId: env.productOrderId,
      rank: maxRank + 1,
      title: PLAN.viewportTitle,
      quantity: 1,
      notes: '',
      drawingNotesData: {},
    }),
  ]);
}

/** Moves the records by (dx, dy), each as its kind moves it (rounded to the precision). */
export function moveRecords(env: CommandEnv, doc: PlanDocument, keys: readonly RecordKey[], dx: number, dy: number, label = 'Move'): CommandResult | null {
  if (dx === 0 && dy === 0) return null;
  const ops: PlanOp[] = [];
  for (const key of keys) {
    const found = get(doc, key);
    if (!found) continue;
    const after = kindOf(found.resource).moved(found.record as never, dx, dy, env.context);
    if (after && JSON.stringify(after) !== JSON.stringify(found.record)) ops.push(update(found.resource, found.record, after));
  }
  return ops.length ? ok(label, ops) : null;
}

export function rotateRecords(env: CommandEnv, doc: PlanDocument, keys: readonly RecordKey[], degrees: number): CommandResult | null {
  const ops: PlanOp[] = [];
  for (const key of keys) {
    const found = get(doc, key);
    const rotated = found && kindOf(found.resource).rotated;
    if (!found || !rotated) continue;
    ops.push(update(found.resource, found.record, rotated(found.record as never, degrees, env.context)));
  }
  return ops.length ? ok('Rotate', ops) : null;
}

/** An end handle of a wall or line, or a text's width handle, dragged to a point. */
export function moveHandle(env: CommandEnv, doc: PlanDocument, key: RecordKey, handle: Handle, to: CanvasPoint): CommandResult | null {
  const found = get(doc, key);
  const moved = found && kindOf(found.resource).handleMoved;
  if (!found || !moved) return null;
  const after = moved(found.record as never, handle, to, env.context) as PlanRecords[PlanResource];
  if (after === found.record || JSON.stringify(after) === JSON.stringify(found.record)) return null;
  if (found.resource === 'archWall' || found.resource === 'archElevation') {
    const w = after as PlanRecords['archWall'];
    if (w.from.x === w.to.x && w.from.z === w.to.z) return refuse(planMessages.zeroLengthWall);
  }
  return ok(handle === 'width' || isCorner(handle) ? 'Resize' : 'Move point', [update(found.resource, found.record, after)]);
}

/** A record's handle moved by (dx, dy) from where it is: keyboard point editing, one undo step a key press. */
export function nudgeHandle(env: CommandEnv, doc: PlanDocument, key: RecordKey, handle: Handle, dx: number, dy: number): CommandResult | null {
  const found = get(doc, key);
  const at =
    found &&
    kindOf(found.resource)
      .handles?.(found.record as never, env.context)
      .find((h) => h.handle === handle)?.at;
  return at ? moveHandle(env, doc, key, handle, { x: at.x + dx, y: at.y + dy }) : null;
}

/**
 * Resizes records to grow (or shrink) by (dw, dh) from their top-left corner, each through its kind's
 * resize (for entities, the entity type's own `resized`): the keyboard path of the resize handles.
 */
export function resizeRecords(env: CommandEnv, doc: PlanDocument, keys: readonly RecordKey[], dw: number, dh: number): CommandResult | null {
  const ops: PlanOp[] = [];
  for (const key of keys) {
    const found = get(doc, key);
    const kind = found && kindOf(found.resource);
    if (!found || !kind?.resized) continue;
    const box = kind.bounds(found.record as never, env.context);
    const next = boxWithCorner(box, 'se', { x: box.x + box.width + dw, y: box.y + box.height + dh }, env.context.precision, PLAN.precisionMin);
    const after = kind.resized(found.record as never, next, env.context) as PlanRecords[PlanResource] | null;
    if (after && JSON.stringify(after) !== JSON.stringify(found.record)) ops.push(update(found.resource, found.record, after));
  }
  return ops.length ? ok('Resize', ops) : null;
}

/** Deletes the records; deleting a viewport takes its texts, lines and entities with it, and unplaces its items. */
export function deleteRecords(doc: PlanDocument, keys: readonly RecordKey[]): CommandResult | null {
  const ops: PlanOp[] = [];
  const gone = new Set<RecordKey>();
  const remove = (resource: PlanResource, record: PlanRecords[PlanResource]) => {
    const key = recordKey(resource, record.id);
    if (gone.has(key)) return;
    gone.add(key);
    ops.push({ resource, id: record.id, before: record, after: null } as PlanOp);
  };
  for (const key of keys) {
    const found = get(doc, key);
    if (!found) continue;
    if (found.resource === 'productInstance') {
      // An item is not deleted from the order by the plan: it leaves the viewport.
      const item = found.record as PlacedItem;
      if (item.archCustomViewId !== null) ops.push(update('productInstance', item, { ...item, archCustomViewId: null, position: null }));
      continue;
    }
    if (found.resource === 'archCustomView') {
      for (const t of doc.productCanvasText.values()) if (t.customViewId === found.id) remove('productCanvasText', t);
      for (const l of doc.productCanvasLine.values()) if (l.customViewId === found.id) remove('productCanvasLine', l);
      for (const e of doc.entity.values()) if (e.data.archCustomViewId === found.id) remove('entity', e);
      for (const i of doc.productInstance.values())
        if (i.archCustomViewId === found.id) ops.push(update('productInstance', i, { ...i, archCustomViewId: null, position: null }));
    }
    remove(found.resource, found.record);
  }
  return ops.length ? ok('Delete', ops) : null;
}

/** What Copy keeps: the records themselves, as they were when copied. */
export interface PlanClipboard {
  records: { resource: PlanResource; record: PlanRecords[PlanResource] }[];
}

export function copyRecords(doc: PlanDocument, keys: readonly RecordKey[]): PlanClipboard | null {
  const records = keys
    .map((k) => get(doc, k))
    .filter((f) => f && f.resource !== 'archCustomView')
    .map((f) => ({ resource: f!.resource, record: f!.record }));
  return records.length ? { records } : null;
}

const shifted = (p: CanvasPoint, by: number): CanvasPoint => ({ x: p.x + by, y: p.y + by });
/** A copy of a record with a new id, moved by the paste offset; entities and texts/lines go into the active view. */
function pastedCopy(env: CommandEnv, resource: PlanResource, record: PlanRecords[PlanResource], customViewId: number | null): PlanRecords[PlanResource] | null {
  const by = resource === 'productInstance' ? PLAN.pasteOffset.instance : PLAN.pasteOffset.entity;
  const id = env.newId();
  switch (resource) {
    case 'archWall':
    case 'archElevation': {
      const w = record as PlanRecords['archWall'];
      return { ...w, id, from: { x: w.from.x + by, z: w.from.z + by }, to: { x: w.to.x + by, z: w.to.z + by } };
    }
    case 'productCanvasText': {
      const t = record as PlanRecords['productCanvasText'];
      return { ...t, id, position: shifted(t.position, by), customViewId };
    }
    case 'productCanvasLine': {
      const l = record as PlanRecords['productCanvasLine'];
      return { ...l, id, from: shifted(l.from, by), to: l.to && shifted(l.to, by), customViewId };
    }
    case 'entity': {
      const e = record as PlanRecords['entity'];
      const type = env.context.entityTypes.get(e.type);
      const data = type ? type.moved(e as never, by, by, env.context) : e.data;
      return { ...e, id, data: { ...data, archCustomViewId: customViewId ?? (e.data.archCustomViewId as number | null | undefined) ?? null } };
    }
    case 'productInstance':
      // A pasted item is a new item of the order (created through the item calls) placed in the active custom view.
      return customViewId === null
        ? null
        : { ...(record as PlacedItem), id, archCustomViewId: customViewId, position: shifted((record as PlacedItem).position ?? { x: 0, y: 0 }, by) };
    default:
      return null;
  }
}

/** Pastes the clipboard, offset by 10 (entities) or 250 (instances), into the active custom view. */
export function paste(env: CommandEnv, clipboard: PlanClipboard | null, activeCustomViewId: number | null): CommandResult {
  if (!clipboard || !clipboard.records.length) return refuse(planMessages.nothingCopied);
  const ops: PlanOp[] = [];
  for (const { resource, record } of clipboard.records) {
    const copy = pastedCopy(env, resource, record, activeCustomViewId);
    if (copy) ops.push(create(resource, copy));
  }
  return ops.length ? ok('Paste', ops) : refuse(planMessages.nothingCopied);
}

export function updateRecord<R extends PlanResource>(
  doc: PlanDocument,
  resource: R,
  id: number,
  patch: Partial<PlanRecords[R]>,
  label: string,
): CommandResult | null {
  const before = doc[resource].get(id) as PlanRecords[R] | undefined;
  if (!before) return null;
  const after = { ...before, ...patch };
  if (JSON.stringify(after) === JSON.stringify(before)) return null;
  return ok(label, [update(resource, before, after)]);
}

/** A viewport's rank typed as a position: clamped to 1..n and the whole list re-ranked 1..n (catalogue §4, §5). */
export function rankViewport(doc: PlanDocument, id: number, typed: string): CommandResult | null {
  const views = [...doc.archCustomView.values()];
  const ranks = rankedPositions(views, id, typed);
  if (!ranks) return null;
  const ops = views.filter((v) => ranks.get(v.id) !== v.rank).map((v) => update('archCustomView', v, { ...v, rank: ranks.get(v.id)! }));
  return ops.length ? ok('Reorder viewport', ops) : null;
}

/** Places an item of the order in a viewport at a point. */
export function placeItem(env: CommandEnv, doc: PlanDocument, itemId: number, customViewId: number, at: CanvasPoint): CommandResult | null {
  const item = doc.productInstance.get(itemId);
  if (!item) return null;
  return ok('Place item', [
    update('productInstance', item, {
      ...item,
      archCustomViewId: customViewId,
      position: { x: roundTo(at.x, env.context.precision), y: roundTo(at.y, env.context.precision) },
    }),
  ]);
}
