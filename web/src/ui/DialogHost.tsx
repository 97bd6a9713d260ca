/** Renders the first queued alert/confirm as a modal; Escape cancels, focus starts on the main button. */
import { useEffect, useRef } from 'react';
import { useDialogStore } from './dialogs.ts';
import './dialogs.css';

export function DialogHost() {
  const request = useDialogStore((s) => s.queue[0]);
  const settle = useDialogStore((s) => s.settle);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Modal focus: while open, focus that wanders outside (e.g. a closing pop-up handing focus back
  // to its button) is brought back, and that outside element is where focus returns afterwards.
  useEffect(() => {
    if (!request) return;
    let returnTo = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    const onFocusIn = (event: FocusEvent) => {
      const dialog = confirmRef.current?.closest('.dialog');
      if (dialog && !dialog.contains(event.target as Node)) {
        returnTo = event.target as HTMLElement;
        confirmRef.current?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [request]);

  if (!request) return null;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      settle(request.id, false);
    }
    // Keep Tab inside the dialog.
    if (event.key === 'Tab') {
      const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      buttons[next]?.focus();
      event.preventDefault();
    }
  };
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog card"
        role={request.kind === 'confirm' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-describedby={`dialog-message-${request.id}`}
        aria-label={request.kind === 'confirm' ? 'Please confirm' : 'Notice'}
        onKeyDown={onKeyDown}
      >
        <p id={`dialog-message-${request.id}`} className="dialog-message">
          {request.message}
        </p>
        <div className="dialog-actions">
          {request.kind === 'confirm' && (
            <button type="button" className="btn" onClick={() => settle(request.id, false)}>
              Cancel
            </button>
          )}
          <button ref={confirmRef} type="button" className="btn btn-primary" onClick={() => settle(request.id, true)}>
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
