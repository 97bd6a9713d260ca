/** The read calls: home page data, one order with everything its page needs, the orders list (or its CSV) and its status counts. */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { limits, withKnownFilterValues, type homepageDataCall, type orderDataCall, type ordersCountCall, type ordersDataCall, type Product, type ProductCategory, type ResponseOf } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  ArchCustomViewSchema, ArchElevationSchema, ArchWallSchema, GenericEntitySchema, MediumSchema, ProductCanvasLineSchema,
  ProductCanvasTextSchema, ProductCategorySchema, ProductInstanceSchema, ProductOptionSchema, ProductOrderSchema, ProductSchema, UserSchema,
} from '../db/entities/index.ts';
import { assertActiveOrg, assertCanSeeOrder, assertEmployee, optionIsVisible, pricingHiddenFor, productIsVisible, statusesVisibleTo } from './access.ts';
import { loadCatalogue, loadProductGraphicsOf } from './catalogue-loader.ts';
import { instanceForViewer, listRowForViewer, orderForViewer, plain } from './serializers.ts';
import { countOrdersByStatus, listOrders } from './orders-list-query.ts';
import { shareLinkFor } from './share-service.ts';
import { ordersCsv } from './orders-csv.ts';

type OrderDataInput = z.output<typeof orderDataCall.request>;
type OrdersDataInput = z.output<typeof ordersDataCall.request>;
type OrdersCountInput = z.output<typeof ordersCountCall.request>;

@injectable()
export class OrderReadService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async homepageData(viewer: Viewer, orgId: number): Promise<ResponseOf<typeof homepageDataCall>['data']> {
    assertActiveOrg(viewer, orgId);
    return this.visibleProductsAndCategories(viewer, orgId);
  }

  /** The products the viewer may pick and the organisation's categories, neither archived. */
  private async visibleProductsAndCategories(viewer: Viewer, orgId: number) {
    const byRank = { orderBy: { rank: 'asc', id: 'asc' } } as const;
    const products = (await this.em.find(ProductSchema, { orgId, archived: 0 }, byRank)).map((r) => plain<Product>(r));
    const productCategories = await this.em.find(ProductCategorySchema, { orgId, archived: 0 }, byRank);
    return {
      products: products.filter((p) => productIsVisible(viewer.role, p)),
      productCategories: productCategories.map((r) => plain<ProductCategory>(r)),
    };
  }

  async orderData(viewer: Viewer, input: OrderDataInput): Promise<ResponseOf<typeof orderDataCall>['data']> {
    // Another organisation's order is not found, whatever the body names.
    const shareLink = await shareLinkFor(this.em, input.shareToken);
    const order = assertCanSeeOrder(
      viewer,
      input.orgId === viewer.org.id ? await this.em.findOne(ProductOrderSchema, { orgId: viewer.org.id, orgSpecificId: input.productOrderOrgSpecificId }) : null,
      shareLink,
    );
    const hidden = pricingHiddenFor(viewer, order, shareLink);
    const catalogue = await loadCatalogue(this.em, order.orgId);
    const items = await this.em.find(ProductInstanceSchema, { productOrderId: order.id }, { orderBy: { rank: 'asc', id: 'asc' } });
    const usedProductIds = new Set(items.map((i) => i.productId));
    const involvedIds = Object.keys(order.involvedUsers).map(Number);
    const guests = await this.em.find(UserSchema, { id: { $in: involvedIds } }, { orderBy: { id: 'asc' } });
    const media = await this.em.find(MediumSchema, { orgId: order.orgId }, { orderBy: { id: 'asc' } });
    const isSpatial = order.type === 'arch';
    return {
      productOrders: [orderForViewer(order, hidden)],
      // Archived products show only when already used in the order.
      products: catalogue.products.filter((p) => productIsVisible(viewer.role, p) || usedProductIds.has(p.id)),
      productInstances: items.map((i) => instanceForViewer(i, hidden)),
      productPricingRules: hidden ? [] : catalogue.productPricingRules,
      productProperties: catalogue.productProperties,
      productOptions: catalogue.productOptions.filter((o) => optionIsVisible(viewer.role, o)),
      productOptionClassifiers: catalogue.productOptionClassifiers,
      productGraphics: await loadProductGraphicsOf(this.em, order.orgId, catalogue.products),
      productPropertyGroups: catalogue.productPropertyGroups,
      productRules: catalogue.productRules,
      productCategories: catalogue.productCategories,
      media: media.map((m) => plain(m)),
      guests: guests.map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName })),
      isSpatial,
      pricingIsHidden: hidden,
      productOrderStatuses: statusesVisibleTo(viewer),
      ...(isSpatial ? await this.spatialRecords(order.id) : {}),
    };
  }

  private async spatialRecords(productOrderId: number) {
    const where = { productOrderId };
    const byId = { orderBy: { id: 'asc' } } as const;
    return {
      archWalls: (await this.em.find(ArchWallSchema, where, byId)).map((r) => plain<never>(r)),
      archElevations: (await this.em.find(ArchElevationSchema, where, byId)).map((r) => plain<never>(r)),
      archCustomViews: (await this.em.find(ArchCustomViewSchema, where, { orderBy: { rank: 'asc', id: 'asc' } })).map((r) => plain<never>(r)),
      entities: (await this.em.find(GenericEntitySchema, where, byId)).map((r) => plain<never>(r)),
      productCanvasTexts: (await this.em.find(ProductCanvasTextSchema, where, byId)).map((r) => plain<never>(r)),
      productCanvasLines: (await this.em.find(ProductCanvasLineSchema, where, byId)).map((r) => plain<never>(r)),
    };
  }

  async ordersData(viewer: Viewer, input: OrdersDataInput): Promise<ResponseOf<typeof ordersDataCall>['data']> {
    assertActiveOrg(viewer, input.orgId);
    const { resultConstraints: page, formatForCsvExport } = input;
    // The CSV variant has no paging: the whole filtered list, up to the export cap.
    const window = formatForCsvExport
      ? { offset: 0, limit: limits.priceExportMaxRows }
      : { offset: page.from, limit: page.to - page.from, cursor: input.cursor };
    const { products, productCategories } = await this.visibleProductsAndCategories(viewer, input.orgId);
    const statuses = statusesVisibleTo(viewer);
    const filters = withKnownFilterValues(input.filters, { categoryIds: productCategories.map((c) => c.id), statusKeys: statuses.map((s) => s.key) });
    const count = input.includeTotalCount || formatForCsvExport;
    const { rows, totalCount } = await listOrders(this.em, viewer, { ...input, filters }, window, { count });
    const wantsOptions = input.includeAdvancedOrderData && viewer.isEmployee && !formatForCsvExport;
    const options = wantsOptions ? await this.em.find(ProductOptionSchema, { orgId: input.orgId }, { orderBy: { rank: 'asc', id: 'asc' } }) : [];
    return {
      products,
      productOrders: formatForCsvExport ? [] : rows.map((row) => listRowForViewer(row, pricingHiddenFor(viewer, row))),
      productCategories,
      productOptions: options.map((r) => plain(r)),
      ...(totalCount === undefined ? {} : { totalCount }),
      productOrderStatuses: statuses,
      ...(formatForCsvExport
        ? { productOrdersCsvData: ordersCsv(rows.map((row) => ({ row, ownerName: row.ownerName, pricingIsHidden: pricingHiddenFor(viewer, row) })), statuses) }
        : {}),
    };
  }

  /** Active orders per last completed status, for the orders list's status shortcuts (employees only). */
  async ordersCount(viewer: Viewer, input: OrdersCountInput): Promise<ResponseOf<typeof ordersCountCall>['data']> {
    assertActiveOrg(viewer, input.orgId);
    assertEmployee(viewer, 'count orders by status');
    return { productOrderCountsByStatusKey: await countOrdersByStatus(this.em, viewer, input.statusKeys) };
  }
}
