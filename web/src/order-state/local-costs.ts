/**
 * The order's costs while item writes are on their way (issue 37): core's computeOrderCosts over the
 * items as shown, with the organisation's plugins, as the server will compute them. The server also
 * knows what the browser may not (a guest owner's own discount, sales tax turned off for them), so the
 * same computation over the confirmed items must first give the server's own figures: only then are
 * the shown items' costs trusted; otherwise null, and the page keeps the server's costs until it answers.
 */
import { computeOrderCosts, type OrderCosts, type OrgRegistry, type ProductOrder } from '@configurator/core';
import type { ItemView, OrderView } from './order-types.ts';

const totalsOf = (items: readonly ItemView[]) => items.map((i) => i.totalPriceInCents ?? 0);

const sameCosts = (a: OrderCosts, b: OrderCosts) => (Object.keys(a) as (keyof OrderCosts)[]).every((key) => a[key] === b[key]);

export function localCosts(order: OrderView, confirmed: readonly ItemView[], shown: readonly ItemView[], registry: OrgRegistry | undefined): OrderCosts | null {
  if (!order.costs || shown === confirmed) return null;
  const asOrder = order as ProductOrder;
  const server = computeOrderCosts({ order: asOrder, itemTotalsInCents: totalsOf(confirmed), registry });
  if (!sameCosts(server, order.costs)) return null;
  return computeOrderCosts({ order: asOrder, itemTotalsInCents: totalsOf(shown), registry });
}
