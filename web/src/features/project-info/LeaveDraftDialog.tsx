/**
 * Asked when someone leaves an unnamed order they have configured (issue 31): 'Name it' stays and
 * opens the order details popup; 'Discard' removes the order and goes on. Escape stays. Its own
 * chunk, loaded when the question is first asked.
 */
import { Modal } from '../../ui/Modal.tsx';

interface LeaveDraftDialogProps {
  orderWord: string;
  openedFrom: HTMLElement | null;
  onNameIt: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

export function LeaveDraftDialog({ orderWord, openedFrom, onNameIt, onDiscard, onStay }: LeaveDraftDialogProps) {
  const word = orderWord.toLowerCase();
  return (
    <Modal
      title={`Keep this ${word}?`}
      openedFrom={openedFrom}
      onClose={onStay}
      width={440}
      footer={
        <>
          <button type="button" className="btn btn-danger" onClick={onDiscard}>
            Discard
          </button>
          <button type="button" className="btn btn-primary" onClick={onNameIt} data-autofocus>
            Name it
          </button>
        </>
      }
    >
      <p>This {word} has no name yet, so it would be removed when you leave. Name it to keep your work, or discard it.</p>
    </Modal>
  );
}
