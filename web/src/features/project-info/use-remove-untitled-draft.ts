/**
 * Leaving the page of an untitled draft (spec orders §4; issue 31 "never lose work"):
 *  - a draft with nothing configured is removed silently when the order page unmounts or moves to
 *    another order (the discard-untitled-draft call, which checks again on the server that it is
 *    still the viewer's untitled draft); moving to the order's own documents or drawings is not leaving;
 *  - a draft with a configured item asks first (the app history's guard, navigation/): 'Name it' stays and opens
 *    the order details popup, 'Discard' leaves and removes it as above; closing the tab or reloading
 *    gets the browser's own question (beforeunload), and a draft left that way stays for the server's
 *    daily clean-up.
 * The orders list, if loaded, reloads once a removal is done.
 */
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useNavigationGuard } from '../../navigation/use-navigation-guard.ts';
import { isConfigured, shouldRemoveOnLeave, staysWithOrder } from './untitled-draft.ts';

/** Pages showing each order now; React's development double mount must not count as leaving. */
const showing = new Map<number, number>();

const viewerId = () => useSessionStore.getState().session?.user.id;

/** The open order is the viewer's untitled draft with work in it: leaving it must ask. */
function draftHoldsWork(): boolean {
  const { order, items } = useOrderStore.getState();
  const viewer = viewerId();
  return !!order && viewer !== undefined && shouldRemoveOnLeave(order, viewer) && items.some(isConfigured);
}

export interface UntitledDraftGuard {
  /** A navigation away is held until the person answers. */
  asking: boolean;
  nameIt: () => void;
  discard: () => void;
  stay: () => void;
}

/** onNameIt: opens the popup where the order is named (the order page's details popup). */
export function useUntitledDraftGuard(onNameIt: () => void): UntitledDraftGuard {
  const current = useOrderStore((s) => s.order);
  // The order as last shown: by the time the page has moved on, the store already holds the next one.
  const lastShown = useRef(current);
  if (current) lastShown.current = current;
  const orderId = current?.id;
  const holdsWork = useOrderStore((s) => {
    const viewer = viewerId();
    return !!s.order && viewer !== undefined && shouldRemoveOnLeave(s.order, viewer) && s.items.some(isConfigured);
  });

  const hold = useNavigationGuard((next) => {
    const order = useOrderStore.getState().order;
    return !!order && !staysWithOrder(next.pathname, order.orgSpecificId) && draftHoldsWork();
  });

  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (!holdsWork) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [holdsWork]);

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
        const viewer = viewerId();
        if (!order || order.id !== orderId || viewer === undefined) return;
        if (staysWithOrder(window.location.pathname, order.orgSpecificId)) return;
        // The removal's code (and the orders list's refresh) is fetched then, not with the page (issue 17).
        if (shouldRemoveOnLeave(order, viewer)) void import('./discard-draft.ts').then(({ removeDraft }) => removeDraft(order.id)).catch(() => undefined);
      }, 0);
    };
  }, [orderId]);

  return {
    asking: hold.held,
    nameIt: () => {
      hold.reset();
      onNameIt();
    },
    discard: () => hold.proceed(),
    stay: () => hold.reset(),
  };
}
