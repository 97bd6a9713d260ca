/**
 * Order actions besides the status moves: duplicate ('Copy of {title}', first visible orderStarted
 * status, new effectivePricingDate, every item and every spatial record copied), discarding an untitled draft when its page is
 * left, and the cost update of the organisation's orders (for organisations that turn it on).
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fillTemplate, firstVisibleStartedStatus, isUntitledDraft, lifecycleMessages, orderStaffFeaturesPoint, toStoredDate } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ProductInstanceSchema, ProductOrderSchema, type ProductOrderRow } from '../../db/entities/index.ts';
import { forbidden } from '../../http/errors.ts';
import { assertCanSeeOrder, assertEmployee, pricingHiddenFor } from '../access.ts';
import { completedStatuses, newItemValues, newOrderValues } from '../order-factory.ts';
import { itemsOf, lockOrder, repriceOrder } from '../order-repricing.ts';
import { orderForViewer } from '../serializers.ts';
import { allocateOrgSpecificId } from '../order-write-service.ts';
import { copySpatialRecords } from './copy-spatial-records.ts';

const TITLE_MAX = 200;

@injectable()
export class OrderActionsService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async duplicate(viewer: Viewer, productOrderId: number) {
    const source = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    const copy = await this.em.transactional(async (tx) => {
      const start = firstVisibleStartedStatus(viewer.org.settings.productOrderStatuses, viewer.role);
      const created = tx.create(ProductOrderSchema, {
        ...newOrderValues({
          orgId: viewer.orgId,
          orgSpecificId: await allocateOrgSpecificId(tx, viewer.orgId),
          userId: viewer.userId,
          title: fillTemplate(lifecycleMessages.duplicateTitle, { title: source.title }).slice(0, TITLE_MAX),
          productCategoryId: source.productCategoryId ?? null,
          productCategoryTitle: source.productCategoryTitle,
          productId: source.productId ?? null,
          productTitle: source.productTitle,
          type: source.type,
          isStocked: source.isStocked,
          statusData: start ? completedStatuses([start.key]) : {},
        }),
        ...copiedDetails(source),
        // It has a name already: no first-order project-info form.
        promptedForProjectInfo: 1,
        // A copy never shows more than its source did: prices hidden there stay hidden on the copy.
        involvedUsers: {
          [String(viewer.userId)]: { role: 'owner' as const, pricingIsHidden: pricingHiddenFor(viewer, source) ? (1 as const) : (0 as const) },
        },
      });
      await tx.flush();
      const copied = await copySpatialRecords(tx, source.id, created.id);
      const items = await itemsOf(tx, source.id);
      const copies = items.map((item) =>
        tx.create(ProductInstanceSchema, {
          ...newItemValues({
            orgId: viewer.orgId,
            productOrderId: created.id,
            productId: item.productId,
            quantity: item.quantity,
            rank: item.rank,
            title: item.title,
            notes: item.notes,
            properties: item.properties,
            customPriceInCents: item.customPriceInCents ?? null,
          }),
          archCustomViewId: item.archCustomViewId == null ? null : (copied.archCustomView.get(item.archCustomViewId) ?? null),
          position: item.position ?? null,
          thumbnailUrl: item.thumbnailUrl ?? null,
        }),
      );
      // Priced at the new effectivePricingDate (now), not at the source's.
      await repriceOrder(tx, { order: created, registry: viewer.registry, items: copies });
      await tx.flush();
      return created;
    });
    return orderForViewer(copy, pricingHiddenFor(viewer, copy));
  }

  /** Called when the order page is left: removes the order if it is the caller's own untitled draft. */
  async discardUntitledDraft(viewer: Viewer, productOrderId: number): Promise<boolean> {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    if (order.userId !== viewer.userId || !isUntitledDraft(order)) return false;
    await this.em.nativeDelete(ProductOrderSchema, { id: order.id, orgId: viewer.orgId });
    return true;
  }

  /** Recomputes and stores the costs of every active order of the organisation, one locked order at a time. */
  async updateCosts(viewer: Viewer): Promise<number> {
    assertEmployee(viewer, 'update order costs');
    if (!viewer.registry.single(orderStaffFeaturesPoint)?.costUpdate) throw forbidden(lifecycleMessages.costUpdateOff);
    const ids = (await this.em.find(ProductOrderSchema, { orgId: viewer.orgId, archived: 0 }, { fields: ['id'], orderBy: { id: 'asc' } })).map((o) => o.id);
    for (const id of ids) {
      await this.em.fork().transactional(async (tx) => {
        const order = await lockOrder(tx, { id, orgId: viewer.orgId });
        if (order) await repriceOrder(tx, { order, registry: viewer.registry });
        await tx.flush();
      });
    }
    return ids.length;
  }
}

/** What a copy keeps of its source: order details and pricing settings, never payments, shares or statuses. */
function copiedDetails(source: ProductOrderRow) {
  return {
    projectName: source.projectName,
    firmName: source.firmName,
    contactName: source.contactName,
    clientEmails: source.clientEmails,
    phone: source.phone,
    purchaseOrderNumber: source.purchaseOrderNumber,
    estimateNumber: source.estimateNumber,
    deliveryAddress: source.deliveryAddress,
    billingAddress: source.billingAddress,
    disableSalesTax: source.disableSalesTax,
    discountMode: source.discountMode,
    shippingMode: source.shippingMode,
    discountPercentage: source.discountPercentage ?? null,
    discountFlatAmount: source.discountFlatAmount ?? null,
    shippingPercentage: source.shippingPercentage ?? null,
    shippingFlatAmount: source.shippingFlatAmount ?? null,
    taxPercentage: source.taxPercentage,
    tariffPercentage: source.tariffPercentage,
    effectivePricingDate: toStoredDate(),
  };
}
