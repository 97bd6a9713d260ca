/**
 * Core's ordersFromPlan service (plugins' order actions, 'order-actions'): the plugin plans the new
 * order from the source order (pure), this carries the plan out in one transaction (a new order owned
 * by the caller with the plan's fields, its items, priced) and answers its number so the page can open
 * it. The caller must see the source order (404), be the order's owner or hold one of the action's
 * roles (403); a plan of nothing is 422 with the action's message. The plugin's own call (its zod
 * contract, permission and place in the API reference) reaches it through its deps.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { firstVisibleStartedStatus, type OrdersFromPlanService } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ProductInstanceSchema, ProductOrderSchema } from '../../db/entities/index.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { assertCanSeeOrder } from '../access.ts';
import { loadCatalogueIndex } from '../catalogue-loader.ts';
import { completedStatuses, newItemValues, newOrderValues } from '../order-factory.ts';
import { itemsOf, repriceOrder } from '../order-repricing.ts';
import { allocateOrgSpecificId } from '../order-write-service.ts';
import { orderDto } from '../serializers.ts';

@injectable()
export class OrdersFromPlan {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async create(viewer: Viewer, { productOrderId, action }: Parameters<OrdersFromPlanService['createFromPlan']>[0]): Promise<{ orgSpecificId: number }> {
    const source = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    if (source.userId !== viewer.userId && !action.roles.includes(viewer.role)) throw forbidden(`Your role cannot ${action.label}.`);
    const catalogue = await loadCatalogueIndex(this.em, source.orgId);
    const sourceItems = await itemsOf(this.em, source.id);
    const plan = action.plan({ order: orderDto(source), items: sourceItems, catalogue });
    if (!plan) throw unprocessable(action.nothingToDo);

    const created = await this.em.transactional(async (tx) => {
      const start = firstVisibleStartedStatus(viewer.org.settings.productOrderStatuses, viewer.role);
      const category =
        plan.order.productCategoryId == null ? undefined : catalogue.catalogue.productCategories.find((c) => c.id === plan.order.productCategoryId);
      const order = tx.create(ProductOrderSchema, {
        ...newOrderValues({
          orgId: viewer.orgId,
          orgSpecificId: await allocateOrgSpecificId(tx, viewer.orgId),
          userId: viewer.userId,
          title: plan.order.title ?? source.title,
          productCategoryId: category?.id ?? null,
          productCategoryTitle: category?.title ?? '',
          type: plan.order.type,
          isStocked: plan.order.isStocked,
          statusData: start ? completedStatuses([start.key]) : {},
        }),
        ...plan.order,
        // It is named after its source: no first-order project-info form.
        promptedForProjectInfo: 1,
      });
      await tx.flush();
      const items = plan.items.map((item, i) =>
        tx.create(
          ProductInstanceSchema,
          newItemValues({ orgId: viewer.orgId, productOrderId: order.id, productId: item.productId, quantity: item.quantity, rank: i + 1 }),
        ),
      );
      await repriceOrder(tx, { order, registry: viewer.registry, items, index: catalogue });
      await tx.flush();
      return order;
    });
    return { orgSpecificId: created.orgSpecificId };
  }
}
