/**
 * Deleting an order loses nothing (issue 32): delete is a row of the transitions table (who may, at
 * which steps, never once money was taken); the server only marks the order deleted (deletedAt), keeps
 * it with its history and payments, lets staff restore it for DELETED_ORDER_RETENTION_DAYS, and a
 * background job purges it after that. The browser asks mayDeleteOrder, the server applies the same row.
 */
import { parseStoredDate } from '../../domain/dates.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { applyMove } from './apply-move.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';
import type { MoveInput } from './types.ts';

/** How long a deleted order stays restorable before the purge job removes it for good. */
export const DELETED_ORDER_RETENTION_DAYS = 30;
const RETENTION_MS = DELETED_ORDER_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** Whether this viewer may delete this order now (the transitions table's 'delete' row). */
export const mayDeleteOrder = (input: Omit<MoveInput, 'request'>): boolean => applyMove({ ...input, request: { move: 'delete' } }).ok;

/** The moment a deleted order stops being restorable (and the purge job may remove it). */
export const restorableUntil = (deletedAt: string): Date => new Date(parseStoredDate(deletedAt).getTime() + RETENTION_MS);

/** The deletions older than this moment are past restoring: the purge job's cutoff. */
export const purgeCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION_MS);

/** Null when staff may restore the order now, else the refusal's message. */
export function restoreRefusal(deletedAt: string | null | undefined, now: Date): string | null {
  if (!deletedAt) return m.restoreNotDeleted;
  return restorableUntil(deletedAt).getTime() > now.getTime() ? null : fillTemplate(m.restoreExpired, { days: String(DELETED_ORDER_RETENTION_DAYS) });
}
