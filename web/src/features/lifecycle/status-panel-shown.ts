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
