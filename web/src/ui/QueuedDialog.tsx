/**
 * One queued alert/confirm (dialogs.ts) as a modal alert dialog on react-aria: focus starts on the main
 * button and is trapped, Escape cancels, focus returns to the opener (or a sensible fallback). It
 * opens above whatever dialog is already open. Its own chunk: DialogHost loads it with the first alert.
 */
import { useRef } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useDialogStore, type DialogRequest } from './dialogs.ts';
import { useFocusReturn } from './focus-return.ts';

export function QueuedDialog({ request }: { request: DialogRequest }) {
  const settle = useDialogStore((s) => s.settle);
  const dialogRef = useRef<HTMLElement>(null);
  useFocusReturn(dialogRef, request.opener);
  const messageId = `dialog-message-${request.id}`;

  return (
    <ModalOverlay isOpen isKeyboardDismissDisabled={false} onOpenChange={(open) => !open && settle(request.id, false)} className="dialog-backdrop">
      <Modal className="dialog card">
        <Dialog
          ref={dialogRef}
          role={request.kind === 'confirm' ? 'alertdialog' : 'dialog'}
          aria-label={request.kind === 'confirm' ? 'Please confirm' : 'Notice'}
          aria-describedby={messageId}
          className="dialog-inner"
        >
          <p id={messageId} className="dialog-message">
            {request.message}
          </p>
          <div className="dialog-actions">
            {request.kind === 'confirm' && (
              <button type="button" className="btn" onClick={() => settle(request.id, false)}>
                Cancel
              </button>
            )}
            {/* The alert dialog pattern: focus starts on the main action. */}
            <button type="button" className="btn btn-primary" autoFocus onClick={() => settle(request.id, true)}>
              {request.confirmLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
