/**
 * The active item's Notes button (spec orders §2). Its popup (ItemNotesDialog.tsx: the notes, delete,
 * the product's links and images, the engraving arrays editor) loads on its first opening (issue 17).
 * On an order the viewer can no longer change, it still opens, to read: the notes, links and images.
 */
import { lazy, useState } from 'react';
import type { Product } from '@configurator/core';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import type { ItemView } from '../../order-state/order-types.ts';
// The row's layout as well as the popup's: loaded with the button.
import './item-notes.css';

const ItemNotesDialog = lazy(() => import('./ItemNotesDialog.tsx').then((m) => ({ default: m.ItemNotesDialog })));

interface ItemNotesButtonProps {
  item: ItemView;
  product: Product;
  onDelete: () => void;
  /** The order is read-only for this viewer: the popup shows, and changes nothing. */
  locked: boolean;
}

export function ItemNotesButton({ item, product, onDelete, locked }: ItemNotesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="item-notes-row">
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)} data-tour="item-notes">
        Notes{item.notes ? ' •' : ''}
        {item.notes ? <span className="visually-hidden"> (has notes)</span> : null}
      </button>
      {open && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <ItemNotesDialog item={item} product={product} openedFrom={openedFrom} onClose={() => setOpen(false)} onDelete={onDelete} locked={locked} />
          )}
        </LazyDialogSlot>
      )}
    </div>
  );
}
