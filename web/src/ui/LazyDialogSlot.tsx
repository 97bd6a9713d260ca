/**
 * The place of a dialog whose code is a lazy chunk (issue 17: dialogs load on first use, not with
 * their screen). The element focus returns to when the dialog closes is recorded here, when the
 * dialog is asked for, and handed to it (Modal's openedFrom): by the time its code has arrived, focus
 * may have moved. Nothing is shown until then.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { currentOpener } from './focus-return.ts';

export function LazyDialogSlot({ children }: { children: (openedFrom: HTMLElement | null) => ReactNode }) {
  const [openedFrom] = useState(currentOpener);
  return <Suspense fallback={null}>{children(openedFrom)}</Suspense>;
}
