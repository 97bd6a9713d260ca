/**
 * Status names for the list. The API does not send the organisation's status definitions yet, so a
 * status key is shown as words ('submittedForApproval' -> 'Submitted For Approval') and the filter
 * offers the keys seen on the orders loaded so far.
 */
import type { OrderRow } from './orders-list-store.ts';

export const statusLabel = (key: string | null): string =>
  key ? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()) : '—';

export function knownStatusKeys(rows: OrderRow[], seen: ReadonlySet<string>): string[] {
  const keys = new Set(seen);
  for (const row of rows) {
    if (row.lastCompletedStatusKey) keys.add(row.lastCompletedStatusKey);
    for (const key of Object.keys(row.statusData)) keys.add(key);
  }
  return [...keys].sort();
}
