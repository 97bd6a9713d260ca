/**
 * Applies one move of core's transitions table to a locked order row and writes its history row, in
 * the caller's transaction. The one place statusData changes: the people's calls (LifecycleService)
 * and the server's own moves (payments: advance after payment) both come through here.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applyMove,
  lifecycleOf,
  type LifecycleActor,
  type MoveAccepted,
  type MoveRequest,
  type OrderHistoryEntry,
  type OrgRegistry,
  type StatusDefinition,
} from '@configurator/core';
import { OrderHistorySchema, type OrderHistoryRow, type ProductOrderRow, type User } from '../../db/entities/index.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { plain } from '../serializers.ts';

export interface RecordMoveInput {
  order: ProductOrderRow;
  statuses: readonly StatusDefinition[];
  actor: LifecycleActor;
  /** The person making the move; null for the server's own moves. */
  user: User | null;
  request: MoveRequest;
  now?: Date;
  /** The organisation's registry: its plugins' guards and moves join core's table. Absent: core's table alone. */
  registry?: OrgRegistry;
}

export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Throws 403 (the actor may never make it) or 422 (the order's state refuses it); changes nothing then. */
export function decideMove(input: Omit<RecordMoveInput, 'user'>): MoveAccepted {
  const result = applyMove({
    statuses: input.statuses,
    order: input.order,
    actor: input.actor,
    request: input.request,
    now: input.now ?? new Date(),
    transitions: lifecycleOf(input.registry).transitions,
  });
  if (!result.ok)
    throw result.reason === 'forbidden' ? forbidden(result.message) : unprocessable(result.message, [{ path: result.reason, message: result.message }]);
  return result;
}

/** Writes an accepted move onto the order and adds its history row (the caller flushes). */
export function writeMove(em: EntityManager, input: Pick<RecordMoveInput, 'order' | 'user'>, accepted: MoveAccepted): OrderHistoryRow {
  const { order, user } = input;
  order.statusData = accepted.statusData;
  order.lastCompletedStatusKey = accepted.lastCompletedStatusKey;
  if (order.feedbackNotes !== accepted.feedbackNotes) order.feedbackNotes = accepted.feedbackNotes;
  return em.create(OrderHistorySchema, {
    orgId: order.orgId,
    productOrderId: order.id,
    userId: user?.id ?? null,
    userName: user ? displayName(user) : 'System',
    move: accepted.move,
    fromStatusKey: accepted.fromStatusKey,
    toStatusKey: accepted.toStatusKey,
    note: accepted.historyNote,
  });
}

/** decideMove then writeMove. */
export function recordMove(em: EntityManager, input: RecordMoveInput): { accepted: MoveAccepted; history: OrderHistoryRow } {
  const accepted = decideMove(input);
  return { accepted, history: writeMove(em, input, accepted) };
}

export const historyDto = (row: OrderHistoryRow): OrderHistoryEntry => plain<OrderHistoryEntry>(row, []);
