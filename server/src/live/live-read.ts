/**
 * What a screen reads after another person's change (issue 36, liveReadCall): only what the change
 * named, not the order page's whole answer with its catalogue. The same projection as the order page's
 * read (orderForViewer / instanceForViewer with the viewer's hidden prices), the same visibility check
 * (nothing is answered for an order the viewer may not see), scoped to the viewer's organisation.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { liveReadCall, Medium, ProductInstance, ProductOrder, ResponseOf } from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import { MediumSchema, ProductInstanceSchema, ProductOrderSchema, liveOrderSql } from '../db/entities/index.ts';
import { readTogether, selectPlain } from '../db/plain-rows.ts';
import { assertCanSeeOrder, pricingHiddenFor } from '../services/access.ts';
import { bookkeepingColumns, instanceForViewer, orderForViewer } from '../services/serializers.ts';
import type { OrderReadService } from '../services/order-read-service.ts';

type LiveReadInput = z.output<typeof liveReadCall.request>;

export async function liveRead(
  em: EntityManager,
  reader: OrderReadService,
  viewer: Viewer,
  input: LiveReadInput,
): Promise<ResponseOf<typeof liveReadCall>['data']> {
  const orgId = viewer.orgId;
  const ids = [...new Set(input.itemIds)];
  // Asked together (one round trip); nothing of it is answered unless the viewer may see the order.
  const [[found], items, media] = await readTogether(em, [
    () =>
      selectPlain<ProductOrder>(em, ProductOrderSchema, {
        where: `t.id = ? and t.org_id = ? and ${liveOrderSql('t')}`,
        params: [input.productOrderId, orgId],
        orderBy: 't.id',
      }),
    () =>
      ids.length
        ? selectPlain<ProductInstance>(em, ProductInstanceSchema, {
            where: `t.product_order_id = ? and t.org_id = ? and t.id in (${ids.map(() => '?').join(', ')})`,
            params: [input.productOrderId, orgId, ...ids],
            orderBy: 't.rank asc, t.id asc',
          })
        : Promise.resolve([] as ProductInstance[]),
    () =>
      selectPlain<Medium>(em, MediumSchema, {
        where: 't.org_id = ? and t.id > ?',
        params: [orgId, input.mediaAfter],
        orderBy: 't.id asc',
        omit: bookkeepingColumns,
      }),
  ]);
  const order = assertCanSeeOrder(viewer, found ?? null);
  const hidden = pricingHiddenFor(viewer, order, null);
  const spatial = input.plan && order.type === 'arch' ? await reader.spatialRecords(order.id, viewer.registry) : undefined;
  const present = new Set(items.map((i) => i.id));
  return {
    productOrder: orderForViewer(order, hidden),
    pricingIsHidden: hidden,
    productInstances: items.map((i) => instanceForViewer(i, hidden)),
    removedInstanceIds: ids.filter((id) => !present.has(id)),
    media,
    ...spatial,
  };
}
