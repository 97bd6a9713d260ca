/** Home, order data, the orders list, its status counts and order creation (spec orders §7). */
import { createProductOrderCall, homepageDataCall, orderDataCall, ordersCountCall, ordersDataCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { OrderReadService } from '../services/order-read-service.ts';
import { OrderWriteService } from '../services/order-write-service.ts';

export function mountOrderRoutes(calls: CallRouter): void {
  calls
    // The calls that open a page only read: each starts beside its session lookup (readAhead).
    .authed(homepageDataCall, async ({ orgId }, { resolve, viewer }) => ({ data: await resolve(OrderReadService).homepageData(viewer, orgId) }), { readAhead: true })
    .authed(orderDataCall, async (input, { resolve, viewer }) => ({ data: await resolve(OrderReadService).orderData(viewer, input) }), { etag: true, readAhead: true })
    .authed(ordersDataCall, async (input, { resolve, viewer }) => ({ data: await resolve(OrderReadService).ordersData(viewer, input) }), { readAhead: true })
    .authed(ordersCountCall, async (input, { resolve, viewer }) => ({ data: await resolve(OrderReadService).ordersCount(viewer, input) }), { readAhead: true })
    .authed(createProductOrderCall, async ({ productOrderProps }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderWriteService).create(viewer, productOrderProps) },
    }));
}
