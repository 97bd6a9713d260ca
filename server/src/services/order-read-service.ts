/** The read calls: home page data, one order with everything its page needs, the orders list (or its CSV) and its status counts. */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  limits,
  withKnownFilterValues,
  type homepageDataCall,
  type Medium,
  type OrgRegistry,
  type orderDataCall,
  type ordersCountCall,
  type ordersDataCall,
  type Product,
  type ProductCategory,
  type ProductInstance,
  type ProductOrder,
  type PublicUser,
  type ResponseOf,
} from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  ArchCustomViewSchema,
  ArchElevationSchema,
  ArchWallSchema,
  GenericEntitySchema,
  MediumSchema,
  ProductCanvasLineSchema,
  ProductCanvasTextSchema,
  ProductCategorySchema,
  ProductInstanceSchema,
  ProductOptionSchema,
  ProductOrderSchema,
  ProductSchema,
  liveOrderSql,
  ShareLinkSchema,
  type GenericEntityRow,
  type ShareLinkRow,
} from '../db/entities/index.ts';
import { assertActiveOrg, assertCanSeeOrder, assertEmployee, optionIsVisible, pricingHiddenFor, productIsVisible, statusesVisibleTo } from './access.ts';
import { loadCatalogue, loadProductGraphicsOfOrganisation } from './catalogue-loader.ts';
import { bookkeepingColumns, instanceForViewer, listRowForViewer, orderForViewer, plain } from './serializers.ts';
import { readTogether, selectPlain } from '../db/plain-rows.ts';
import { countOrdersByStatus, listOrders } from './orders-list-query.ts';
import { shareLinkFor } from './share-service.ts';
import { currentToken, mayReadLink } from './sharing/share-links.ts';
import { serverSecret } from '../auth/server-secrets.ts';
import { ordersCsv } from './orders-csv.ts';
import { PaymentReconciler, processingIsStale } from '../payments/payment-reconciler.ts';
import { entityAsRead } from './entities/entity-types.ts';

type OrderDataInput = z.output<typeof orderDataCall.request>;
type OrdersDataInput = z.output<typeof ordersDataCall.request>;
type OrdersCountInput = z.output<typeof ordersCountCall.request>;

@injectable()
export class OrderReadService {
  /**
   * It reads (authedRead may resolve it for the calls started beside the session lookup). The one
   * write it may cause, settling a card payment left processing too long, is idempotent: a discarded
   * run that settled it leaves what the kept run would have left.
   */
  static readonly readsOnly = true;

  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(PaymentReconciler) private readonly reconciler: PaymentReconciler,
  ) {}

  async homepageData(viewer: Viewer, orgId: number): Promise<ResponseOf<typeof homepageDataCall>['data']> {
    assertActiveOrg(viewer, orgId);
    return this.visibleProductsAndCategories(viewer, orgId);
  }

  /** The products the viewer may pick and the organisation's categories, neither archived. */
  private async visibleProductsAndCategories(viewer: Viewer, orgId: number) {
    // Read plain: every list and home call asks for these, and only serialises them.
    const query = { where: 't.org_id = ? and t.archived = 0', params: [orgId], orderBy: 't.rank asc, t.id asc', omit: bookkeepingColumns };
    const [products, productCategories] = await readTogether(this.em, [
      () => selectPlain<Product>(this.em, ProductSchema, query),
      () => selectPlain<ProductCategory>(this.em, ProductCategorySchema, query),
    ]);
    return { products: products.filter((p) => productIsVisible(viewer.role, p)), productCategories };
  }

  /**
   * Everything the order page needs, read plain (db/plain-rows.ts): one query per table, no entity
   * hydration; the answer is built from the rows as read.
   */
  async orderData(viewer: Viewer, input: OrderDataInput): Promise<ResponseOf<typeof orderDataCall>['data']> {
    // Another organisation's order is not found, whatever the body names: nothing is read for it.
    if (input.orgId !== viewer.orgId) assertCanSeeOrder(viewer, null);
    const orgId = viewer.orgId;
    const number = input.productOrderOrgSpecificId;
    // Everything the page needs that the order's row does not decide is asked in the same round trip as
    // the order itself (readTogether): its items and people by the order's number, the organisation's
    // catalogue, media and product graphics. Nothing of it is answered unless the viewer may see the order.
    const [shareLink, [found], catalogue, items, guests, media, productGraphics, [ownLink]] = await readTogether(this.em, [
      () => shareLinkFor(this.em, input.shareToken),
      () =>
        selectPlain<ProductOrder>(this.em, ProductOrderSchema, {
          where: `t.org_id = ? and t.org_specific_id = ? and ${liveOrderSql('t')}`,
          params: [orgId, number],
          orderBy: 't.id',
        }),
      () => loadCatalogue(this.em, orgId),
      () =>
        selectPlain<ProductInstance>(this.em, ProductInstanceSchema, {
          where: `t.product_order_id = (select o.id from product_order o where o.org_id = ? and o.org_specific_id = ? and ${liveOrderSql('o')})`,
          params: [orgId, number],
          orderBy: 't.rank asc, t.id asc',
        }),
      () => involvedPublicUsers(this.em, orgId, number),
      () => selectPlain<Medium>(this.em, MediumSchema, { where: 't.org_id = ?', params: [orgId], orderBy: 't.id asc', omit: bookkeepingColumns }),
      () => loadProductGraphicsOfOrganisation(this.em, orgId),
      // The order's own share link (its shareableLink), with the secret its token is derived with
      // (read once per process, then remembered).
      () =>
        selectPlain<ShareLinkRow>(this.em, ShareLinkSchema, {
          where: `t.product_order_id = (select o.id from product_order o where o.org_id = ? and o.org_specific_id = ? and ${liveOrderSql('o')})`,
          params: [orgId, number],
          orderBy: 't.id',
        }),
      () => serverSecret(this.em, 'share-link'),
    ]);
    let order = assertCanSeeOrder(viewer, found ?? null, shareLink);
    // A card payment left processing too long is settled with its gateway before the page sees it.
    if (processingIsStale(order)) order = await this.reconciled(order);
    const hidden = pricingHiddenFor(viewer, order, shareLink);
    const isSpatial = order.type === 'arch';
    // What the order's type decides: a spatial order's plan.
    const spatial = isSpatial ? await this.spatialRecords(order.id, viewer.registry) : undefined;
    const usedProductIds = new Set(items.map((i) => i.productId));
    const shareableLink = ownLink && mayReadLink(viewer, order, ownLink) ? await currentToken(this.em, ownLink) : null;
    return {
      productOrders: [{ ...orderForViewer(order, hidden), ...(shareableLink ? { shareableLink } : {}) }],
      // Archived products show only when already used in the order.
      products: catalogue.products.filter((p) => productIsVisible(viewer.role, p) || usedProductIds.has(p.id)),
      productInstances: items.map((i) => instanceForViewer(i, hidden)),
      productPricingRules: hidden ? [] : catalogue.productPricingRules,
      productProperties: catalogue.productProperties,
      productOptions: catalogue.productOptions.filter((o) => optionIsVisible(viewer.role, o)),
      productOptionClassifiers: catalogue.productOptionClassifiers,
      productGraphics,
      productPropertyGroups: catalogue.productPropertyGroups,
      productRules: catalogue.productRules,
      productCategories: catalogue.productCategories,
      media,
      guests,
      isSpatial,
      pricingIsHidden: hidden,
      productOrderStatuses: statusesVisibleTo(viewer),
      ...spatial,
    };
  }

  private async reconciled(order: ProductOrder): Promise<ProductOrder> {
    await this.reconciler.reconcile(order.orgId, order.id);
    const [fresh] = await selectPlain<ProductOrder>(this.em, ProductOrderSchema, { where: 't.id = ?', params: [order.id], orderBy: 't.id' });
    return fresh ?? order;
  }

  /** A spatial order's plan records (also read alone by the live channel's liveRead). */
  async spatialRecords(productOrderId: number, registry: OrgRegistry) {
    const rows = <T>(schema: Parameters<typeof selectPlain>[1], orderBy = 't.id asc') =>
      selectPlain<T>(this.em, schema, { where: 't.product_order_id = ?', params: [productOrderId], orderBy, omit: bookkeepingColumns });
    const [archWalls, archElevations, archCustomViews, entities, productCanvasTexts, productCanvasLines] = await readTogether(this.em, [
      () => rows<never>(ArchWallSchema),
      () => rows<never>(ArchElevationSchema),
      () => rows<never>(ArchCustomViewSchema, 't.rank asc, t.id asc'),
      () => rows<GenericEntityRow>(GenericEntitySchema),
      () => rows<never>(ProductCanvasTextSchema),
      () => rows<never>(ProductCanvasLineSchema),
    ]);
    // Each entity's data as its type now reads it (older data versions brought up).
    return {
      archWalls,
      archElevations,
      archCustomViews,
      entities: entities.map((e) => entityAsRead(registry, e)) as never[],
      productCanvasTexts,
      productCanvasLines,
    };
  }

  async ordersData(viewer: Viewer, input: OrdersDataInput): Promise<ResponseOf<typeof ordersDataCall>['data']> {
    assertActiveOrg(viewer, input.orgId);
    const { resultConstraints: page, formatForCsvExport } = input;
    // The CSV variant has no paging: the whole filtered list, up to the export cap.
    const window = formatForCsvExport
      ? { offset: 0, limit: limits.priceExportMaxRows }
      : { offset: page.from, limit: page.to - page.from, cursor: input.cursor };
    const statuses = statusesVisibleTo(viewer);
    const statusKeys = statuses.map((s) => s.key);
    const count = input.includeTotalCount || formatForCsvExport;
    const listed = (filters: OrdersDataInput['filters']) => listOrders(this.em, viewer, { ...input, filters }, window, { count });
    // The page is asked together with the products and categories (one round trip, not two), on the
    // guess that the category filtered by exists; a category that does not is asked again as 'all'.
    const guessed = withKnownFilterValues(input.filters, {
      categoryIds: input.filters.productCategoryId === 'all' ? [] : [input.filters.productCategoryId],
      statusKeys,
    });
    const [{ products, productCategories }, guessedPage] = await readTogether(this.em, [
      () => this.visibleProductsAndCategories(viewer, input.orgId),
      () => listed(guessed),
    ]);
    const filters = withKnownFilterValues(input.filters, { categoryIds: productCategories.map((c) => c.id), statusKeys });
    const { rows, totalCount, totalCountCapped } = filters.productCategoryId === guessed.productCategoryId ? guessedPage : await listed(filters);
    const wantsOptions = input.includeAdvancedOrderData && viewer.isEmployee && !formatForCsvExport;
    const options = wantsOptions ? await this.em.find(ProductOptionSchema, { orgId: input.orgId }, { orderBy: { rank: 'asc', id: 'asc' } }) : [];
    return {
      products,
      productOrders: formatForCsvExport ? [] : rows.map((row) => listRowForViewer(row, pricingHiddenFor(viewer, row))),
      productCategories,
      productOptions: options.map((r) => plain(r)),
      ...(totalCount === undefined ? {} : { totalCount }),
      ...(totalCountCapped ? { totalCountCapped } : {}),
      productOrderStatuses: statuses,
      ...(formatForCsvExport
        ? {
            productOrdersCsvData: ordersCsv(
              rows.map((row) => ({ row, ownerName: row.ownerName, pricingIsHidden: pricingHiddenFor(viewer, row) })),
              statuses,
            ),
          }
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

/**
 * The people an order involves (the keys of its involvedUsers, user ids as the server writes them), as
 * the order page shows them (never their credentials); found by the order's number, so they are asked
 * together with the order.
 */
async function involvedPublicUsers(em: EntityManager, orgId: number, orgSpecificId: number): Promise<PublicUser[]> {
  return em.getConnection().execute<PublicUser[]>(
    `select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName" from app_user u
     where u.id in (select k.key::bigint from product_order o, jsonb_object_keys(o.involved_users) k(key)
                    where o.org_id = ? and o.org_specific_id = ? and ${liveOrderSql('o')} and k.key ~ '^[0-9]{1,18}$')
     order by u.id asc`,
    [orgId, orgSpecificId],
  );
}
