/**
 * Another person's committed plan changes, applied to the plan store (issue 36 item 4). The order data
 * read after a change carries the plan's records with their versions; a record whose version differs
 * from the one this editor holds, and that this editor is not itself saving, takes the server's value,
 * without an undo step of this person's. A record this editor was saving when the other person's write
 * landed first (409) keeps the first write: the refused change leaves the save queue and stays as the
 * next Redo, rebased on the first write, so this person can apply theirs again knowingly.
 */
import {
  applyOps,
  planDocumentFrom,
  planResources,
  planVersionsFrom,
  recordKey,
  type PlanChange,
  type PlanOp,
  type PlanRecords,
  type PlanSource,
  type RecordKey,
} from '@configurator/core';
import { usePlanStore } from './plan-store.ts';

/** Items follow the order page's items (the store's syncItems); the others are read here. */
const remoteResources = planResources.filter((r) => r !== 'productInstance');

/** The server's records of other people's changes, in the editor (no history step). Answers the keys changed. */
export function applyRemotePlan(source: PlanSource): RecordKey[] {
  const s = usePlanStore.getState();
  const incoming = planDocumentFrom(source);
  const incomingVersions = planVersionsFrom(source);
  const saving = new Set(s.queue.map((op) => recordKey(op.resource, op.id)));
  const ops: PlanOp[] = [];
  for (const resource of remoteResources) {
    const mine = s.doc[resource] as ReadonlyMap<number, PlanRecords[typeof resource]>;
    const theirs = incoming[resource] as ReadonlyMap<number, PlanRecords[typeof resource]>;
    for (const [id, record] of theirs) {
      const key = recordKey(resource, id);
      if (saving.has(key) || (mine.has(id) && s.versions.get(key) === incomingVersions.get(key))) continue;
      ops.push({ resource, id, before: mine.get(id) ?? null, after: record } as PlanOp);
    }
    for (const [id, record] of mine) {
      const key = recordKey(resource, id);
      if (id > 0 && !theirs.has(id) && !saving.has(key)) ops.push({ resource, id, before: record, after: null } as PlanOp);
    }
  }
  if (!ops.length) return [];
  const versions = new Map(s.versions);
  const changed = ops.map((op) => recordKey(op.resource, op.id));
  for (const key of changed) {
    const version = incomingVersions.get(key);
    if (version === undefined) versions.delete(key);
    else versions.set(key, version);
  }
  usePlanStore.setState({
    doc: applyOps(s.doc, ops),
    versions,
    selection: s.selection.filter((k) => !ops.some((op) => !op.after && recordKey(op.resource, op.id) === k)),
  });
  return changed;
}

/**
 * After a 409: the first write is in `source`. The refused operations leave the queue; the change they
 * belong to moves from Undo to Redo with its 'before' set to the first write, so Redo re-applies this
 * person's change over it (knowingly), and nothing is overwritten silently. Answers whether it resolved.
 */
export function keepFirstWrite(source: PlanSource, message: string): boolean {
  const s = usePlanStore.getState();
  if (s.sync !== 'conflict') return false;
  const incoming = planDocumentFrom(source);
  const refusedKeys = new Set(s.queue.map((op) => recordKey(op.resource, op.id)));
  const last = s.history.undo.at(-1);
  const refusedChange: PlanChange | undefined = last && last.ops.some((op) => refusedKeys.has(recordKey(op.resource, op.id))) ? last : undefined;
  const rebased: PlanChange | undefined = refusedChange && {
    ...refusedChange,
    ops: refusedChange.ops.map((op) => ({ ...op, before: (incoming[op.resource] as ReadonlyMap<number, unknown>).get(op.id) ?? null }) as PlanOp),
  };
  usePlanStore.setState({
    queue: [],
    sync: 'saved',
    syncError: message,
    announcement: message,
    history: rebased ? { undo: s.history.undo.slice(0, -1), redo: [...s.history.redo, rebased] } : s.history,
  });
  applyRemotePlan(source);
  return true;
}
