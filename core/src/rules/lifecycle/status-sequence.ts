/**
 * Reading an organisation's productOrderStatuses as a sequence. The order's current step is its
 * lastCompletedStatusKey (the step it has reached); an order with none, or with a key the
 * organisation no longer has, is at the first step (as the server's orderIsStarted reads it).
 */
import type { StatusDefinition } from '../../domain/organisation.ts';
import type { OrgRole } from '../../domain/roles.ts';

export type StatusType = StatusDefinition['type'];

export interface StatusPosition {
  index: number;
  status: StatusDefinition;
}

/** The status the order is at, or undefined when the organisation has no statuses at all. */
export function currentStatus(statuses: readonly StatusDefinition[], lastCompletedStatusKey: string | null | undefined): StatusPosition | undefined {
  const index = lastCompletedStatusKey == null ? -1 : statuses.findIndex((s) => s.key === lastCompletedStatusKey);
  if (index >= 0) return { index, status: statuses[index]! };
  return statuses[0] && { index: 0, status: statuses[0] };
}

/** The first step of the process (cancel resets to it; a new order starts at it). */
export const firstStep = (statuses: readonly StatusDefinition[]): StatusPosition | undefined => statuses[0] && { index: 0, status: statuses[0] };

/** The first status of a type strictly after position `after` (or anywhere when after is -1). */
export function firstOfTypeAfter(statuses: readonly StatusDefinition[], type: StatusType, after: number): StatusPosition | undefined {
  const index = statuses.findIndex((s, i) => i > after && s.type === type);
  return index >= 0 ? { index, status: statuses[index]! } : undefined;
}

/** The last status of a type at or before position `atOrBefore` (requires changes goes back to it). */
export function lastOfTypeAtOrBefore(statuses: readonly StatusDefinition[], type: StatusType, atOrBefore: number): StatusPosition | undefined {
  for (let i = Math.min(atOrBefore, statuses.length - 1); i >= 0; i--) if (statuses[i]!.type === type) return { index: i, status: statuses[i]! };
  return undefined;
}

export const statusByKey = (statuses: readonly StatusDefinition[], key: string): StatusPosition | undefined => {
  const index = statuses.findIndex((s) => s.key === key);
  return index >= 0 ? { index, status: statuses[index]! } : undefined;
};

/** Status lists shown to a person are filtered by role (orders §6): guests and guest mode see isVisibleToGuest ones only. */
export const statusesVisibleToRole = (statuses: readonly StatusDefinition[], role: OrgRole): StatusDefinition[] =>
  statuses.filter((s) => role !== 'guest' || s.isVisibleToGuest);

/** A duplicated order restarts at the first orderStarted status the person may see (orders §4). */
export const firstVisibleStartedStatus = (statuses: readonly StatusDefinition[], role: OrgRole): StatusDefinition | undefined =>
  statusesVisibleToRole(statuses, role).find((s) => s.type === 'orderStarted') ?? statuses.find((s) => s.type === 'orderStarted') ?? statuses[0];

/** The title shown for a status: stocked orders use stockedOrderTitle when the status has one. */
export const statusTitle = (status: StatusDefinition, isStocked: boolean): string => (isStocked && status.stockedOrderTitle) || status.title;
