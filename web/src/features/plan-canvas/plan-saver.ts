/**
 * Turns one plan operation into its server call (catalogue §7: the generic resource calls for walls,
 * elevations, viewports, texts, lines and entities; the item calls for placed items). Answers the
 * record's new id (for a create) and version; a run of entity operations goes in one bulk write
 * (saveEntityBatch). Pure of the store: the store decides what to do with
 * failures (retry, tell the user about a conflict).
 */
import {
  entityBulkWriteCall,
  planCalls,
  planUpdateSchemas,
  productInstanceCalls,
  type PlacedItem,
  type PlanOp,
  type PlanResourceName,
} from '@configurator/core';
import { callApi } from '../../api/api-client.ts';

export interface SaveOutcome {
  /** The server's id for a created record. */
  id?: number;
  version?: number;
  /** Item writes answer the order's items (prices, ranks); the order store takes them. */
  itemsChanged?: boolean;
}

/** The fields of a record the server may be sent on update. */
const updatableKeys = (resource: PlanResourceName): string[] => Object.keys(planUpdateSchemas[resource].shape);

function changedFields(resource: PlanResourceName, before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const key of updatableKeys(resource)) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) props[key] = after[key];
  return props;
}

function createProps(resource: PlanResourceName, record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, orgId: _orgId, ...rest } = record;
  if (resource === 'entity') return { ...rest, productOrderId: record.productOrderId };
  return rest;
}

export async function saveOp(op: PlanOp, version: number | undefined, productOrderId: number): Promise<SaveOutcome> {
  if (op.resource === 'productInstance') return saveItemOp(op as Extract<PlanOp, { resource: 'productInstance' }>, version, productOrderId);
  const resource = op.resource as PlanResourceName;
  // One shape of call per resource; the request schema of each parses its own props.
  const calls = planCalls[resource] as unknown as (typeof planCalls)['entity'];
  if (!op.before && op.after) {
    const { record } = await callApi(calls.create, { props: createProps(resource, op.after as Record<string, unknown>) as never });
    return { id: record.id, version: record.version };
  }
  if (op.before && !op.after) {
    await callApi(calls.destroy, { id: op.id, ...(version !== undefined ? { version } : {}) });
    return {};
  }
  const props = changedFields(resource, op.before as Record<string, unknown>, op.after as Record<string, unknown>);
  if (!Object.keys(props).length) return { version };
  const { record } = await callApi(calls.update, { id: op.id, props: props as never, ...(version !== undefined ? { version } : {}) });
  return { version: record.version };
}

async function saveItemOp(
  op: { id: number; before: PlacedItem | null; after: PlacedItem | null },
  version: number | undefined,
  productOrderId: number,
): Promise<SaveOutcome> {
  if (!op.before && op.after) {
    const a = op.after;
    const created = await callApi(productInstanceCalls.create, {
      props: {
        productOrderId,
        productId: a.productId,
        quantity: a.quantity,
        title: a.title,
        notes: a.notes,
        properties: a.properties,
        archCustomViewId: a.archCustomViewId,
        position: a.position,
      },
    });
    return { id: created.productInstance?.id, version: created.productInstance?.version, itemsChanged: true };
  }
  if (op.before && !op.after) {
    await callApi(productInstanceCalls.destroy, { id: op.id });
    return { itemsChanged: true };
  }
  const updated = await callApi(productInstanceCalls.update, {
    id: op.id,
    props: { archCustomViewId: op.after!.archCustomViewId, position: op.after!.position },
    ...(version !== undefined ? { version } : {}),
  });
  return { version: updated.productInstance?.version, itemsChanged: true };
}

type EntityOp = Extract<PlanOp, { resource: 'entity' }>;
type EntityRecord = NonNullable<EntityOp['after']>;

/** Whether the bulk write can carry the operation: it writes an entity's data, creates plain entities and destroys. */
function fitsBulkWrite(op: PlanOp): op is EntityOp {
  if (op.resource !== 'entity') return false;
  const { before, after } = op as EntityOp;
  if (!before && after) return after.isTentative === 0 && Object.keys(after.properties ?? {}).length === 0 && (after.parentId === null || after.parentId > 0);
  if (before && after) {
    return Object.keys(changedFields('entity', before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>)).every(
      (k) => k === 'data',
    );
  }
  return true;
}

/**
 * How many operations at the head of the queue go to the server in one bulk write: a run of at least
 * two entity operations (Autogenerate, deleting several entities, their undo), one record each.
 */
export function entityBatchLength(queue: readonly PlanOp[]): number {
  const seen = new Set<number>();
  let n = 0;
  for (const op of queue) {
    if (!fitsBulkWrite(op) || seen.has(op.id)) break;
    seen.add(op.id);
    n += 1;
  }
  return n >= 2 ? n : 0;
}

/** Saves a run of entity operations in one call (one transaction); answers each operation's outcome, in order. */
export async function saveEntityBatch(ops: readonly PlanOp[], versionOf: (id: number) => number | undefined, productOrderId: number): Promise<SaveOutcome[]> {
  const entityOps = ops as readonly EntityOp[];
  const creates = entityOps.filter((op) => !op.before && op.after).map((op) => op.after as EntityRecord);
  const answer = await callApi(entityBulkWriteCall, {
    productOrderId,
    updates: entityOps
      .filter((op) => op.before && op.after)
      .map((op) => {
        const version = versionOf(op.id);
        return { where: { id: op.id }, props: { data: op.after!.data }, ...(version !== undefined ? { version } : {}) };
      }),
    creates: creates.map((c) => ({ type: c.type, parentId: c.parentId, parentResourceKey: c.parentResourceKey, data: c.data })),
    destroys: entityOps.filter((op) => op.before && !op.after).map((op) => op.id),
  });
  const versions = new Map(answer.entities.map((e) => [e.id, e.version]));
  let created = 0;
  return entityOps.map((op) => {
    if (!op.after) return {};
    if (!op.before) {
      const id = answer.createdIds[created++]!;
      return { id, version: versions.get(id) };
    }
    return { version: versions.get(op.id) };
  });
}
