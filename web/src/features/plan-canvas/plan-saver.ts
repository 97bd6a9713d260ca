/**
 * Turns one plan operation into its server call (catalogue §7: the generic resource calls for walls,
 * elevations, viewports, texts, lines and entities; the item calls for placed items). Answers the
 * record's new id (for a create) and version. Pure of the store: the store decides what to do with
 * failures (retry, tell the user about a conflict).
 */
import {
  planCalls, planUpdateSchemas, productInstanceCalls, type PlacedItem, type PlanOp, type PlanResourceName,
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

async function saveItemOp(op: { id: number; before: PlacedItem | null; after: PlacedItem | null }, version: number | undefined, productOrderId: number): Promise<SaveOutcome> {
  if (!op.before && op.after) {
    const a = op.after;
    const created = await callApi(productInstanceCalls.create, {
      props: {
        productOrderId, productId: a.productId, quantity: a.quantity, title: a.title,
        notes: a.notes, properties: a.properties, archCustomViewId: a.archCustomViewId, position: a.position,
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

