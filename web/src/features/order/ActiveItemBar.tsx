/**
 * The active-item bar: which item (its title editable), previous/next, quantity, its price, and delete.
 * On an order the viewer can no longer change (locked) it is a reading bar: previous / next still
 * step through the items, the title and quantity are shown as text, and the controls that would
 * change the item (rename, quantity, thumbnail upload, delete) are not offered rather than greyed out.
 */
import { formatMoney } from '@configurator/core';
import { ActiveItemTitle } from './ActiveItemTitle.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { ItemThumbnailButton } from '../media/ItemThumbnailButton.tsx';
import type { ItemView } from '../../order-state/order-types.ts';

interface ActiveItemBarProps {
  item: ItemView;
  label: string;
  titleIsRequired: boolean;
  position: number;
  count: number;
  pricingIsHidden: boolean;
  priceIsUpdating: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onQuantity: (quantity: number) => void;
  onTitle: (title: string) => void;
  onDelete: () => void;
  /** The order is read-only for this viewer (submitted, paid, or locked for their role). */
  locked: boolean;
}

export function ActiveItemBar(props: ActiveItemBarProps) {
  const { item, label, position, count, pricingIsHidden, priceIsUpdating, locked } = props;
  return (
    <div className="active-bar card">
      <div className="active-bar-nav">
        <button type="button" className="icon-btn" aria-label="Previous item" disabled={position <= 1} onClick={props.onPrevious}>
          ‹
        </button>
        <div className="active-bar-title">
          {/* Keyed by item: an open editor does not carry over to the next item. */}
          <ActiveItemTitle key={item.id} title={item.title} label={label} titleIsRequired={props.titleIsRequired} onSave={props.onTitle} readOnly={locked} />
          <span className="muted active-bar-position">
            Item {position} of {count}
          </span>
        </div>
        <button type="button" className="icon-btn" aria-label="Next item" disabled={position >= count} onClick={props.onNext}>
          ›
        </button>
      </div>
      {locked ? (
        <div className="quantity">
          <span className="field-label">Qty</span>
          <span className="quantity-read-only" data-testid="item-quantity">
            {item.quantity}
          </span>
        </div>
      ) : (
        <QuantityInput value={item.quantity} onCommit={props.onQuantity} />
      )}
      {!pricingIsHidden && (
        <div className={priceIsUpdating ? 'active-bar-price is-updating' : 'active-bar-price'} aria-live="polite" aria-busy={priceIsUpdating}>
          <span className="field-label">Price</span>
          <span data-testid="item-price">{item.totalPriceInCents === undefined ? '—' : formatMoney(item.totalPriceInCents)}</span>
          {item.quantity > 1 && item.unitPriceInCents !== undefined && <span className="muted active-bar-unit">{formatMoney(item.unitPriceInCents)} each</span>}
        </div>
      )}
      {!locked && (
        <>
          <ItemThumbnailButton item={item} label={label} />
          <button type="button" className="btn btn-small btn-danger" onClick={props.onDelete}>
            Delete item
          </button>
        </>
      )}
    </div>
  );
}
