/**
 * The order's history for staff (issue 7): every move (and every status update request) with who made it, when, from which step to
 * which, and its note (feedback, payment method). Newest first, titles from the organisation's statuses.
 */
import { useEffect } from 'react';
import { lifecycleOf, toDisplayDate, type HistoryEventName, type StatusDefinition } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useOrderHistory } from './order-history-store.ts';
import './order-history.css';

const moveWords: Record<HistoryEventName, string> = {
  submit: 'Submitted',
  approve: 'Approved',
  requireChanges: 'Changes required',
  cancel: 'Cancelled',
  setStatus: 'Status set',
  confirmPayment: 'Payment confirmed',
  recordAwaitingPayment: 'Awaiting payment',
  statusUpdateRequested: 'Status update requested',
  delete: 'Deleted',
  restore: 'Restored',
  paymentReset: 'Payment processing cleared',
};

export function OrderHistory({ productOrderId, statuses }: { productOrderId: number; statuses: readonly StatusDefinition[] }) {
  const entries = useOrderHistory((s) => (s.productOrderId === productOrderId ? s.entries : []));
  const failure = useOrderHistory((s) => s.failure);
  useEffect(() => {
    void useOrderHistory.getState().follow(productOrderId);
    return () => void useOrderHistory.getState().follow(null);
  }, [productOrderId]);
  // A plugin's move is named by its button ('Put on hold'); one whose plugin is gone, by its name.
  const pluginButtons = lifecycleOf(useRegistry()).buttons;
  const wordsOf = (move: string) => (moveWords as Record<string, string>)[move] ?? pluginButtons.find((b) => b.move === move)?.label ?? move;
  const titleOf = (key: string | null) => (key === null ? '—' : (statuses.find((s) => s.key === key)?.title ?? key));

  return (
    <details className="order-history">
      <summary>History ({entries.length})</summary>
      {failure && <p className="field-error">{failure}</p>}
      {entries.length === 0 && !failure && <p className="muted">Nothing has happened to this order yet.</p>}
      <ol className="order-history-list" aria-label="Order history">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className="order-history-move">{wordsOf(entry.move)}</span>{' '}
            <span>
              {/* An event that moved nothing (a status update request) names the step it happened at. */}
              {entry.fromStatusKey === entry.toStatusKey
                ? `at ${titleOf(entry.toStatusKey)}`
                : `${titleOf(entry.fromStatusKey)} → ${titleOf(entry.toStatusKey)}`}
            </span>
            <span className="muted">
              {' '}
              · {entry.userName || 'System'} · <time dateTime={entry.created.replace(' ', 'T') + 'Z'}>{toDisplayDate(entry.created)}</time>
            </span>
            {entry.note && <p className="order-history-note">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </details>
  );
}
