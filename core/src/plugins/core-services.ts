/**
 * The services the server provides to plugins' calls (ServiceRef ids start with 'core.'). Each is
 * bound to the request's viewer, so a plugin reaches only the viewer's organisation and only what
 * the viewer may reach: the organisation scope is the service's, not each plugin's, to get right.
 */
import { defineServiceRef } from './server-contributions.ts';
import type { OrderAction } from './document-payloads.ts';

/** Pushes a guest's data to an outside tool through the organisation's 'integrations' contribution for it. */
export interface GuestIntegrationsService {
  /** Owners only, a guest of the viewer's organisation (404 otherwise); 'outbox' when the tool has no token. */
  pushGuest(input: { tool: string; orgId: number; guestId: number; itemId: string }): Promise<'sent' | 'outbox'>;
}

/** Carries an order action's plan out: a new order, owned by the viewer, priced, in one transaction. */
export interface OrdersFromPlanService {
  /**
   * Plans from a source order of the viewer's organisation that they can see (404 otherwise), which
   * they own or their role may act on (403 naming the action); a plan of nothing is 422 with the
   * action's nothingToDo. Answers the new order's number.
   */
  createFromPlan(input: { productOrderId: number; action: Pick<OrderAction, 'label' | 'roles' | 'nothingToDo' | 'plan'> }): Promise<{ orgSpecificId: number }>;
}

export const coreServices = {
  guestIntegrations: defineServiceRef<GuestIntegrationsService>('core.guestIntegrations'),
  ordersFromPlan: defineServiceRef<OrdersFromPlanService>('core.ordersFromPlan'),
} as const;
