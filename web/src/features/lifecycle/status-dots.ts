/**
 * The status dots row (spec orders §4): one dot per status the viewer may see, dark when done and
 * light when not, milestones drawn larger unless the order is stocked. A step is done when the
 * order's statusData has its entry (the server writes one per step completed and drops the later
 * ones when an order goes back), and the step the order is at is done too. A step skipped on the
 * way (a stocked order goes from its start straight to payment) stays light.
 */
import type { StatusData, StatusDefinition } from '@configurator/core';

export interface StatusDot {
  key: string;
  title: string;
  description: string;
  done: boolean;
  /** The step the order is at now. */
  current: boolean;
  large: boolean;
}

export function statusDots(
  statuses: readonly StatusDefinition[],
  order: { statusData: StatusData; lastCompletedStatusKey: string | null; isStocked: 0 | 1 },
): StatusDot[] {
  const stocked = order.isStocked === 1;
  const reached = order.lastCompletedStatusKey === null ? -1 : statuses.findIndex((s) => s.key === order.lastCompletedStatusKey);
  const currentIndex = reached >= 0 ? reached : 0;
  return statuses.map((status, i) => ({
    key: status.key,
    title: (stocked && status.stockedOrderTitle) || status.title,
    description: (stocked && status.stockedOrderDescription) || status.description,
    done: i === reached || order.statusData[status.key] !== undefined,
    current: i === currentIndex,
    large: status.isMilestone && !stocked,
  }));
}
