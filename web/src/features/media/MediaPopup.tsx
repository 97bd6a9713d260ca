/**
 * The media popup (spec orders §2; issue 19 item 4): the images of an option (or product) as
 * thumbnails; pressing one opens it in the full-screen viewer.
 */
import type { Medium } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { useMediaStore } from './media-store.ts';
import { MediaThumbs } from './MediaThumbs.tsx';
import './media.css';

export function MediaPopup({ title, media, onClose }: { title: string; media: Medium[]; onClose: () => void }) {
  return (
    <Modal title={`Images: ${title}`} onClose={onClose} width={640}>
      <MediaThumbs media={media} onOpen={(medium) => useMediaStore.getState().show(medium)} />
    </Modal>
  );
}
