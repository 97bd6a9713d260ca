/**
 * The order page live (issue 36 item 3): another person's change (a status move, a payment, an item,
 * the details, the sharing) shows a short notice and is read into the page once this viewer's writes
 * on their way have landed (never over them). What is read is what the changes name (liveReadCall:
 * the order, the items they touched, the plan when it changed), not the whole page with its
 * catalogue; a change of who the order is shared with, a new order or a resume that missed too much
 * read the whole order through the store's own load. A change the page already holds (the viewer's
 * own, answered by their write) is not read again.
 */
import { useEffect } from 'react';
import { liveConstants, liveReadCall, type LiveChange, type LiveChangeKind } from '@configurator/core';
import { callApi } from '../api/api-client.ts';
import { useOrderStore } from './order-store.ts';
import { openLiveChannel } from '../api/live-channel.ts';
import { showLiveNotice } from '../ui/live-notices.ts';
import { clearPresence, presenceArrived, usePlanPresence } from './plan-presence.ts';
import { noteRecordActors } from './record-actors.ts';

/** Changes arriving together are read once. */
const GATHER_MS = 30;
/** While this viewer's own writes are on their way, the read waits and looks again. */
const BUSY_RETRY_MS = 200;

/** Kinds a live read answers: the order's row, its items and its plan. Others (sharing: the people listed) need the whole order. */
const readable = new Set<LiveChangeKind>(['status', 'payment', 'processing', 'details', 'item', 'plan']);

/** What the gathered changes name: null when only the whole order will do. */
export function liveReadOf(changes: readonly LiveChange[]): { itemIds: number[]; plan: boolean } | null {
  if (!changes.length || changes.some((c) => c.kinds.some((k) => !readable.has(k)))) return null;
  const itemIds = [...new Set(changes.flatMap((c) => c.items.map((i) => i.id)))];
  if (itemIds.length > liveConstants.readItemsMax) return null;
  return { itemIds, plan: changes.some((c) => c.kinds.includes('plan')) };
}

/** The page already shows this change: the order's and each item's version are at least the change's. */
export function pageHolds(change: LiveChange): boolean {
  const { order, confirmed } = useOrderStore.getState();
  if (!order || order.id !== change.orderId) return true;
  if (change.orderVersion !== null && order.version < change.orderVersion) return false;
  if (change.kinds.some((k) => k !== 'item' && k !== 'plan') && change.orderVersion === null) return false;
  return change.items.every((item) => {
    const held = confirmed.find((i) => i.id === item.id);
    if (item.type === 'delete') return !held;
    return !!held && item.version !== null && held.version >= item.version;
  });
}

/** A plan's page follows its order as 'plan': the same changes, and who else is on the plan. */
export function useLiveOrder(orgId: number | undefined, orderId: number | undefined, selfUserId: number, scope: 'order' | 'plan' = 'order'): void {
  useEffect(() => {
    if (!orgId || !orderId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The changes to read, gathered; null: read the whole order. */
    let gathered: LiveChange[] | null = [];
    const read = async () => {
      const s = useOrderStore.getState();
      if (!s.address || s.order?.id !== orderId) return;
      if (s.pending.length || s.drafts.size || s.creating) {
        timer = setTimeout(() => void read(), BUSY_RETRY_MS);
        return;
      }
      const wanted = gathered && liveReadOf(gathered);
      gathered = [];
      if (!wanted) return s.load(s.address);
      const mediaAfter = (s.data?.media ?? []).reduce((max, m) => Math.max(max, m.id), 0);
      try {
        useOrderStore.getState().adoptLiveRead(await callApi(liveReadCall, { productOrderId: orderId, ...wanted, mediaAfter }));
      } catch {
        // The order could not be read alone (gone, or the network): the store's own load says what happened.
        const again = useOrderStore.getState();
        if (again.address && again.order?.id === orderId) await again.load(again.address);
      }
    };
    const schedule = (change: LiveChange | null) => {
      if (!change) gathered = null;
      else gathered?.push(change);
      clearTimeout(timer);
      timer = setTimeout(() => void read(), GATHER_MS);
    };
    const close = openLiveChannel(
      { scope, orgId, orderId },
      {
        onChange(change) {
          noteRecordActors(change);
          if (change.actor?.userId !== selfUserId)
            showLiveNotice(change.notice, change.actor ? usePlanPresence.getState().people.get(change.actor.userId)?.colour : undefined);
          // A deleted order cannot be read again (it answers 404): its notice is all there is to show.
          if (change.kinds.includes('deleted')) return;
          // The page cannot tell from the change whether it holds another person's plan records (their
          // versions are the plan store's), so their plan changes are always read.
          const othersPlan = change.kinds.includes('plan') && change.actor?.userId !== selfUserId;
          if (othersPlan || !pageHolds(change)) schedule(change);
        },
        onPresence: presenceArrived,
        onReload: () => schedule(null),
      },
    );
    return () => {
      clearTimeout(timer);
      close();
      clearPresence();
    };
  }, [orgId, orderId, selfUserId, scope]);
}
