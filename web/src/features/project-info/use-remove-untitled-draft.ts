/**
 * Leaving the page of an untitled draft removes it (spec orders §4): when the order page unmounts or
 * moves to another order, the order it showed is discarded (the discard-untitled-draft call, which
 * checks again on the server that it is still the viewer's untitled draft) if it is one. In-app navigation only: a reload or a closed tab keeps it (the server's daily clean-up
 * removes those). The orders list, if loaded, reloads once the removal is done.
 */
import { useEffect, useRef } from 'react';
import { discardUntitledDraftCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { shouldRemoveOnLeave } from './untitled-draft.ts';

async function removeDraft(orderId: number): Promise<void> {
  try {
    await callApi(discardUntitledDraftCall, { productOrderId: orderId });
  } catch {
    // Nothing to tell: the person has left the page, and the draft stays as it was.
    return;
  }
  // The list's code is not part of the order page (issue 17): fetched here, after a removal, only.
  const { useOrdersListStore } = await import('../orders-list/orders-list-store.ts');
  if (useOrdersListStore.getState().orgId !== null) await useOrdersListStore.getState().reload();
}

/** Pages showing each order now; React's development double mount must not count as leaving. */
const showing = new Map<number, number>();

export function useRemoveUntitledDraftOnLeave(): void {
  const current = useOrderStore((s) => s.order);
  // The order as last shown: by the time the page has moved on, the store already holds the next one.
  const lastShown = useRef(current);
  if (current) lastShown.current = current;
  const orderId = current?.id;
  useEffect(() => {
    if (orderId === undefined) return;
    showing.set(orderId, (showing.get(orderId) ?? 0) + 1);
    return () => {
      showing.set(orderId, (showing.get(orderId) ?? 1) - 1);
      setTimeout(() => {
        if ((showing.get(orderId) ?? 0) > 0) return;
        // Read at leaving time: a name given meanwhile (or Create order pressed) keeps the order.
        const live = useOrderStore.getState().order;
        const order = live?.id === orderId ? live : lastShown.current;
        const viewerId = useSessionStore.getState().session?.user.id;
        if (!order || order.id !== orderId || viewerId === undefined) return;
        if (shouldRemoveOnLeave(order, viewerId)) void removeDraft(order.id);
      }, 0);
    };
  }, [orderId]);
}
