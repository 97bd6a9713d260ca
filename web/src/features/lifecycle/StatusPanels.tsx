/**
 * The status panels of the order page (spec orders §2, §4, §6), chosen by the order's current step
 * and the viewer's role:
 *  - orderStarted with feedback: the customer sees the reviewer's feedbackNotes (changes required);
 *  - submittedForApproval: owners and members get the approval panel (feedback, Approve, Requires
 *    Changes); everyone else the 'Order Submitted' panel with a request for a status update;
 *  - later steps: the post-order info panel (step, tracking number, estimated shipping date) with the
 *    same request for people who are not staff. The payment panel is the payments issue's.
 */
import { useEffect, useId, useState } from 'react';
import { FEEDBACK_NOTES_MAX, toDisplayDate, type StatusDefinition } from '@configurator/core';
import { showAlert } from '../../ui/dialogs.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { approveOrder, requestStatusUpdate, requireChanges } from './lifecycle-actions.ts';
import { useApprovalFeedback } from './approval-feedback-store.ts';
import './status-panels.css';

interface StatusPanelsProps {
  order: OrderView;
  current: StatusDefinition | undefined;
  isStaff: boolean;
  orderWord: string;
}

export function StatusPanels({ order, current, isStaff, orderWord }: StatusPanelsProps) {
  if (!current) return null;
  const stocked = order.isStocked === 1;
  const title = (stocked && current.stockedOrderTitle) || current.title;
  const description = (stocked && current.stockedOrderDescription) || current.description;

  if (current.type === 'orderStarted') {
    if (!order.feedbackNotes.trim()) return null;
    return (
      <section className="status-panel status-panel-changes" aria-labelledby="changes-required-title">
        <h2 id="changes-required-title">Changes required</h2>
        <p>The reviewer asked for these changes before the {orderWord.toLowerCase()} can go ahead:</p>
        <blockquote className="status-panel-feedback" data-testid="feedback-notes">
          {order.feedbackNotes}
        </blockquote>
        <p className="muted">Update the {orderWord.toLowerCase()}, then submit it again.</p>
      </section>
    );
  }

  if (current.type === 'submittedForApproval') {
    return isStaff ? (
      <ApprovalPanel orderWord={orderWord} />
    ) : (
      <section className="status-panel" aria-labelledby="order-submitted-title">
        <h2 id="order-submitted-title">Order Submitted</h2>
        <p>{description || `Your ${orderWord.toLowerCase()} is being reviewed. You can no longer change it while it is under review.`}</p>
        <RequestStatusUpdate />
      </section>
    );
  }

  if (current.type === 'payment') return null;

  return (
    <section className="status-panel" aria-labelledby="post-order-title">
      <h2 id="post-order-title">{title}</h2>
      {description && <p>{description}</p>}
      {(order.trackingNumber || order.estimatedShippingDate) && (
        <dl className="status-panel-facts">
          {order.trackingNumber && (
            <div>
              <dt>Tracking number</dt>
              <dd>{order.trackingNumber}</dd>
            </div>
          )}
          {order.estimatedShippingDate && (
            <div>
              <dt>Estimated shipping date</dt>
              <dd>{toDisplayDate(order.estimatedShippingDate)}</dd>
            </div>
          )}
        </dl>
      )}
      {!isStaff && <RequestStatusUpdate />}
    </section>
  );
}

/** Owners and members review a submitted order: optional feedback, then Approve or Requires Changes. */
function ApprovalPanel({ orderWord }: { orderWord: string }) {
  const feedbackId = useId();
  // Shared with the header's Approve button (approval-feedback-store.ts).
  const feedback = useApprovalFeedback((s) => s.feedback);
  const setFeedback = useApprovalFeedback((s) => s.set);
  // Words written for one order never carry over to the next.
  useEffect(() => () => useApprovalFeedback.getState().set(''), []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: 'approve' | 'changes') => {
    if (action === 'changes' && !feedback.trim()) {
      setProblem('Say what needs to change, so the customer knows what to fix.');
      return;
    }
    setProblem(null);
    setBusy(true);
    const done = action === 'approve' ? await approveOrder(feedback) : await requireChanges(feedback.trim());
    setBusy(false);
    if (done) setFeedback('');
  };

  return (
    <section className="status-panel status-panel-approval" aria-labelledby="approval-title">
      <h2 id="approval-title">Review this {orderWord.toLowerCase()}</h2>
      <div className="field">
        <label className="field-label" htmlFor={feedbackId}>
          Feedback
        </label>
        <textarea
          id={feedbackId}
          className="input status-panel-textarea"
          rows={3}
          maxLength={FEEDBACK_NOTES_MAX}
          value={feedback}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${feedbackId}-error` : undefined}
          onChange={(e) => setFeedback(e.target.value)}
        />
        {problem && (
          <span id={`${feedbackId}-error`} className="field-error" role="alert">
            {problem}
          </span>
        )}
      </div>
      <div className="status-panel-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run('approve')}>
          Approve
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void run('changes')}>
          Requires Changes
        </button>
      </div>
    </section>
  );
}

/** Anyone on the order may ask staff for news; the server's answer is the spec's success alert. */
function RequestStatusUpdate() {
  const [busy, setBusy] = useState(false);
  return (
    <div className="status-panel-actions">
      <button
        type="button"
        className="btn"
        // aria-disabled, not disabled: focus stays on the button, so it returns here after the alert.
        aria-disabled={busy}
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          const message = await requestStatusUpdate();
          setBusy(false);
          if (message) await showAlert(message);
        }}
      >
        Request a status update
      </button>
    </div>
  );
}
