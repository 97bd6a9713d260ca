/**
 * The order's items, cart-like: one row per item with quantity and price; the active one is marked.
 * A long order's rows are windowed (use-row-window.ts): only the rows near the list's visible part,
 * the focused row's neighbours, the active row and the first and last rows are mounted; spacers keep
 * the room of the others. Each row says its place in the whole list (aria-posinset/aria-setsize), so
 * the count is right with most rows left out.
 */
import { memo, type ReactNode } from 'react';
import { useRowWindow } from './use-row-window.ts';
import { formatMoney, type CatalogueIndex, type OrderMemberRef } from '@configurator/core';
import type { ItemView } from './order-types.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';

interface ItemListProps {
  items: ItemView[];
  /** The order's items as drawings read them (the store's members), for the thumbnails. */
  members: readonly OrderMemberRef[];
  index: CatalogueIndex;
  activeItemId: number | null;
  pricingIsHidden: boolean;
  invalidItemIds: ReadonlySet<number>;
  /** Kept the same function across renders, so rows whose item did not change are not rendered again. */
  onSelect: (itemId: number) => void;
  /** The add control under the rows (the add menu). */
  addControl: ReactNode;
}

export const itemLabel = (item: ItemView, index: CatalogueIndex): string =>
  item.title || index.productsById.get(item.productId)?.title || (item.productId === -1 ? 'Custom item' : `Product ${item.productId}`);

export function ItemList({ items, members, index, activeItemId, pricingIsHidden, invalidItemIds, onSelect, addControl }: ItemListProps) {
  const activeAt = activeItemId === null ? -1 : items.findIndex((item) => item.id === activeItemId);
  const { ranges, pitch, gap, listRef, onFocus, onBlur } = useRowWindow(items.length, activeAt);
  const children: ReactNode[] = [];
  ranges.forEach((range, r) => {
    const before = r > 0 ? ranges[r - 1]!.end : 0;
    // The room of the rows left out between two ranges: k rows and the gaps between them.
    if (range.start > before)
      children.push(<li key={`gap-${r}`} className="item-list-spacer" aria-hidden="true" style={{ height: (range.start - before) * pitch - gap }} />);
    for (let i = range.start; i < range.end; i++) {
      const item = items[i]!;
      children.push(
        <ItemRow
          key={item.id}
          item={item}
          number={i + 1}
          total={items.length}
          members={members}
          index={index}
          isActive={item.id === activeItemId}
          isInvalid={invalidItemIds.has(item.id)}
          pricingIsHidden={pricingIsHidden}
          onSelect={onSelect}
        />,
      );
    }
  });
  return (
    <aside className="item-list card" aria-label="Items">
      <div className="item-list-head">
        <h2>Items</h2>
        <span className="muted">{items.length}</span>
      </div>
      <ol className="item-list-rows" ref={listRef} onFocus={onFocus} onBlur={onBlur}>
        {children}
      </ol>
      <div className="item-list-add">{addControl}</div>
    </aside>
  );
}

interface ItemRowProps {
  item: ItemView;
  number: number;
  /** How many items the order has (aria-setsize: later rows may not be mounted yet). */
  total: number;
  members: readonly OrderMemberRef[];
  index: CatalogueIndex;
  isActive: boolean;
  isInvalid: boolean;
  pricingIsHidden: boolean;
  onSelect: (itemId: number) => void;
}

/**
 * One row, memoized on its own props: an option click changes one item, so one row renders again,
 * not 200 (issue 17). Every prop is a value or a reference the store keeps while unchanged.
 */
const ItemRow = memo(function ItemRow({ item, number, total, members, index, isActive, isInvalid, pricingIsHidden, onSelect }: ItemRowProps) {
  const label = itemLabel(item, index);
  return (
    <li aria-posinset={number} aria-setsize={total} data-row={number - 1}>
      <button
        type="button"
        className={isActive ? 'item-row is-active' : 'item-row'}
        aria-current={isActive ? 'true' : undefined}
        onClick={() => onSelect(item.id)}
      >
        <span className="item-row-number">{number}</span>
        <ItemThumbnail item={item} orderItems={members} index={index} name={label} />
        <span className="item-row-text">
          <span className="item-row-title">
            {label}
            {isInvalid && (
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
  );
});
