/** The order lifecycle's calls (spec orders §7; contract in core/src/api/lifecycle-calls.ts). */
import {
  actionRequiredCall,
  approveOrderCall,
  cancelOrderCall,
  deletedOrdersCall,
  discardUntitledDraftCall,
  duplicateOrderCall,
  getTaxRateCall,
  orderHistoryCall,
  outboxCall,
  pluginMoveCall,
  requestStatusUpdateCall,
  restoreOrderCall,
  setOrderStatusCall,
  submitOrderCall,
  updateOrderStatusCall,
  updateProductOrderCostsCall,
} from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { asCalledInGuestMode } from '../auth/viewer.ts';
import { assertActiveOrg } from '../services/access.ts';
import { RateLimits } from '../http/rate-limits.ts';
import { LifecycleService } from '../services/lifecycle/lifecycle-service.ts';
import { LifecycleReadService } from '../services/lifecycle/lifecycle-read-service.ts';
import { OrderActionsService } from '../services/lifecycle/order-actions-service.ts';
import { OrderDeletionService } from '../services/lifecycle/order-deletion-service.ts';
import { TaxService } from '../services/lifecycle/tax-service.ts';

export function mountLifecycleRoutes(calls: CallRouter): void {
  calls
    .authed(submitOrderCall, async ({ productOrderId, isGuestMode, version }, { resolve, viewer }) => ({
      data: await resolve(LifecycleService).move(asCalledInGuestMode(viewer, isGuestMode), productOrderId, { move: 'submit' }, version),
    }))
    .authed(approveOrderCall, async ({ productOrderId, feedbackNotes, version }, { resolve, viewer }) => ({
      data: await resolve(LifecycleService).move(viewer, productOrderId, { move: 'approve', feedbackNotes }, version),
    }))
    .authed(actionRequiredCall, async ({ productOrderId, feedbackNotes, version }, { resolve, viewer }) => ({
      data: await resolve(LifecycleService).move(viewer, productOrderId, { move: 'requireChanges', feedbackNotes }, version),
    }))
    .authed(cancelOrderCall, async ({ productOrderId, version }, { resolve, viewer }) => ({
      data: await resolve(LifecycleService).move(viewer, productOrderId, { move: 'cancel' }, version),
    }))
    .authed(pluginMoveCall, async ({ productOrderId, move, note, version }, { resolve, viewer }) => ({
      data: await resolve(LifecycleService).move(viewer, productOrderId, { move, note }, version),
    }))
    // The spec's shape (data = the new statusData) and its sibling answering the whole move.
    .authed(updateOrderStatusCall, async ({ productOrderId, orgId, statusKey, skipNotifyingGuest, version }, { resolve, viewer }) => {
      assertActiveOrg(viewer, orgId);
      return { data: (await resolve(LifecycleService).move(viewer, productOrderId, { move: 'setStatus', statusKey, skipNotifyingGuest }, version)).statusData };
    })
    .authed(setOrderStatusCall, async ({ productOrderId, orgId, statusKey, skipNotifyingGuest, version }, { resolve, viewer }) => {
      assertActiveOrg(viewer, orgId);
      return { data: await resolve(LifecycleService).move(viewer, productOrderId, { move: 'setStatus', statusKey, skipNotifyingGuest }, version) };
    })
    .authed(requestStatusUpdateCall, async ({ productOrderId, note }, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('mail', viewer.userId, ctx);
      return { data: await resolve(LifecycleService).requestStatusUpdate(viewer, productOrderId, note) };
    })
    .authed(getTaxRateCall, async ({ deliveryAddress, productOrderId, version }, { resolve, viewer }) => ({
      data: await resolve(TaxService).taxRate(viewer, deliveryAddress, productOrderId, version),
    }))
    .authed(updateProductOrderCostsCall, async (_input, { resolve, viewer }) => ({
      data: { updatedCount: await resolve(OrderActionsService).updateCosts(viewer) },
    }))
    .authed(orderHistoryCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: { history: await resolve(LifecycleReadService).history(viewer, productOrderId) },
    }))
    .authed(duplicateOrderCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderActionsService).duplicate(viewer, productOrderId) },
    }))
    .authed(discardUntitledDraftCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: { removed: await resolve(OrderActionsService).discardUntitledDraft(viewer, productOrderId) },
    }))
    .authed(outboxCall, async (input, { resolve, viewer }) => ({ data: { messages: await resolve(LifecycleReadService).outbox(viewer, input) } }))
    .authed(deletedOrdersCall, async (_input, { resolve, viewer }) => ({ data: { orders: await resolve(OrderDeletionService).listDeleted(viewer) } }))
    .authed(restoreOrderCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderDeletionService).restore(viewer, productOrderId) },
    }));
}
