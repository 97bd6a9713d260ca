/**
 * Status names for the orders list, from the organisation's statuses the orders-data call sends
 * (already filtered by the viewer's role, in the organisation's order).
 * - The Status filter offers 'All' and each status by title (value: its key). A saved choice the
 *   viewer no longer has is kept visible, named from its key, so the select never shows a wrong one.
 * - A row shows its last completed status: the last of those statuses that its statusData completes,
 *   marked when it differs from the stored lastCompletedStatusKey (spec orders §2: shown in red).
 */
import type { StatusDefinition } from '@configurator/core';
import type { OrderRow } from './orders-list-store.ts';

/** A key as words ('submittedForApproval' -> 'Submitted For Approval'), for keys without a definition. */
export const keyAsWords = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export const statusTitle = (statuses: readonly StatusDefinition[], key: string): string => statuses.find((s) => s.key === key)?.title ?? keyAsWords(key);

export function statusChoices(statuses: readonly StatusDefinition[], selectedKey: string): { value: string; label: string }[] {
  const choices = [{ value: 'All', label: 'All' }, ...statuses.map((s) => ({ value: s.key, label: s.title }))];
  if (!choices.some((c) => c.value === selectedKey)) choices.push({ value: selectedKey, label: keyAsWords(selectedKey) });
  return choices;
}

export interface RowStatus {
  /** What the row shows: the title of its last completed status, or '—'. */
  title: string;
  /** The completed statuses end elsewhere than the stored lastCompletedStatusKey says. */
  differsFromStored: boolean;
}

export function rowStatus(row: Pick<OrderRow, 'statusData' | 'lastCompletedStatusKey'>, statuses: readonly StatusDefinition[]): RowStatus {
  const completed = statuses.filter((s) => s.key in row.statusData);
  const last = completed[completed.length - 1];
  const stored = row.lastCompletedStatusKey;
  // A stored key the viewer has no definition for (a status hidden from guests) is not a mismatch they can judge.
  const storedIsKnown = stored === null || statuses.some((s) => s.key === stored);
  if (!last) return { title: stored ? statusTitle(statuses, stored) : '—', differsFromStored: false };
  return { title: last.title, differsFromStored: storedIsKnown && last.key !== stored };
}
