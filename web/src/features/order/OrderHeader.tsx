/**
 * The order header (issue 31; spec orders §2): the order's number, save state and title on the left;
 * the step's primary action, the More actions menu and the Total at the right edge. It stays at the
 * top of the page while the page scrolls (sticky), so the step's action is always at hand.
 */
import { formatMoney, type CatalogueIndex } from '@configurator/core';
import { useWording } from '../session/org-hooks.ts';
import type { ItemView, OrderView } from '../../order-state/order-types.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { OrderHeaderActions } from './OrderHeaderActions.tsx';
import type { LifecycleFacts } from '../lifecycle/use-lifecycle.ts';

interface OrderHeaderProps {
  order: OrderView;
  items: ItemView[];
  index: CatalogueIndex;
  saving: boolean;
  pricingIsHidden: boolean;
  hasInvalidItem: () => boolean;
  facts: LifecycleFacts;
}

export function OrderHeader({ order, items, index, saving, pricingIsHidden, hasInvalidItem, facts }: OrderHeaderProps) {
  const wording = useWording();
  // While item writes are on their way, the total of the items as shown (issue 37), else the server's.
  const costs = useOrderStore((s) => s.costsShown) ?? order.costs;
  return (
    <div className="order-top">
      <div className="order-heading">
        <div className="order-number-row">
          <p className="order-number">
            {wording.order} #{order.orgSpecificId}
          </p>
          <span className={saving ? 'order-save-state is-saving' : 'order-save-state'} role="status">
            {saving ? 'Saving…' : 'All changes saved'}
          </span>
        </div>
        <h1 className="order-title">{order.title}</h1>
      </div>
      <OrderHeaderActions order={order} items={items} index={index} hasInvalidItem={hasInvalidItem} facts={facts} />
      {!pricingIsHidden && costs && (
        <div className="order-total" aria-live="polite">
          <span className="field-label">Total</span>
          <span className="order-total-amount" data-testid="order-total">
            {formatMoney(costs.orderTotal)}
          </span>
          <span className="muted order-total-extra">+ shipping &amp; tax</span>
        </div>
      )}
    </div>
  );
}
