/**
 * A titled modal dialog (create-item popup, option popup, order details, share...), the WAI-ARIA
 * dialog pattern on react-aria-components: focus moves in (to the first [data-autofocus] element,
 * else the first field or button) and is trapped there, the page behind is hidden from assistive
 * tech, Escape, the close button or a press on the backdrop close it, the title labels it, and on
 * closing focus returns to the opener or a sensible fallback (focus-return.ts).
 * Errors rendered with ErrorBanner while it is open appear in its notice slot, above its content.
 * Loaded on the first open through Modal.tsx, so react-aria's dialog code is not part of any screen's
 * first load (issue 17).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useFocusReturn } from './focus-return.ts';
import { useRegisterNoticeSlot } from './notice-slot.ts';
import type { ModalProps } from './Modal.tsx';
import './modal.css';

const FIRST_FOCUS = '[data-autofocus], input:not([type="hidden"]), textarea, select, button:not(.modal-close)';

/** Inside the dialog so that it runs before react-aria focuses the dialog itself. */
function InitialFocus({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const dialog = within.current;
    if (!dialog || dialog.contains(document.activeElement)) return;
    dialog.querySelector<HTMLElement>(FIRST_FOCUS)?.focus();
  }, [within]);
  return null;
}

export default function ModalDialog({ title, onClose, children, footer, width = 520, openedFrom }: ModalProps & { openedFrom: HTMLElement | null }) {
  const dialogRef = useRef<HTMLElement>(null);
  const [noticeSlot, setNoticeSlot] = useState<HTMLDivElement | null>(null);
  useFocusReturn(dialogRef, openedFrom);
  useRegisterNoticeSlot(noticeSlot);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="modal-backdrop">
      <AriaModal className="modal card" style={{ width: `min(${width}px, 100%)` }}>
        <Dialog ref={dialogRef} className="modal-dialog">
          <InitialFocus within={dialogRef} />
          <div className="modal-header">
            <Heading slot="title">{title}</Heading>
            <button type="button" className="icon-btn modal-close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div ref={setNoticeSlot} className="modal-notices" />
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
