/**
 * What the order page's lifecycle screens need to know, in one place: the organisation's statuses
 * the viewer may see, the step the order is at, the moves the transitions table lets this viewer
 * make now (the same table the server applies), and whether the order is read-only for them.
 */
import { useMemo } from 'react';
import {
  availableMoves, currentStatus, orderStaffFeaturesPoint, type MoveName, type StatusDefinition,
} from '@configurator/core';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';
import { useOrderStore } from '../order/order-store.ts';
import type { OrderView } from '../order/order-types.ts';

export interface LifecycleFacts {
  statuses: readonly StatusDefinition[];
  current: StatusDefinition | undefined;
  moves: ReadonlySet<MoveName>;
  isStaff: boolean;
  /** A person who is not staff looking at an order past its first step: nothing on it may change. */
  isLocked: boolean;
  canEditDetails: boolean;
  /** Staff of an organisation whose package turns the pricing fields on. */
  showsPricingFields: boolean;
  canDelete: boolean;
}

/** Facts for the open order (null while it loads: nothing is allowed). */
export function useLifecycle(order: OrderView | null): LifecycleFacts {
  const session = useSession();
  const registry = useRegistry();
  const roles = useRoleFacts();
  const statuses = useOrderStore((s) => s.data?.productOrderStatuses);
  return useMemo(() => {
    const list = statuses ?? [];
    if (!order) {
      return { statuses: list, current: undefined, moves: new Set(), isStaff: roles.isEmployee, isLocked: false, canEditDetails: false, showsPricingFields: false, canDelete: false };
    }
    const current = currentStatus(list, order.lastCompletedStatusKey)?.status;
    const isInvolved = order.involvedUsers[String(session.user.id)] !== undefined || order.userId === session.user.id;
    const moves = new Set(
      availableMoves({
        statuses: list,
        order: { ...order, amountPaidInCents: order.amountPaidInCents ?? 0 },
        actor: { kind: 'person', role: session.activeOrg.role, prevRole: session.activeOrg.prevRole, isInvolved },
        now: new Date(),
      }),
    );
    const started = !current || current.type === 'orderStarted';
    const features = registry.single(orderStaffFeaturesPoint);
    return {
      statuses: list,
      current,
      moves,
      isStaff: roles.isEmployee,
      isLocked: !roles.isEmployee && !started,
      canEditDetails: roles.isEmployee || started,
      showsPricingFields: roles.isEmployee && features?.staffPricingFields === true,
      canDelete: roles.isEmployee || order.userId === session.user.id,
    };
  }, [statuses, order, session, registry, roles]);
}
