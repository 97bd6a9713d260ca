/**
 * The generic resource calls, one router over an allow-list: POST /api/resources/{resource}/{action}.
 * Each resource's props schema is in core/src/api/resource-calls.ts; its permission rules live in the
 * service that performs the write.
 */
import { productInstanceCalls, productOrderCalls } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { ItemWriteService } from '../services/item-write-service.ts';
import { OrderWriteService } from '../services/order-write-service.ts';
import { OrderDeletionService } from '../services/lifecycle/order-deletion-service.ts';

export function mountResourceRoutes(calls: CallRouter): void {
  calls
    .authed(productInstanceCalls.create, async ({ props }, { resolve, viewer }) => ({ data: await resolve(ItemWriteService).create(viewer, props) }))
    .authed(productInstanceCalls.update, async ({ id, props, version }, { resolve, viewer }) => ({
      data: await resolve(ItemWriteService).update(viewer, id, props, version),
    }))
    .authed(productInstanceCalls.destroy, async ({ id }, { resolve, viewer }) => ({ data: await resolve(ItemWriteService).destroy(viewer, id) }))
    .authed(productOrderCalls.create, async ({ props }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderWriteService).create(viewer, { orgId: viewer.orgId, title: props.title }) },
    }))
    .authed(productOrderCalls.update, async ({ id, props, version }, { resolve, viewer }) => ({
      data: { productOrder: await resolve(OrderWriteService).update(viewer, id, props, version) },
    }))
    // A soft delete the transitions table decides (issue 32); restorable by staff.
    .authed(productOrderCalls.destroy, async ({ id }, { resolve, viewer }) => {
      await resolve(OrderDeletionService).delete(viewer, id);
      return { data: {} };
    });
}
