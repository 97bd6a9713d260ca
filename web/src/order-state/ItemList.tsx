/** The order's items, cart-like: one row per item with quantity and price; the active one is marked. */
import type { ReactNode } from 'react';
import { formatMoney, type CatalogueIndex } from '@configurator/core';
import type { ItemView } from './order-types.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';

interface ItemListProps {
  items: ItemView[];
  index: CatalogueIndex;
  activeItemId: number | null;
  pricingIsHidden: boolean;
  invalidItemIds: ReadonlySet<number>;
  onSelect: (itemId: number) => void;
  /** The add control under the rows (the add menu). */
  addControl: ReactNode;
}

export const itemLabel = (item: ItemView, index: CatalogueIndex): string =>
  item.title || index.productsById.get(item.productId)?.title || (item.productId === -1 ? 'Custom item' : `Product ${item.productId}`);

export function ItemList({ items, index, activeItemId, pricingIsHidden, invalidItemIds, onSelect, addControl }: ItemListProps) {
  return (
    <aside className="item-list card" aria-label="Items">
      <div className="item-list-head">
        <h2>Items</h2>
        <span className="muted">{items.length}</span>
      </div>
      <ol className="item-list-rows">
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className={item.id === activeItemId ? 'item-row is-active' : 'item-row'}
              aria-current={item.id === activeItemId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <span className="item-row-number">{i + 1}</span>
              <ItemThumbnail item={item} orderItems={items} index={index} name={itemLabel(item, index)} />
              <span className="item-row-text">
                <span className="item-row-title">
                  {itemLabel(item, index)}
                  {invalidItemIds.has(item.id) && (
                    <span className="item-row-invalid" title="This item has an invalid configuration">
                      {' '}
                      ●<span className="visually-hidden"> invalid</span>
                    </span>
                  )}
                </span>
                <span className="item-row-meta">
                  Qty {item.quantity}
                  {!pricingIsHidden && item.totalPriceInCents !== undefined && <> · {formatMoney(item.totalPriceInCents)}</>}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div className="item-list-add">{addControl}</div>
    </aside>
  );
}
