/**
 * The server's own pricing of an order (issue 3): every item priced by core's priceItem at the
 * order's effectivePricingDate, then the order's costs by computeOrderCosts with the organisation's
 * plugins (discount caps, deposit rules) and the owner's guest discount. Client-sent totals never
 * reach this; it runs on every write that can change a price.
 */
import { computeOrderCosts, priceItem, type CatalogueIndex, type InstanceProperties, type OrgRegistry } from '@configurator/core';
import type { ProductInstanceRow, ProductOrderRow } from '../db/entities/index.ts';
import { orderDto } from './serializers.ts';

export interface OrderPricingInput {
  index: CatalogueIndex;
  registry: OrgRegistry;
  order: ProductOrderRow;
  items: ProductInstanceRow[];
  /** The owner's own discount when the owner is a guest of the organisation. */
  guestDiscountPercentage?: number;
  /** The organisation disabled sales tax for this guest owner: none of their orders is taxed. */
  ownerSalesTaxDisabled?: boolean;
  /**
   * Only these items are priced again (issue 37: an item write prices incrementally, the items it
   * changed); the others keep the prices stored with them, as the last write that touched them priced
   * them. Absent: every item.
   */
  only?: ReadonlySet<ProductInstanceRow>;
}

/** Writes item prices, costs and the item count onto the rows (the caller flushes). */
export function priceOrder({ index, registry, order, items, guestDiscountPercentage, ownerSalesTaxDisabled, only }: OrderPricingInput): void {
  priceItems(index, order, only ?? items);
  priceOrderCosts({ registry, order, itemTotalsInCents: items.map((i) => i.totalPriceInCents), guestDiscountPercentage, ownerSalesTaxDisabled });
}

/** What pricing reads and writes of an item: an entity or a plain row (item-write-read.ts). */
type PricedRow = Pick<ProductInstanceRow, 'productId' | 'quantity' | 'properties' | 'customPriceInCents' | 'unitPriceInCents' | 'totalPriceInCents'>;

/**
 * Prices these items at the order's pricing date, writing only prices that changed. Items alike
 * (one selections object, as an order-level choice hands them, same product, quantity and custom
 * price) are priced once: priceItem reads nothing else.
 */
export function priceItems(index: CatalogueIndex, order: ProductOrderRow, items: Iterable<PricedRow>): void {
  const priced = new Map<InstanceProperties, Map<string, ReturnType<typeof priceItem>>>();
  for (const item of items) {
    const customPriceInCents = item.customPriceInCents ?? null;
    const key = `${item.productId}/${item.quantity}/${customPriceInCents}`;
    let byKey = priced.get(item.properties);
    if (!byKey) priced.set(item.properties, (byKey = new Map()));
    let price = byKey.get(key);
    if (!price) {
      price = priceItem({
        index,
        instance: { productId: item.productId, quantity: item.quantity, properties: item.properties, customPriceInCents },
        effectivePricingDate: order.effectivePricingDate,
      });
      byKey.set(key, price);
    }
    if (item.unitPriceInCents !== price.unitPriceInCents) item.unitPriceInCents = price.unitPriceInCents;
    if (item.totalPriceInCents !== price.totalPriceInCents) item.totalPriceInCents = price.totalPriceInCents;
  }
}

/** The order's costs and item count from every item's total (by rank), written only when they changed. */
export function priceOrderCosts({
  registry,
  order,
  itemTotalsInCents,
  guestDiscountPercentage,
  ownerSalesTaxDisabled,
}: Pick<OrderPricingInput, 'registry' | 'order' | 'guestDiscountPercentage' | 'ownerSalesTaxDisabled'> & { itemTotalsInCents: number[] }): void {
  const costs = computeOrderCosts({
    order: { ...orderDto(order), disableSalesTax: order.disableSalesTax || ownerSalesTaxDisabled ? 1 : 0 },
    itemTotalsInCents,
    registry,
    guestDiscountPercentage,
  });
  if (JSON.stringify(costs) !== JSON.stringify(order.costs)) order.costs = costs;
  if (order.productInstancesCount !== itemTotalsInCents.length) order.productInstancesCount = itemTotalsInCents.length;
}
