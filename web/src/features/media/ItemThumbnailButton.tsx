/**
 * Thumbnail upload for an item (spec catalogue §7: thumbnail upload for an instance): a button in the
 * active-item bar opens a dialog with the shared upload box; once the success state is set the order
 * is refetched, so the item carries its new thumbnailUrl. Who may set it is the server's rule (anyone
 * who may edit the order's items).
 */
import { useState } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { UploadBox } from '../../ui/UploadBox.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';

export function ItemThumbnailButton({ item, label }: { item: ItemView; label: string }) {
  const [open, setOpen] = useState(false);
  const refetch = () => {
    const { address, load } = useOrderStore.getState();
    if (address) void load(address);
  };
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        Thumbnail<span className="visually-hidden"> of {label}</span>
      </button>
      {open && (
        <Modal title={`Thumbnail of ${label}`} onClose={() => setOpen(false)}>
          <UploadBox target={{ resource: 'productInstance', id: item.id }} label={`Thumbnail of ${label}`} previewUrl={item.thumbnailUrl} onUploaded={refetch} />
        </Modal>
      )}
    </>
  );
}
