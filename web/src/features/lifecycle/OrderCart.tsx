/**
 * The cart (spec orders §2, §5): a View Cart / Hide Cart entry (in the order header's More menu) and a
 * side panel (CartPanel, mounted in the order's columns) about a quarter of the page wide, over the
 * options column so it never covers the items list or the active item bar. One
 * row per item with its options in words, the order-level options once, the delivery address (with
 * '*incomplete address'), and the cost summary. Prices are left out for viewers whose pricing is
 * hidden (the server already removed them; nothing is shown in their place).
 */
import { memo, useId, useMemo } from 'react';
import { engravingSymbolsPoint, formatMoney, messages, type CatalogueIndex, type OrderMemberRef } from '@configurator/core';
import { askConfirm } from '../../ui/dialogs.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { itemLabel } from '../../order-state/ItemList.tsx';
import { ItemThumbnail } from '../../order-state/ItemThumbnail.tsx';
import type { ItemView, OrderView } from '../../order-state/order-types.ts';
import { addressLines, INCOMPLETE_ADDRESS, isAddressIncomplete } from './address.ts';
import { useRegistry } from '../session/session-store.ts';
import { itemOptionLines, orderLevelLines } from './cart-lines.ts';
import { costRows } from './cost-summary.ts';
import { useCartVisibility } from './use-cart-visibility.ts';
import './cart.css';

const CART_PANEL_ID = 'order-cart-panel';

interface CartPanelProps {
  order: OrderView;
  items: ItemView[];
  /** The order's items as drawings read them (the store's members), for the thumbnails. */
  members: readonly OrderMemberRef[];
  index: CatalogueIndex;
  pricingIsHidden: boolean;
  /** A read-only order offers no delete. */
  locked: boolean;
}

export function CartPanel({ order, items, members, index, pricingIsHidden, locked }: CartPanelProps) {
  const [visible, setVisible] = useCartVisibility();
  const headingId = useId();
  // Read through every item: only while the cart is shown, and again only when an item changed.
  const orderLevel = useMemo(() => (visible ? orderLevelLines(items, index) : []), [visible, items, index]);
  const costs = !pricingIsHidden ? order.costs : undefined;

  if (!visible) return null;
  return (
    <aside id={CART_PANEL_ID} className="cart-panel card" aria-labelledby={headingId}>
      <div className="cart-head">
        <h2 id={headingId}>Cart</h2>
        <button type="button" className="icon-btn" aria-label="Close the cart" onClick={() => setVisible(false)}>
          ✕
        </button>
      </div>

      <ol className="cart-items">
        {items.map((item) => (
          <CartItem key={item.id} item={item} members={members} index={index} pricingIsHidden={pricingIsHidden} locked={locked} />
        ))}
      </ol>
      {items.length === 0 && <p className="muted">No items yet.</p>}

      {orderLevel.length > 0 && (
        <section className="cart-section" aria-label="Order options">
          <h3>Order options</h3>
          <dl className="cart-lines">
            {orderLevel.map((line) => (
              <div key={line.propertyId}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="cart-section" aria-label="Delivery address">
        <h3>Delivery address</h3>
        <address className="cart-address">
          {addressLines(order.deliveryAddress).map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
        {isAddressIncomplete(order.deliveryAddress) && <p className="cart-incomplete">{INCOMPLETE_ADDRESS}</p>}
      </section>

      {costs && (
        <section className="cart-section" aria-label="Cost summary">
          <h3>Summary</h3>
          <dl className="cart-costs" data-testid="cart-costs">
            {costRows(costs, { isStocked: order.isStocked === 1, amountPaidInCents: order.amountPaidInCents ?? 0 }).map((row) => (
              <div key={row.key} className={`cart-cost-${row.key}`}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </aside>
  );
}

const removeItem = async (item: ItemView) => {
  if (await askConfirm(messages.cartDeleteItemConfirm, 'Delete')) await useOrderStore.getState().destroyItem(item.id);
};

interface CartItemProps {
  item: ItemView;
  members: readonly OrderMemberRef[];
  index: CatalogueIndex;
  pricingIsHidden: boolean;
  locked: boolean;
}

/** One item of the cart, memoized: an option click renders the clicked item's row again, not every row (issue 17). */
const CartItem = memo(function CartItem({ item, members, index, pricingIsHidden, locked }: CartItemProps) {
  const symbols = useRegistry().single(engravingSymbolsPoint);
  const label = itemLabel(item, index);
  return (
    <li className="cart-item">
      <div className="cart-item-head">
        <ItemThumbnail item={item} orderItems={members} index={index} name={label} />
        <span className="cart-item-title">
          {item.quantity} × {label}
        </span>
        {!pricingIsHidden && item.totalPriceInCents !== undefined && <span className="cart-money">{formatMoney(item.totalPriceInCents)}</span>}
      </div>
      <dl className="cart-lines">
        {itemOptionLines(item.properties, index, symbols).map((line) => (
          <div key={line.propertyId}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {!locked && (
        <button type="button" className="btn btn-small btn-ghost cart-delete" onClick={() => void removeItem(item)}>
          Delete<span className="visually-hidden"> {label}</span>
        </button>
      )}
    </li>
  );
});
