/**
 * Thumbnail upload for an item (spec catalogue §7: thumbnail upload for an instance): a button in the
 * active-item bar opens a dialog with the shared upload box (ItemThumbnailDialog.tsx, loaded on the
 * first opening); once the success state is set the order is refetched, so the item carries its new
 * thumbnailUrl. Who may set it is the server's rule (anyone who may edit the order's items).
 */
import { lazy, useState } from 'react';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import type { ItemView } from '../../order-state/order-types.ts';

const ItemThumbnailDialog = lazy(() => import('./ItemThumbnailDialog.tsx').then((m) => ({ default: m.ItemThumbnailDialog })));

export function ItemThumbnailButton({ item, label }: { item: ItemView; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        Thumbnail<span className="visually-hidden"> of {label}</span>
      </button>
      {open && (
        <LazyDialogSlot>
          {(openedFrom) => <ItemThumbnailDialog item={item} label={label} openedFrom={openedFrom} onClose={() => setOpen(false)} />}
        </LazyDialogSlot>
      )}
    </>
  );
}
