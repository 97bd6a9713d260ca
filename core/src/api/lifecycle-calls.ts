/**
 * The order lifecycle's calls (spec orders §7), with the spec's paths and body field names. Every move
 * (submit, approve, action-required, cancel, update-order-status) answers the same shape: the new
 * statusData and lastCompletedStatusKey, the order as the viewer may see it, and the history row the
 * move wrote. Refusals: 403 for a person the table never lets make the move, 404 for a missing or
 * foreign order, 409 for a stale version, 422 (with the table's or the submit check's message) for a
 * move the order's state refuses or an unknown status key; nothing changes on a refusal.
 *
 * Delete and archive reuse the generic resource calls (productOrderCalls.destroy, productOrderCalls.update
 * with archived); the staff order-info fields are written with productOrderCalls.update too.
 * The order history is a separate call (orderHistoryCall), not part of the order data.
 */
import { z } from 'zod';
import { address, statusData } from '../domain/order.ts';
import { orderHistoryEntry, pluginMoveName } from '../domain/order-history.ts';
import { outboxMessage } from '../domain/outbox.ts';
import { defineCall, dataOf } from './define-call.ts';
import { nonNegativeInt32, recordId } from './fields.ts';
import { orderForViewer } from './pricing-visibility.ts';

const id = recordId();
/** The order version the client last saw; a stale one is refused with 409. Optional: without it, no check. */
const version = nonNegativeInt32().optional();
export const FEEDBACK_NOTES_MAX = 5000;
const feedbackNotes = z.string().max(FEEDBACK_NOTES_MAX);

/** What every lifecycle move answers. */
export const moveResponse = dataOf(
  z.object({
    statusData,
    lastCompletedStatusKey: z.string().nullable(),
    feedbackNotes: z.string(),
    productOrder: orderForViewer,
    history: orderHistoryEntry.optional(),
  }),
);

/**
 * Submit (orderStarted -> submittedForApproval; a stocked order -> straight to its payment step).
 * userId and isGuestMode are the spec's fields: the user comes from the session; isGuestMode (the
 * browser's guest mode) makes the server serve an owner or member as a guest for this call.
 * A failing submit check answers 422 with the check's exact message and `issues: [{ path: check id }]`.
 */
export const submitOrderCall = defineCall(
  '/configurator/submit-order',
  z.object({ productOrderId: id, userId: id.optional(), isGuestMode: z.boolean().optional(), version }),
  moveResponse,
);

/** Owners and members: submittedForApproval -> the next step; feedbackNotes optional. */
export const approveOrderCall = defineCall(
  '/configurator/approve-order',
  z.object({ productOrderId: id, userId: id.optional(), feedbackNotes: feedbackNotes.optional(), version }),
  moveResponse,
);

/** Owners and members: Requires Changes, back to orderStarted with feedbackNotes for the customer. */
export const actionRequiredCall = defineCall(
  '/configurator/product-order/action-required',
  z.object({ productOrderId: id, feedbackNotes, version }),
  moveResponse,
);

/**
 * A move a plugin adds to the organisation's lifecycle ('<plugin id>.<move>', with its button on the
 * order page): decided by the organisation's transitions table like every move (403 for a person its
 * row never lets make it, 422 when the order's state or a guard refuses it or no enabled plugin adds it).
 */
export const pluginMoveCall = defineCall(
  '/configurator/product-order/plugin-move',
  z.object({ productOrderId: id, move: pluginMoveName, note: feedbackNotes.optional(), version }),
  moveResponse,
);

/** Cancel (only when amountPaidInCents is 0 and past orderStarted): back to the first step. */
export const cancelOrderCall = defineCall('/configurator/product-order/cancel', z.object({ productOrderId: id, version }), moveResponse);

const setStatusRequest = z.object({
  productOrderId: id,
  orgId: id,
  userId: id.optional(),
  statusKey: z.string().min(1).max(100),
  skipNotifyingGuest: z.boolean().default(false),
  version,
});

/**
 * Staff: set any status key of the organisation (a status dot). Answers the spec's shape (orders §7):
 * data = the new statusData. The rest of a move's answer (lastCompletedStatusKey, the order, the
 * history row) comes from its sibling, set-order-status. skipNotifyingGuest: no mail.
 */
export const updateOrderStatusCall = defineCall('/configurator/update-order-status', setStatusRequest, dataOf(statusData));

/**
 * The same move as update-order-status (same body, rules and refusals), answering what every other
 * move answers (moveResponse): the web's status dots use it, to show the moved order at once.
 */
export const setOrderStatusCall = defineCall('/configurator/product-order/set-order-status', setStatusRequest, moveResponse);

/** Someone on a submitted order asks staff for news; staff are notified. Answers the spec's alert text. */
export const requestStatusUpdateCall = defineCall(
  '/configurator/request-status-update',
  z.object({ productOrderId: id, note: z.string().max(2000).optional() }),
  dataOf(z.object({ message: z.string() })),
);

/**
 * Sales tax rate of a delivery address, from the organisation's tax provider (extension point
 * 'tax-rate'). taxRate: percent, null when not looked up (skipped, failed or no provider; `message`
 * says which). With productOrderId, the server also applies it: a non-zero rate different from the
 * order's becomes its taxPercentage (answered in productOrder); otherwise the order keeps its rate.
 */
export const getTaxRateCall = defineCall(
  '/configurator/get-tax-rate',
  z.object({ deliveryAddress: address, productOrderId: id.optional(), version }),
  dataOf(
    z.object({
      taxRate: z.number().min(0).max(100).nullable(),
      outcome: z.enum(['rate', 'skipped', 'unavailable', 'noProvider']),
      source: z.string().optional(),
      message: z.string().optional(),
      taxPercentageUpdated: z.boolean(),
      productOrder: orderForViewer.optional(),
    }),
  ),
);

/**
 * Recomputes and stores the costs of every active order of the session's organisation (the orders
 * list's cost-update button). Only owners and members of organisations whose package turns
 * costUpdate on (extension point 'order-staff-features'); others 403. The spec sends no body.
 */
export const updateProductOrderCostsCall = defineCall(
  '/configurator/update-product-order-costs',
  z.object({}).strict().default({}),
  dataOf(z.object({ updatedCount: z.number().int() })),
);

/** The order's history, newest first. Staff (owners and members) only; others 403. */
export const orderHistoryCall = defineCall(
  '/configurator/product-order/get-history',
  z.object({ productOrderId: id }),
  dataOf(z.object({ history: z.array(orderHistoryEntry) })),
);

/**
 * Duplicate: 'Copy of {title}', reset to the first orderStarted status the person may see, a new
 * effectivePricingDate, every item copied. Anyone who may see the order (employees, guests, guest mode).
 */
export const duplicateOrderCall = defineCall(
  '/configurator/product-order/duplicate',
  z.object({ productOrderId: id }),
  dataOf(z.object({ productOrder: orderForViewer })),
);

/**
 * Called by the order page when it is left: removes the order if it is still an untitled draft never
 * prompted for project info (title contains 'untitled', promptedForProjectInfo 0) and the caller
 * owns it; otherwise leaves it. removed says which. A server job removes such drafts after a day.
 */
export const discardUntitledDraftCall = defineCall(
  '/configurator/product-order/discard-untitled-draft',
  z.object({ productOrderId: id }),
  dataOf(z.object({ removed: z.boolean() })),
);

export const OUTBOX_PAGE_MAX = 200;

/** The organisation's outbox (newest first), for staff at /admin/outbox. Owners and members; others 403. */
export const outboxCall = defineCall(
  '/api/admin/outbox',
  z.object({
    limit: z.number().int().min(1).max(OUTBOX_PAGE_MAX).default(50),
    /** Paging: messages with an id below this one. */
    beforeId: id.optional(),
    productOrderId: id.optional(),
  }),
  dataOf(z.object({ messages: z.array(outboxMessage) })),
);

export const lifecycleCalls = {
  submitOrderCall,
  approveOrderCall,
  actionRequiredCall,
  cancelOrderCall,
  updateOrderStatusCall,
  setOrderStatusCall,
  requestStatusUpdateCall,
  getTaxRateCall,
  updateProductOrderCostsCall,
  orderHistoryCall,
  duplicateOrderCall,
  discardUntitledDraftCall,
  outboxCall,
} as const;
