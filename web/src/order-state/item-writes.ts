/**
 * The items the page shows are the server's last confirmed items with the local changes laid over
 * them: first the writes still on their way (optimistic), then unsaved drafts (engraving typing).
 * When an answer arrives its write leaves the pending list and the server's items replace the
 * confirmed ones, so later pending writes still show on top; a failed write simply drops out.
 */
import type { ItemPatch, ItemView } from './order-types.ts';

export interface PendingWrite {
  seq: number;
  itemId: number;
  patch: ItemPatch;
}

const applyPatch = (item: ItemView, patch: ItemPatch): ItemView => ({ ...item, ...patch });

export function visibleItems(confirmed: ItemView[], pending: PendingWrite[], drafts: ReadonlyMap<number, ItemPatch>): ItemView[] {
  if (pending.length === 0 && drafts.size === 0) return confirmed;
  return confirmed.map((item) => {
    let shown = item;
    for (const write of pending) if (write.itemId === item.id) shown = applyPatch(shown, write.patch);
    const draft = drafts.get(item.id);
    return draft ? applyPatch(shown, draft) : shown;
  });
}

export const byRank = (a: ItemView, b: ItemView) => a.rank - b.rank || a.id - b.id;
