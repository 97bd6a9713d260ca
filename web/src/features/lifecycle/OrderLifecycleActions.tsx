/**
 * The lifecycle buttons of the order page's top bar: Submit (or Continue to Payment) and Cancel Order
 * when the transitions table allows them for this viewer, the staff Order Info popup, and Duplicate,
 * Archive / Unarchive and Delete (issue 19 item 5: on the page itself for everyone who may use them).
 */
import type { CatalogueIndex, PublicUser } from '@configurator/core';
import { askConfirm } from '../../ui/dialogs.ts';
import { useSession } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView, OrderView } from '../../order-state/order-types.ts';
import { cancelOrder } from './lifecycle-actions.ts';
import { lifecycleMessages } from '@configurator/core';
import { OrderActions } from './OrderActions.tsx';
import { OrderInfoButton } from './OrderInfoButton.tsx';
import { SubmitOrderButton } from './SubmitOrderButton.tsx';
import type { LifecycleFacts } from './use-lifecycle.ts';

interface OrderLifecycleActionsProps {
  order: OrderView;
  items: ItemView[];
  index: CatalogueIndex;
  /** Asked at the press: every item's validity is completed then (some are evaluated in idle time). */
  hasInvalidItem: () => boolean;
  facts: LifecycleFacts;
}

export function OrderLifecycleActions({ order, items, index, hasInvalidItem, facts }: OrderLifecycleActionsProps) {
  const session = useSession();
  const people = useOrderStore((s) => s.data?.guests) ?? [];
  // A viewer whose prices are hidden received no pricing fields: nothing to show, nothing to overwrite.
  const pricingHidden = useOrderStore((s) => s.pricingIsHidden);
  const me: PublicUser = { id: session.user.id, email: session.user.email, firstName: session.user.firstName, lastName: session.user.lastName };
  const owners = people.some((p) => p.id === me.id) ? people : [...people, me];
  return (
    <div className="order-lifecycle-actions">
      {facts.moves.has('submit') && <SubmitOrderButton order={order} hasInvalidItem={hasInvalidItem} />}
      {facts.moves.has('cancel') && (
        <button
          type="button"
          className="btn btn-small"
          onClick={async () => {
            if (await askConfirm(lifecycleMessages.cancelConfirm, 'Yes, cancel it')) await cancelOrder();
          }}
        >
          Cancel Order
        </button>
      )}
      <OrderActions order={order} canDelete={facts.canDelete} />
      {facts.isStaff && (
        <OrderInfoButton order={order} people={owners} showPricingFields={facts.showsPricingFields && !pricingHidden} canDelete={facts.canDelete} csv={async () => (await import('./order-csv.ts')).orderCsv(order, items, index)} />
      )}
    </div>
  );
}
