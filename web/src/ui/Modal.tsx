/**
 * A titled modal dialog (create-item popup, option popup, order details, share...): the WAI-ARIA
 * dialog pattern, implemented in ModalDialog.tsx (focus moved in and trapped, Escape and the backdrop
 * close it, focus returned to the opener). That module and react-aria's dialog code load on the first
 * open, not with the screen (issue 17); until they arrive nothing is shown. The opener is recorded
 * here, on the first render, and handed to the dialog as the element focus returns to.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { currentOpener } from './focus-return.ts';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** The opener as recorded by a LazyDialogSlot, for a dialog whose own code arrived later. */
  openedFrom?: HTMLElement | null;
}

const loadModalDialog = () => import('./ModalDialog.tsx');
const ModalDialog = lazy(loadModalDialog);

/**
 * Fetches the dialog's code ahead of its first open (an opener calls it on hover or focus), so the
 * press opens the dialog at once instead of after the chunk's round trip (issue 34 item 1).
 */
export function preloadModal(): void {
  void loadModalDialog();
}

export function Modal(props: ModalProps) {
  const [openedFrom] = useState(() => props.openedFrom ?? currentOpener());
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} openedFrom={openedFrom} />
    </Suspense>
  );
}
