/** Staff reads of the lifecycle: an order's history and the organisation's mail outbox. */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxMessage, outboxCall } from '@configurator/core';
import type { z } from 'zod';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { OrderHistorySchema, OutboxMessageSchema, ProductOrderSchema } from '../../db/entities/index.ts';
import { assertCanSeeOrder, assertEmployee } from '../access.ts';
import { plain } from '../serializers.ts';
import { historyDto } from './record-move.ts';

type OutboxInput = z.output<typeof outboxCall.request>;

@injectable()
export class LifecycleReadService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async history(viewer: Viewer, productOrderId: number) {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    assertEmployee(viewer, 'read the order history');
    const rows = await this.em.find(OrderHistorySchema, { productOrderId: order.id, orgId: viewer.orgId }, { orderBy: { id: 'desc' } });
    return rows.map(historyDto);
  }

  async outbox(viewer: Viewer, input: OutboxInput): Promise<OutboxMessage[]> {
    assertEmployee(viewer, 'read the outbox');
    const rows = await this.em.find(
      OutboxMessageSchema,
      {
        orgId: viewer.orgId,
        ...(input.beforeId !== undefined ? { id: { $lt: input.beforeId } } : {}),
        ...(input.productOrderId !== undefined ? { productOrderId: input.productOrderId } : {}),
      },
      { orderBy: { id: 'desc' }, limit: input.limit },
    );
    return rows.map((r) => plain<OutboxMessage>(r, []));
  }
}
