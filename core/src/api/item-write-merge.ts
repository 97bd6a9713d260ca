/**
 * Applies an item write's answer (only what changed, see resource-calls' itemWriteResult) to the items
 * and order a client holds: changed fields over the held records, the written item in place or added,
 * removed items dropped.
 */
import type { z } from 'zod';
import type { itemChange, orderChange } from './resource-calls.ts';
import type { instanceForViewer, orderForViewer } from './pricing-visibility.ts';

type Item = z.output<typeof instanceForViewer>;
type Order = z.output<typeof orderForViewer>;

export interface ItemWriteAnswer {
  productInstance?: Item | undefined;
  changedInstances: z.output<typeof itemChange>[];
  removedInstanceIds: number[];
  productOrder: z.output<typeof orderChange>;
}

export function mergeItemWrite<I extends Item, O extends Order>(items: readonly I[], order: O, answer: ItemWriteAnswer): { items: I[]; order: O } {
  const removed = new Set(answer.removedInstanceIds);
  const changes = new Map(answer.changedInstances.map((c) => [c.id, c]));
  const written = answer.productInstance;
  const merged = items
    .filter((i) => !removed.has(i.id))
    .map((i) => (written && i.id === written.id ? (written as I) : changes.has(i.id) ? { ...i, ...changes.get(i.id) } : i));
  if (written && !items.some((i) => i.id === written.id)) merged.push(written as I);
  return { items: merged, order: { ...order, ...answer.productOrder } };
}
