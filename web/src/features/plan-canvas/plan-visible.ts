/** The records shown in the active view, in drawing order (what select all, next/previous and the entity list walk). */
import { kindOf, recordKey, type PlanContext, type PlanDocument, type RecordKey } from '@configurator/core';

/** Drawing order: walls and elevations under items, texts and lines on top. */
export const drawOrder = ['archWall', 'archElevation', 'entity', 'productInstance', 'productCanvasLine', 'productCanvasText'] as const;

export function visibleKeys(doc: PlanDocument, context: PlanContext): RecordKey[] {
  const keys: RecordKey[] = [];
  for (const resource of drawOrder) {
    const kind = kindOf(resource);
    for (const record of doc[resource].values()) if (kind.appearsIn(record as never, context.view, context)) keys.push(recordKey(resource, record.id));
  }
  return keys;
}

/** The old list when the new one holds the same keys in the same order (so what is memoised on it is kept), else the new one. */
export function sameOrNew<T>(old: T[], next: T[]): T[] {
  return old.length === next.length && old.every((k, i) => k === next[i]) ? old : next;
}
