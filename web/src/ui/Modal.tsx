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

const ModalDialog = lazy(() => import('./ModalDialog.tsx'));

export function Modal(props: ModalProps) {
  const [openedFrom] = useState(() => props.openedFrom ?? currentOpener());
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} openedFrom={openedFrom} />
    </Suspense>
  );
}
