/**
 * Undo and redo stacks of changes. One gesture is one change, so one undo step. The history lives only
 * as long as the page: after a reload, what was saved is the document and there is nothing to undo
 * (no phantom history).
 */
import { applyOps, invertOps, remapOps, type PlanChange, type PlanDocument, type PlanResource } from './plan-document.ts';

export interface PlanHistory {
  undo: PlanChange[];
  redo: PlanChange[];
}

export const emptyHistory = (): PlanHistory => ({ undo: [], redo: [] });
/** How many changes undo keeps; older ones drop off. */
export const HISTORY_LIMIT = 200;

export const recordChange = (history: PlanHistory, change: PlanChange): PlanHistory => ({ undo: [...history.undo, change].slice(-HISTORY_LIMIT), redo: [] });

/** Undoes the last change: the new document, history, and the inverse change to save. */
export function undo(doc: PlanDocument, history: PlanHistory): { doc: PlanDocument; history: PlanHistory; applied: PlanChange } | null {
  const last = history.undo.at(-1);
  if (!last) return null;
  const applied = { label: `Undo ${last.label}`, ops: invertOps(last.ops) };
  return { doc: applyOps(doc, applied.ops), history: { undo: history.undo.slice(0, -1), redo: [...history.redo, last] }, applied };
}

export function redo(doc: PlanDocument, history: PlanHistory): { doc: PlanDocument; history: PlanHistory; applied: PlanChange } | null {
  const next = history.redo.at(-1);
  if (!next) return null;
  return {
    doc: applyOps(doc, next.ops),
    history: { undo: [...history.undo, next], redo: history.redo.slice(0, -1) },
    applied: { label: `Redo ${next.label}`, ops: next.ops },
  };
}

/** A record the server created got its real id: every change that names the temporary one follows. */
export function remapHistory(history: PlanHistory, resource: PlanResource, from: number, to: number): PlanHistory {
  const remap = (c: PlanChange) => ({ ...c, ops: remapOps(c.ops, resource, from, to) });
  return { undo: history.undo.map(remap), redo: history.redo.map(remap) };
}
