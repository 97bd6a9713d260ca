/**
 * The order a route under /orders/{orgSpecificId} shows (the order page, its drawings): reads the id
 * and the share parameters (shareToken, shareableOrderId) from the address and loads the order into
 * the order store, again when the person's organisation or role changes. The same call and the same
 * parameters for every view of an order, so each is seen by exactly the people who may see the order.
 */
import { useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';

const positiveInt = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return value != null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export interface RouteOrder {
  orgSpecificId: number;
  /** False for an address that names no order ('/orders/abc'): the page shows not-found. */
  validId: boolean;
  /** Loads the order again (the Try again button). */
  reload: () => void;
}

export function useRouteOrder(): RouteOrder {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const orgSpecificId = Number(params.orderId);
  const validId = positiveInt(params.orderId) !== undefined;
  const shareToken = search.get('shareToken') ?? undefined;
  const shareableOrderId = positiveInt(search.get('shareableOrderId'));
  const reload = useCallback(() => {
    if (validId) void useOrderStore.getState().load({ orgId: session.activeOrg.id, orgSpecificId, shareToken, shareableOrderId });
  }, [validId, session.activeOrg.id, orgSpecificId, shareToken, shareableOrderId]);
  useEffect(reload, [reload, session.activeOrg.role]);
  return { orgSpecificId, validId, reload };
}
