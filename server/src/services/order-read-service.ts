/** The read calls: home page data, one order with everything its page needs, the orders list (or its CSV) and its status counts. */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { limits, withKnownFilterValues, type homepageDataCall, type Medium, type orderDataCall, type ordersCountCall, type ordersDataCall, type Product, type ProductCategory, type ProductInstance, type ProductOrder, type PublicUser, type ResponseOf } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  ArchCustomViewSchema, ArchElevationSchema, ArchWallSchema, GenericEntitySchema, MediumSchema, ProductCanvasLineSchema,
  ProductCanvasTextSchema, ProductCategorySchema, ProductInstanceSchema, ProductOptionSchema, ProductOrderSchema, ProductSchema,
} from '../db/entities/index.ts';
import { assertActiveOrg, assertCanSeeOrder, assertEmployee, optionIsVisible, pricingHiddenFor, productIsVisible, statusesVisibleTo } from './access.ts';
import { loadCatalogue, loadProductGraphicsOf } from './catalogue-loader.ts';
import { bookkeepingColumns, instanceForViewer, listRowForViewer, orderForViewer, plain } from './serializers.ts';
import { selectPlain } from '../db/plain-rows.ts';
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

  /**
   * Everything the order page needs, read plain (db/plain-rows.ts): one query per table, no entity
   * hydration; the answer is built from the rows as read.
   */
  async orderData(viewer: Viewer, input: OrderDataInput): Promise<ResponseOf<typeof orderDataCall>['data']> {
    // Another organisation's order is not found, whatever the body names.
    const shareLink = await shareLinkFor(this.em, input.shareToken);
    const [found] = input.orgId === viewer.org.id
      ? await selectPlain<ProductOrder>(this.em, ProductOrderSchema, { where: 't.org_id = ? and t.org_specific_id = ?', params: [viewer.org.id, input.productOrderOrgSpecificId], orderBy: 't.id' })
      : [];
    const order = assertCanSeeOrder(viewer, found ?? null, shareLink);
    const hidden = pricingHiddenFor(viewer, order, shareLink);
    const catalogue = await loadCatalogue(this.em, order.orgId);
    const items = await selectPlain<ProductInstance>(this.em, ProductInstanceSchema, { where: 't.product_order_id = ?', params: [order.id], orderBy: 't.rank asc, t.id asc' });
    const usedProductIds = new Set(items.map((i) => i.productId));
    const guests = await publicUsers(this.em, Object.keys(order.involvedUsers).map(Number));
    const media = await selectPlain<Medium>(this.em, MediumSchema, { where: 't.org_id = ?', params: [order.orgId], orderBy: 't.id asc', omit: bookkeepingColumns });
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
      media,
      guests,
      isSpatial,
      pricingIsHidden: hidden,
      productOrderStatuses: statusesVisibleTo(viewer),
      ...(isSpatial ? await this.spatialRecords(order.id) : {}),
    };
  }

  private async spatialRecords(productOrderId: number) {
    const rows = <T>(schema: Parameters<typeof selectPlain>[1], orderBy = 't.id asc') =>
      selectPlain<T>(this.em, schema, { where: 't.product_order_id = ?', params: [productOrderId], orderBy, omit: bookkeepingColumns });
    return {
      archWalls: await rows<never>(ArchWallSchema),
      archElevations: await rows<never>(ArchElevationSchema),
      archCustomViews: await rows<never>(ArchCustomViewSchema, 't.rank asc, t.id asc'),
      entities: await rows<never>(GenericEntitySchema),
      productCanvasTexts: await rows<never>(ProductCanvasTextSchema),
      productCanvasLines: await rows<never>(ProductCanvasLineSchema),
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

/** The people an order involves, as the order page shows them (never their credentials). */
async function publicUsers(em: EntityManager, ids: readonly number[]): Promise<PublicUser[]> {
  if (!ids.length) return [];
  return em.getConnection().execute<PublicUser[]>(
    `select id, email, first_name as "firstName", last_name as "lastName" from app_user where id in (${ids.map(() => '?').join(', ')}) order by id asc`,
    [...ids],
  );
}
