/**
 * The order page's lifecycle band, below its title (spec orders §2, §4): the status dots, the status
 * panel for the current step, the reason when the order is read-only for this viewer, and the
 * history for staff. Mounted once by OrderPage.
 */
import { lazy, Suspense } from 'react';
import { useWording } from '../session/org-hooks.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { setOrderStatus } from './lifecycle-actions.ts';
import { StatusDots } from './StatusDots.tsx';
import { statusPanelDescribesStep, statusPanelShows } from './status-panel-shown.ts';
import type { LifecycleFacts } from './use-lifecycle.ts';
import './lifecycle.css';

// Loaded when shown (issue 17): the step's panel only at a step that has one, the history for staff
// only (it shows nothing until its own call answers anyway).
const StatusPanels = lazy(() => import('./StatusPanels.tsx').then((m) => ({ default: m.StatusPanels })));
const OrderHistory = lazy(() => import('./OrderHistory.tsx').then((m) => ({ default: m.OrderHistory })));

export function OrderLifecycle({ order, facts }: { order: OrderView; facts: LifecycleFacts }) {
  const wording = useWording();
  const stepTitle = facts.current ? (order.isStocked === 1 && facts.current.stockedOrderTitle) || facts.current.title : '';
  return (
    <div className="order-lifecycle">
      <StatusDots
        statuses={facts.statuses}
        order={order}
        canSetStatus={facts.moves.has('setStatus')}
        onSetStatus={setOrderStatus}
        captionDescribes={!statusPanelDescribesStep(facts.current, facts.isStaff)}
      />
      {facts.isLocked && (
        <p className="banner order-locked-reason" role="note">
          This {wording.order.toLowerCase()} is at “{stepTitle}” and can no longer be changed. Ask for a status update, or cancel it to start over.
        </p>
      )}
      {/* No boundary of its own: the order page holds what is under the title until the panel has come. */}
      {statusPanelShows(order, facts.current) && <StatusPanels order={order} current={facts.current} isStaff={facts.isStaff} orderWord={wording.order} />}
      {facts.isStaff && (
        <Suspense fallback={<HistoryStandIn />}>
          <OrderHistory productOrderId={order.id} statuses={facts.statuses} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Holds the History line's place until its chunk has come: the same element and text as its first
 * render, inert (neither focusable nor read), so the steps' row keeps the width it will have. A class
 * of its own: nothing that looks for the History line finds it.
 */
function HistoryStandIn() {
  return (
    <details className="order-history-stand-in" inert aria-hidden="true">
      <summary>History (0)</summary>
    </details>
  );
}
