/**
 * The dialog of ItemThumbnailButton.tsx: the shared upload box for the item's thumbnail. Its own chunk
 * (with the upload box), loaded on the first opening, not with the order page (issue 17).
 */
import { Modal } from '../../ui/Modal.tsx';
import { UploadBox } from '../../ui/UploadBox.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';

interface ItemThumbnailDialogProps {
  item: ItemView;
  label: string;
  openedFrom: HTMLElement | null;
  onClose: () => void;
}

export function ItemThumbnailDialog({ item, label, openedFrom, onClose }: ItemThumbnailDialogProps) {
  // Once the success state is set the order is refetched, so the item carries its new thumbnailUrl.
  const refetch = () => {
    const { address, load } = useOrderStore.getState();
    if (address) void load(address);
  };
  return (
    <Modal title={`Thumbnail of ${label}`} openedFrom={openedFrom} onClose={onClose}>
      <UploadBox target={{ resource: 'productInstance', id: item.id }} label={`Thumbnail of ${label}`} previewUrl={item.thumbnailUrl} onUploaded={refetch} />
    </Modal>
  );
}
