/**
 * Renders the first queued alert/confirm (dialogs.ts) as a modal dialog (QueuedDialog.tsx). The dialog
 * and react-aria's modal code are a lazy chunk fetched with the first alert, so the app's frame does
 * not download them on every route.
 */
import { lazy, Suspense } from 'react';
import { useDialogStore } from './dialogs.ts';
import './dialogs.css';

const QueuedDialog = lazy(() => import('./QueuedDialog.tsx').then((m) => ({ default: m.QueuedDialog })));

export function DialogHost() {
  const request = useDialogStore((s) => s.queue[0]);
  // Keyed by request: each queued dialog is its own opening, with its own focus return.
  return request ? (
    <Suspense fallback={null}>
      <QueuedDialog key={request.id} request={request} />
    </Suspense>
  ) : null;
}
