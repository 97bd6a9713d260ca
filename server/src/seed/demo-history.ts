/**
 * History rows for the demo orders that start past their first step, so the order page shows how
 * they got there: the owner submitted, an owner of the organisation approved, staff set later steps.
 * Which move reached each step is read from the status types, as the transitions table would make it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { statusByKey, toStoredDate, type MoveName, type StatusData, type StatusDefinition } from '@configurator/core';
import { OrderHistorySchema, type ProductOrderRow, type User } from '../db/entities/index.ts';
import { displayName } from '../services/lifecycle/record-move.ts';

const HOUR_MS = 60 * 60 * 1000;

/** When a demo order reached its i-th completed step: an hour apart, the last one an hour ago. */
const reachedAt = (now: Date, count: number, i: number): string => toStoredDate(new Date(now.getTime() - (count - i) * HOUR_MS));

/** statusData of a demo order whose dates agree with its history rows. */
export function demoStatusData(keys: readonly string[], now: Date): StatusData {
  return Object.fromEntries(keys.map((key, i) => [key, { date: reachedAt(now, keys.length, i) }]));
}

function moveReaching(statuses: readonly StatusDefinition[], fromKey: string, toKey: string): MoveName {
  const from = statusByKey(statuses, fromKey)?.status.type;
  const to = statusByKey(statuses, toKey)?.status.type;
  if (from === 'orderStarted' && (to === 'submittedForApproval' || to === 'payment')) return 'submit';
  if (from === 'submittedForApproval') return 'approve';
  return 'setStatus';
}

export function seedDemoHistory(
  em: EntityManager,
  input: { order: ProductOrderRow; statuses: readonly StatusDefinition[]; completedStatusKeys: readonly string[]; owner: User; staff: User; now: Date },
): void {
  const { order, statuses, completedStatusKeys: keys, owner, staff } = input;
  const { now } = input;
  for (let i = 1; i < keys.length; i++) {
    const move = moveReaching(statuses, keys[i - 1]!, keys[i]!);
    const by = move === 'submit' ? owner : staff;
    em.create(OrderHistorySchema, {
      orgId: order.orgId,
      productOrderId: order.id,
      userId: by.id,
      userName: displayName(by),
      move,
      fromStatusKey: keys[i - 1]!,
      toStatusKey: keys[i]!,
      note: '',
      created: reachedAt(now, keys.length, i),
    });
  }
}
