/**
 * Creating, updating and destroying items (productInstance). Each write locks the order, checks the
 * viewer may edit it, checks and normalises the configuration (an order-level choice is written to
 * every item carrying the property; a new item takes the values the order already holds), then prices
 * the items it changed and the order on the server; whatever price a client sent is never stored.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { CUSTOM_PRODUCT_ID, type CatalogueIndex, type InstanceProperties, type itemChange, type resourceSchemas } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ArchCustomViewSchema, ProductInstanceSchema, type ProductInstanceRow, type ProductOrderRow } from '../db/entities/index.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { assertCanSeeOrder, assertEmployee, assertMayEditAfterSubmission, pricingHiddenFor, productIsVisible } from './access.ts';
import { cachedCatalogueIndex, catalogueIndexAt, keptCatalogueIndex } from './catalogue-loader.ts';
import { retryingTransaction } from '../db/retrying-transaction.ts';
import { checkConfiguration } from './item-configuration.ts';
import { assertChangedItemTitle, assertNewItemTitle } from './item-title.ts';
import { changesOrderLevelChoice, inheritOrderLevelValues, spreadOrderLevelChoices } from './order-level-values.ts';
import { priceItems, priceOrderCosts } from './order-pricing.ts';
import { readItemWrite, readOrderItems, type OrderItemRow, type SentChoice } from './item-write-read.ts';
import { writeItemUpdate } from './item-update-write.ts';
import { newItemValues } from './order-factory.ts';
import { itemsOf, lockOrder, repriceOrder } from './order-repricing.ts';
import { instanceForViewer, orderForViewer } from './serializers.ts';
import { changedFields, changesSince, snapshotById } from './item-write-changes.ts';

type ItemChange = z.output<typeof itemChange>;
interface WriteSnapshot {
  order: Record<string, unknown>;
  items: Map<number, Record<string, unknown>>;
}

type CreateProps = z.output<typeof resourceSchemas.productInstance.create>;
type UpdateProps = z.output<typeof resourceSchemas.productInstance.update>;

@injectable()
export class ItemWriteService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async create(viewer: Viewer, props: CreateProps) {
    return retryingTransaction(this.em, async (tx) => {
      const order = await this.editableOrder(tx, viewer, props.productOrderId);
      const index = await cachedCatalogueIndex(tx, order.orgId);
      const isCustom = props.productId === CUSTOM_PRODUCT_ID;
      if (isCustom || props.customPriceInCents != null) assertEmployee(viewer, 'add custom items');
      const configured = isCustom ? {} : this.configure(viewer, index, props.productId, {}, props.properties ?? {}, true);
      const product = index.productsById.get(props.productId);
      assertNewItemTitle(product, props.title);
      const items = await itemsOf(tx, order.id);
      const before = this.snapshot(viewer, order, items);
      const properties =
        isCustom || !product ? configured : inheritOrderLevelValues({ index, viewer, product, properties: configured, items: [...items].sort(byRank) });
      // A new item goes after the given rank (the active item); later items shift up by one.
      const rank = props.rank === undefined ? Math.max(0, ...items.map((i) => i.rank)) + 1 : props.rank + 1;
      for (const later of items) if (later.rank >= rank) later.rank += 1;
      const item = tx.create(
        ProductInstanceSchema,
        newItemValues({
          orgId: order.orgId,
          productOrderId: order.id,
          productId: props.productId,
          quantity: props.quantity ?? 1,
          rank,
          title: props.title,
          notes: props.notes,
          properties,
          customPriceInCents: props.customPriceInCents ?? null,
          archCustomViewId: await this.viewportOf(tx, order, props.archCustomViewId),
          position: props.position ?? null,
        }),
      );
      if (props.engravingArrays) item.engravingArrays = props.engravingArrays;
      const all = await repriceOrder(tx, { order, registry: viewer.registry, items: [...items, item].sort(byRank), index });
      await tx.flush();
      return this.result(viewer, before, order, all, item);
    });
  }

  async update(viewer: Viewer, id: number, props: UpdateProps, version: number | undefined) {
    return retryingTransaction(this.em, async (tx) => {
      // One round trip (item-write-read.ts): the order locked, then the item, every item's total, the
      // catalogue stamp, the owner's guest terms and, when the write looks like an order-level choice,
      // every item as a plain row; no row is made an ORM entity (issue 37).
      const read = await readItemWrite(tx, viewer.orgId, id, sentOrderLevelChoices(keptCatalogueIndex(tx, viewer.orgId), props.properties));
      const order = assertCanSeeOrder(viewer, read.order);
      assertMayEditAfterSubmission(viewer, order, 'items');
      const item = read.item;
      if (!item) throw notFound();
      if (version !== undefined && version !== item.version) throw conflict();
      if (props.customPriceInCents !== undefined) assertEmployee(viewer, 'set custom prices');
      const orderBefore = orderFieldsAnUpdateTouches(order);
      // As read, for the write of only what changed (item-update-write.ts).
      const orderRead = { ...order };
      const itemRead = { ...item };
      const index = await catalogueIndexAt(tx, order.orgId, read.stamp);
      const { properties, ...rest } = props;
      assertChangedItemTitle(index.productsById.get(item.productId), props.title);
      // The other items an order-level choice changed (plain rows), with what they held before.
      let reached: OrderItemRow[] = [];
      const before = new Map<number, ReturnType<typeof touchableFields>>();
      if (properties !== undefined && item.productId !== CUSTOM_PRODUCT_ID) {
        const previous = item.properties;
        if (changesOrderLevelChoice(index, previous, properties)) {
          // Read with the rest when the kept index foresaw the choice; else in a second round trip.
          const items = read.orderItems ?? (await readOrderItems(tx, order.id));
          for (const i of items) before.set(i.id, touchableFields(i));
          // The order-level check speaks first: an order-level choice that empties one of this very
          // item's own properties is refused with the 'Oops…' message the picker shows, not with the
          // configuration check's 'Not available with…' (issue 7, item 9).
          spreadOrderLevelChoices({ index, viewer, item, before: previous, after: properties, items });
          reached = items.filter((i) => i.id !== item.id && i.properties !== before.get(i.id)!.properties);
        }
        item.properties = this.configure(viewer, index, item.productId, previous, properties, false);
      }
      if (rest.archCustomViewId !== undefined) await this.viewportOf(tx, order, rest.archCustomViewId);
      Object.assign(item, rest);
      // Priced incrementally: the written item and those an order-level choice changed; the order's
      // costs from every item's total, the stored ones for the items this write left alone.
      priceItems(index, order, [item, ...reached]);
      const totalOf = new Map([item, ...reached].map((i) => [i.id, i.totalPriceInCents]));
      priceOrderCosts({
        registry: viewer.registry,
        order,
        itemTotalsInCents: read.totals.map((t) => totalOf.get(t.id) ?? t.totalPriceInCents),
        ...read.guestTerms,
      });
      // The item, the reached items, the order and the live row in one statement, not a flush.
      await writeItemUpdate(tx, { order, orderBefore: orderRead, item, itemBefore: itemRead, reached });
      const hidden = pricingHiddenFor(viewer, order);
      const changedInstances = reached.flatMap((i) => {
        const after = visibleFields(touchableFields(i), hidden);
        const changed = changedFields(visibleFields(before.get(i.id)!, hidden), after);
        return Object.keys(changed).length ? [{ ...changed, id: i.id } as ItemChange] : [];
      });
      // Of the order, an update changes only its costs, item count, version and lastUpdated: those are
      // compared, not the whole order made plain and copied twice (issue 37).
      const orderChanges = changedFields(visibleOrderFields(orderBefore, hidden), visibleOrderFields(orderFieldsAnUpdateTouches(order), hidden));
      const { id: orderId, orgId, orgSpecificId, userId, involvedUsers, version: orderVersion } = order;
      return {
        productInstance: instanceForViewer(item, hidden),
        changedInstances,
        removedInstanceIds: [] as number[],
        productOrder: { ...orderChanges, id: orderId, orgId, orgSpecificId, userId, involvedUsers, version: orderVersion },
      };
    });
  }

  async destroy(viewer: Viewer, id: number) {
    return retryingTransaction(this.em, async (tx) => {
      const { item, order } = await this.editableItem(tx, viewer, id);
      const items = await itemsOf(tx, order.id);
      const before = this.snapshot(viewer, order, items);
      tx.remove(item);
      const all = await repriceOrder(tx, { order, registry: viewer.registry, items });
      await tx.flush();
      return this.result(viewer, before, order, all, undefined, [item.id]);
    });
  }

  /** A viewport named for an item must be one of the item's order (else 404, as for any record the viewer cannot see). */
  private async viewportOf(em: EntityManager, order: ProductOrderRow, archCustomViewId: number | null | undefined): Promise<number | null> {
    if (archCustomViewId == null) return null;
    if (!(await em.findOne(ArchCustomViewSchema, { id: archCustomViewId, productOrderId: order.id, orgId: order.orgId }))) throw notFound();
    return archCustomViewId;
  }

  /** The order, locked, if the viewer may see it (else 404) and change its items (else 403). */
  private async editableOrder(em: EntityManager, viewer: Viewer, productOrderId: number): Promise<ProductOrderRow> {
    const order = assertCanSeeOrder(viewer, await lockOrder(em, { id: productOrderId, orgId: viewer.orgId }));
    assertMayEditAfterSubmission(viewer, order, 'items');
    return order;
  }

  /**
   * The item, read after its order is locked: read before, its version could be older than a write
   * that committed while this one waited for the lock, and saving it would be refused as stale.
   */
  private async editableItem(em: EntityManager, viewer: Viewer, id: number) {
    const found = await em.findOne(ProductInstanceSchema, { id, orgId: viewer.orgId });
    if (!found) throw notFound();
    const order = await this.editableOrder(em, viewer, found.productOrderId);
    const item = await em.refresh(found);
    if (!item) throw notFound();
    return { item, order };
  }

  private configure(
    viewer: Viewer,
    index: CatalogueIndex,
    productId: number,
    before: InstanceProperties,
    after: InstanceProperties,
    isNewItem: boolean,
  ): InstanceProperties {
    const product = index.productsById.get(productId);
    if (!product) throw notFound('No such product.');
    // A new item needs a product the viewer may pick; an existing one keeps its (maybe archived) product.
    if (isNewItem && !productIsVisible(viewer.role, product)) throw forbidden('This product is not available to you.');
    return checkConfiguration({ index, product, viewer, before, after });
  }

  /** The order and its items as the viewer sees them before the write, to answer only what changes. */
  private snapshot(viewer: Viewer, order: ProductOrderRow, items: readonly ProductInstanceRow[]): WriteSnapshot {
    const hidden = pricingHiddenFor(viewer, order);
    return {
      order: structuredClone(orderForViewer(order, hidden)) as Record<string, unknown>,
      items: snapshotById(items.map((i) => instanceForViewer(i, hidden))),
    };
  }

  /** The written item whole; of the other items and the order, only what changed since the snapshot. */
  private result(
    viewer: Viewer,
    before: WriteSnapshot,
    order: ProductOrderRow,
    items: ProductInstanceRow[],
    item?: ProductInstanceRow,
    removedIds: number[] = [],
  ) {
    const hidden = pricingHiddenFor(viewer, order);
    const after = orderForViewer(order, hidden);
    const { id, orgId, orgSpecificId, userId, involvedUsers, version } = after;
    return {
      ...(item ? { productInstance: instanceForViewer(item, hidden) } : {}),
      changedInstances: changesSince(
        before.items,
        items.map((i) => instanceForViewer(i, hidden)),
        item?.id,
      ) as ItemChange[],
      removedInstanceIds: removedIds,
      productOrder: { ...changedFields(before.order, after), id, orgId, orgSpecificId, userId, involvedUsers, version },
    };
  }
}

/**
 * The order-level choices a write sends, as the index last kept knows the properties (a guess: the
 * write checks against the index of its own stamp): what the first read asks the database to compare.
 */
function sentOrderLevelChoices(kept: CatalogueIndex | undefined, properties: InstanceProperties | undefined): SentChoice[] {
  if (!kept || !properties) return [];
  const sent: SentChoice[] = [];
  for (const [key, value] of Object.entries(properties)) {
    const optionId = value.optionId;
    if (typeof optionId === 'number' && Number.isSafeInteger(optionId) && kept.propertiesById.get(Number(key))?.isOrderLevel) {
      sent.push({ propertyId: Number(key), optionId });
    }
  }
  return sent;
}

const byRank = (a: ProductInstanceRow, b: ProductInstanceRow) => a.rank - b.rank || a.id - b.id;

/** The fields an item write can change on another item of the order (an update: never its rank, quantity or text). */
const touchableFields = (row: OrderItemRow) => ({
  properties: row.properties,
  unitPriceInCents: row.unitPriceInCents,
  totalPriceInCents: row.totalPriceInCents,
  version: row.version,
  lastUpdated: row.lastUpdated,
});

/** The order fields an item update can change (priceOrderCosts, and the flush's version and lastUpdated). */
const orderFieldsAnUpdateTouches = (order: ProductOrderRow) => ({
  costs: order.costs,
  productInstancesCount: order.productInstancesCount,
  version: order.version,
  lastUpdated: order.lastUpdated,
});

/** Those order fields as the viewer sees them (no costs when prices are hidden). */
function visibleOrderFields(fields: ReturnType<typeof orderFieldsAnUpdateTouches>, pricingIsHidden: boolean): Record<string, unknown> {
  if (!pricingIsHidden) return fields;
  const { costs: _costs, ...rest } = fields;
  return rest;
}

/** Those fields as the viewer sees them (no prices when theirs are hidden). */
function visibleFields(fields: ReturnType<typeof touchableFields>, pricingIsHidden: boolean): Record<string, unknown> {
  if (!pricingIsHidden) return fields;
  const { unitPriceInCents: _unit, totalPriceInCents: _total, ...rest } = fields;
  return rest;
}
