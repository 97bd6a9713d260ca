/**
 * Whether StatusPanels shows anything for this step (issue 17): its code is a lazy chunk, fetched only
 * for an order whose step has a panel. A fresh order (orderStarted without feedback) and the payment
 * step (the payment panel's own) show none, so most order pages never download it.
 */
import type { StatusDefinition } from '@configurator/core';
import type { OrderView } from '../../order-state/order-types.ts';

export function statusPanelShows(order: Pick<OrderView, 'feedbackNotes'>, current: StatusDefinition | undefined): current is StatusDefinition {
  if (!current) return false;
  if (current.type === 'orderStarted') return order.feedbackNotes.trim() !== '';
  return current.type !== 'payment';
}

/**
 * Whether that panel says what the step means in words (the step's description, or the submitted
 * panel's own sentence): the status row's caption then leaves its description out, so a person does
 * not read the same sentence twice, once under the dots and again in the panel. The approval panel
 * for staff and the 'Changes required' panel say something else, so the caption keeps it there.
 */
export function statusPanelDescribesStep(current: StatusDefinition | undefined, isStaff: boolean): boolean {
  if (!current) return false;
  if (current.type === 'submittedForApproval') return !isStaff;
  return current.type !== 'orderStarted' && current.type !== 'payment';
}
