/** Home, order data, the orders list, its status counts and order creation (spec orders §7). */
import { createProductOrderCall, homepageDataCall, orderDataCall, ordersCountCall, ordersDataCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { OrderReadService } from '../services/order-read-service.ts';
import { OrderWriteService } from '../services/order-write-service.ts';

export function mountOrderRoutes(calls: CallRouter): void {
  calls
    // The calls that open a page only read: each starts beside its session lookup (authedRead).
    .authedRead(homepageDataCall, async ({ orgId }, { read, viewer }) => ({ data: await read(OrderReadService).homepageData(viewer, orgId) }))
    .authedRead(orderDataCall, async (input, { read, viewer }) => ({ data: await read(OrderReadService).orderData(viewer, input) }), { etag: true })
    .authedRead(ordersDataCall, async (input, { read, viewer }) => ({ data: await read(OrderReadService).ordersData(viewer, input) }))
    .authedRead(ordersCountCall, async (input, { read, viewer }) => ({ data: await read(OrderReadService).ordersCount(viewer, input) }))
    .authed(createProductOrderCall, async ({ productOrderProps }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderWriteService).create(viewer, productOrderProps) },
    }));
}
