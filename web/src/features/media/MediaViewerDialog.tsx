/**
 * The app shell's full-screen media viewer (spec orders §2): opens when an active medium is set, shows
 * it as large as the screen allows with its caption, and closes with its close button or Escape,
 * focus returning to where it was. A modal of its own, so it stacks above a popup it was opened from
 * (the item notes or media popup) and takes focus from it. Its own chunk, loaded by MediaViewer with the
 * first medium shown.
 */
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMediaStore, type ActiveMedium } from './media-store.ts';

export function MediaViewerDialog({ active }: { active: ActiveMedium }) {
  const close = () => useMediaStore.getState().close();
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled={false} onOpenChange={(open) => !open && close()} className="media-viewer-overlay">
      <Modal className="media-viewer">
        <Dialog className="media-viewer-dialog">
          <div className="media-viewer-bar">
            <Heading slot="title" className="media-viewer-title">
              {active.title}
            </Heading>
            <button type="button" className="btn media-viewer-close" autoFocus onClick={close}>
              Close
            </button>
          </div>
          <img className="media-viewer-image" src={active.src} alt={active.title} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
