/** A row of an order's history: every lifecycle move writes one (who, when, from, to, note), and so does a status update request. */
import { z } from 'zod';

/** The moves of the lifecycle's transitions table (core/src/rules/lifecycle/transitions.ts). */
export const moveNames = ['submit', 'approve', 'requireChanges', 'cancel', 'setStatus', 'confirmPayment', 'recordAwaitingPayment', 'delete'] as const;
export type MoveName = (typeof moveNames)[number];

/**
 * A move a plugin adds to the transitions table (lifecycle-extensions.ts): named '<plugin id>.<move>',
 * so it can never take a built-in move's name and its history rows say whose it is.
 */
export type PluginMoveName = `${string}.${string}`;
export const PLUGIN_MOVE_NAME_MAX = 100;
export const pluginMoveName = z
  .string()
  .max(PLUGIN_MOVE_NAME_MAX)
  .regex(/^[a-z0-9-]+\.[A-Za-z0-9-]+$/, "A plugin move is named '<plugin id>.<move>'.")
  .transform((s) => s as PluginMoveName);

/**
 * What a history row records: a move, or an event that moves nothing (a customer asking for news, staff
 * restoring a deleted order, a card payment's processing cleared by staff or by the server's
 * reconciliation with the gateway).
 */
export const historyEventNames = [...moveNames, 'statusUpdateRequested', 'restore', 'paymentReset'] as const;
export type HistoryEventName = (typeof historyEventNames)[number];

export const orderHistoryEntry = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  /** The person who made the move; null for the server's own moves (payments, jobs). */
  userId: z.number().int().nullable(),
  userName: z.string(),
  move: z.union([z.enum(historyEventNames), pluginMoveName]),
  fromStatusKey: z.string().nullable(),
  toStatusKey: z.string().nullable(),
  note: z.string(),
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  created: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;
