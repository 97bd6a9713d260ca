/**
 * The edge price projection: every answer of every authenticated call passes through here before it
 * leaves the server, so a call cannot forget to hide prices. For a viewer whose prices are hidden
 * (core's pricingIsHiddenFor: organisation access data, the order's involvedUsers entry, the share
 * link the order was opened by) each price field and price list is removed at any depth (core's
 * withoutPrices). The orders concerned are those in the answer, and the one the request names
 * (productOrderId, or productOrderOrgSpecificId in the active organisation).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { withoutPrices } from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import { ProductOrderSchema } from '../db/entities/index.ts';
import { pricingHiddenFor, type OrderPricingFacts as OrderFacts } from '../services/access.ts';
import { shareLinkFor } from '../services/share-service.ts';

const isOrderNode = (node: Record<string, unknown>): boolean =>
  typeof node.id === 'number' && typeof node.orgSpecificId === 'number' && typeof node.involvedUsers === 'object' && node.involvedUsers !== null;

const positiveInt = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

export async function projectPrices(em: EntityManager, viewer: Viewer, request: unknown, answer: unknown): Promise<unknown> {
  const body = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const orders = new Map<number, OrderFacts>();
  collectOrders(answer, orders);
  const requested = await requestedOrder(em, viewer, body, answer);
  if (requested) orders.set(requested.id, requested);
  const shareLink = await shareLinkFor(em, typeof body.shareToken === 'string' ? body.shareToken : undefined);
  const hiddenOf = (order: OrderFacts): boolean => pricingHiddenFor(viewer, order, shareLink);
  const answerHidden = viewer.pricingIsHiddenByAccess || [...orders.values()].some(hiddenOf);
  if (!answerHidden) return answer;
  return withoutPrices(
    answer,
    (node) => {
      if (isOrderNode(node)) return hiddenOf(node as unknown as OrderFacts);
      const orderId = positiveInt(node.productOrderId);
      const order = orderId === undefined ? undefined : orders.get(orderId);
      return order ? hiddenOf(order) : undefined;
    },
    answerHidden,
  );
}

function collectOrders(value: unknown, into: Map<number, OrderFacts>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectOrders(v, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (isOrderNode(node)) into.set(node.id as number, node as unknown as OrderFacts);
  for (const child of Object.values(node)) if (child !== null && typeof child === 'object') collectOrders(child, into);
}

/** The order a request names, in the viewer's active organisation. */
async function requestedOrder(em: EntityManager, viewer: Viewer, body: Record<string, unknown>, answer: unknown): Promise<OrderFacts | null> {
  const id = positiveInt(body.productOrderId);
  const orgSpecificId = positiveInt(body.productOrderOrgSpecificId);
  if (id === undefined && orgSpecificId === undefined) return null;
  // The order page's answer carries the order it names: no second read of it.
  const carried = answeredOrders(answer).find((o) => o.orgId === viewer.orgId && (id !== undefined ? o.id === id : o.orgSpecificId === orgSpecificId));
  if (carried) return carried;
  const where = id !== undefined ? { id, orgId: viewer.orgId } : { orgSpecificId: orgSpecificId!, orgId: viewer.orgId };
  const row = await em.findOne(ProductOrderSchema, where, { fields: ['id', 'userId', 'involvedUsers'] });
  return row ? { id: row.id, userId: row.userId, involvedUsers: row.involvedUsers } : null;
}

/** The orders at the top of an answer's data (productOrders, productOrder), with what identifies them. */
function answeredOrders(answer: unknown): (OrderFacts & { orgId: number; orgSpecificId: number })[] {
  const data = (answer as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object') return [];
  const candidates = [...(Array.isArray(data.productOrders) ? data.productOrders : []), data.productOrder];
  return candidates.filter(
    (node): node is OrderFacts & { orgId: number; orgSpecificId: number } =>
      !!node && typeof node === 'object' && isOrderNode(node as Record<string, unknown>) && typeof (node as { orgId?: unknown }).orgId === 'number',
  );
}
