/** The lifecycle facts of the open order for the signed-in viewer (see lifecycle-facts.ts). */
import { useMemo } from 'react';
import { lifecycleOf, orderStaffFeaturesPoint } from '@configurator/core';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { lifecycleFacts, type LifecycleFacts } from './lifecycle-facts.ts';

export type { LifecycleFacts } from './lifecycle-facts.ts';

/** Facts for the open order (null while it loads: nothing is allowed). */
export function useLifecycle(order: OrderView | null): LifecycleFacts {
  const session = useSession();
  const registry = useRegistry();
  const roles = useRoleFacts();
  const statuses = useOrderStore((s) => s.data?.productOrderStatuses);
  return useMemo(
    () =>
      lifecycleFacts(
        statuses ?? [],
        order,
        { userId: session.user.id, role: session.activeOrg.role, prevRole: session.activeOrg.prevRole, isEmployee: roles.isEmployee },
        registry.single(orderStaffFeaturesPoint)?.staffPricingFields === true,
        undefined,
        lifecycleOf(registry),
      ),
    [statuses, order, session, registry, roles],
  );
}
