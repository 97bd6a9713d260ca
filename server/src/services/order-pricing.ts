/**
 * The server's own pricing of an order (issue 3): every item priced by core's priceItem at the
 * order's effectivePricingDate, then the order's costs by computeOrderCosts with the organisation's
 * plugins (discount caps, deposit rules) and the owner's guest discount. Client-sent totals never
 * reach this; it runs on every write that can change a price.
 */
import { computeOrderCosts, priceItem, type CatalogueIndex, type OrgRegistry } from '@configurator/core';
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
}

/** Writes item prices, costs and the item count onto the rows (the caller flushes). */
export function priceOrder({ index, registry, order, items, guestDiscountPercentage, ownerSalesTaxDisabled }: OrderPricingInput): void {
  for (const item of items) {
    const priced = priceItem({
      index,
      instance: { productId: item.productId, quantity: item.quantity, properties: item.properties, customPriceInCents: item.customPriceInCents ?? null },
      effectivePricingDate: order.effectivePricingDate,
    });
    if (item.unitPriceInCents !== priced.unitPriceInCents) item.unitPriceInCents = priced.unitPriceInCents;
    if (item.totalPriceInCents !== priced.totalPriceInCents) item.totalPriceInCents = priced.totalPriceInCents;
  }
  const costs = computeOrderCosts({
    order: { ...orderDto(order), disableSalesTax: order.disableSalesTax || ownerSalesTaxDisabled ? 1 : 0 },
    itemTotalsInCents: items.map((i) => i.totalPriceInCents),
    registry,
    guestDiscountPercentage,
  });
  if (JSON.stringify(costs) !== JSON.stringify(order.costs)) order.costs = costs;
  if (order.productInstancesCount !== items.length) order.productInstancesCount = items.length;
}
