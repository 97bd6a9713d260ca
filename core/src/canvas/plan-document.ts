/**
 * The plan's document: every saved record of a spatial order that the canvas edits, keyed by resource
 * and id. A change is a list of operations, each holding the record before and after (null for a
 * create's before and a destroy's after), so undo is the same list inverted and an undone change
 * restores the exact document. Versions (optimistic locks) are not part of the document: the saver
 * keeps them, so an undo never sends a stale version.
 */
import type { ArchCustomView, ArchElevation, ArchWall, GenericEntity, ProductCanvasLine, ProductCanvasText } from '../domain/resources.ts';
import type { ProductInstance } from '../domain/order.ts';

type Unversioned<T> = Omit<T, 'version'>;

/** An item as the plan sees it: which viewport it is placed in and where (and what a pasted copy takes). */
export type PlacedItem = Pick<ProductInstance, 'id' | 'productId' | 'archCustomViewId' | 'position' | 'title' | 'quantity' | 'notes' | 'properties'>;

/** An item as the order data (or the order page) carries it; only what the plan reads. */
export type PlanItemSource = PlacedItem & { version?: number };

export const placedItemOf = (i: PlanItemSource): PlacedItem => ({
  id: i.id,
  productId: i.productId,
  archCustomViewId: i.archCustomViewId,
  position: i.position,
  title: i.title,
  quantity: i.quantity,
  notes: i.notes,
  properties: i.properties,
});

export interface PlanRecords {
  archWall: Unversioned<ArchWall>;
  archElevation: Unversioned<ArchElevation>;
  archCustomView: Unversioned<ArchCustomView>;
  productCanvasText: Unversioned<ProductCanvasText>;
  productCanvasLine: Unversioned<ProductCanvasLine>;
  entity: Unversioned<GenericEntity>;
  productInstance: PlacedItem;
}
export type PlanResource = keyof PlanRecords;
export const planResources: readonly PlanResource[] = [
  'archWall',
  'archElevation',
  'archCustomView',
  'productCanvasText',
  'productCanvasLine',
  'entity',
  'productInstance',
];

export type PlanDocument = { readonly [R in PlanResource]: ReadonlyMap<number, PlanRecords[R]> };

/** One record's change. */
export type PlanOp = {
  [R in PlanResource]: { resource: R; id: number; before: PlanRecords[R] | null; after: PlanRecords[R] | null };
}[PlanResource];

/** One gesture or command: applied, undone and saved as a whole. */
export interface PlanChange {
  label: string;
  ops: PlanOp[];
}

/** A record's key across resources ('archWall:12'): selection and the spatial index use it. */
export type RecordKey = `${PlanResource}:${number}`;
export const recordKey = (resource: PlanResource, id: number): RecordKey => `${resource}:${id}`;
export const parseRecordKey = (key: RecordKey): { resource: PlanResource; id: number } => {
  const at = key.lastIndexOf(':');
  return { resource: key.slice(0, at) as PlanResource, id: Number(key.slice(at + 1)) };
};

export const emptyPlanDocument = (): PlanDocument => ({
  archWall: new Map(),
  archElevation: new Map(),
  archCustomView: new Map(),
  productCanvasText: new Map(),
  productCanvasLine: new Map(),
  entity: new Map(),
  productInstance: new Map(),
});

const withoutVersion = <T extends object>(record: T): Unversioned<T> => {
  const { version: _version, ...rest } = record as T & { version?: number };
  return rest as Unversioned<T>;
};

/** The order data's spatial records (as the order-data call answers them) as a document. */
export interface PlanSource {
  archWalls?: ArchWall[];
  archElevations?: ArchElevation[];
  archCustomViews?: ArchCustomView[];
  productCanvasTexts?: ProductCanvasText[];
  productCanvasLines?: ProductCanvasLine[];
  entities?: GenericEntity[];
  productInstances?: readonly PlanItemSource[];
}

export function planDocumentFrom(source: PlanSource): PlanDocument {
  const byId = <T extends { id: number }>(list: readonly T[] | undefined) => new Map((list ?? []).map((r) => [r.id, withoutVersion(r)] as const));
  return {
    archWall: byId(source.archWalls),
    archElevation: byId(source.archElevations),
    archCustomView: byId(source.archCustomViews),
    productCanvasText: byId(source.productCanvasTexts),
    productCanvasLine: byId(source.productCanvasLines),
    entity: byId(source.entities) as Map<number, PlanRecords['entity']>,
    productInstance: new Map((source.productInstances ?? []).map((i) => [i.id, placedItemOf(i)])),
  };
}

/** The versions the server gave each record, for the saver. */
export function planVersionsFrom(source: PlanSource): Map<RecordKey, number> {
  const versions = new Map<RecordKey, number>();
  const add = (resource: PlanResource, list: readonly { id: number; version?: number }[] | undefined) => {
    for (const r of list ?? []) versions.set(recordKey(resource, r.id), r.version ?? 1);
  };
  add('archWall', source.archWalls);
  add('archElevation', source.archElevations);
  add('archCustomView', source.archCustomViews);
  add('productCanvasText', source.productCanvasTexts);
  add('productCanvasLine', source.productCanvasLines);
  add('entity', source.entities);
  add('productInstance', source.productInstances);
  return versions;
}

/** The document after the operations, in order. Untouched resources keep their maps (cheap to compare). */
export function applyOps(doc: PlanDocument, ops: readonly PlanOp[]): PlanDocument {
  const next: Record<PlanResource, Map<number, unknown>> = { ...(doc as unknown as Record<PlanResource, Map<number, unknown>>) };
  const copied = new Set<PlanResource>();
  for (const op of ops) {
    if (!copied.has(op.resource)) {
      next[op.resource] = new Map(next[op.resource]);
      copied.add(op.resource);
    }
    if (op.after) next[op.resource].set(op.id, op.after);
    else next[op.resource].delete(op.id);
  }
  return next as unknown as PlanDocument;
}

/** The operations that undo these: each inverted, in reverse order. */
export const invertOps = (ops: readonly PlanOp[]): PlanOp[] => [...ops].reverse().map((op) => ({ ...op, before: op.after, after: op.before }) as PlanOp);

/** Replaces a temporary id (a record created on the client) by the id the server gave it, in ops. */
export function remapOps(ops: readonly PlanOp[], resource: PlanResource, from: number, to: number): PlanOp[] {
  return ops.map((op) => {
    if (op.resource !== resource || op.id !== from) return op;
    return { ...op, id: to, before: op.before && { ...op.before, id: to }, after: op.after && { ...op.after, id: to } } as PlanOp;
  });
}

export function remapDocument(doc: PlanDocument, resource: PlanResource, from: number, to: number): PlanDocument {
  const record = doc[resource].get(from);
  if (!record) return doc;
  return applyOps(doc, [
    { resource, id: from, before: record, after: null } as PlanOp,
    { resource, id: to, before: null, after: { ...record, id: to } } as PlanOp,
  ]);
}

export const recordOf = <R extends PlanResource>(doc: PlanDocument, resource: R, id: number): PlanRecords[R] | undefined =>
  doc[resource].get(id) as PlanRecords[R] | undefined;
