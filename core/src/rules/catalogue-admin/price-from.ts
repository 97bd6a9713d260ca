/**
 * A product's 'price from' for the admin products list (issue 34 item 1): the unit price of its
 * cheapest configuration at a date, by core's priceItem, choosing in each applied choice property the
 * offered option (one everyone may choose, when there is one) whose own price is lowest (options priced alone, so each property is one pass over
 * its options). Dimension and quantity prices are left at their empty values, as a new item has them.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { priceItem } from '../pricing/price-item.ts';

export function productPriceFrom(index: CatalogueIndex, productId: number, date: string): number {
  const product = index.productsById.get(productId);
  if (!product) return 0;
  const price = (properties: InstanceProperties) =>
    priceItem({ index, instance: { productId, quantity: 1, properties, customPriceInCents: null }, effectivePricingDate: date }).unitPriceInCents;
  const chosen: InstanceProperties = {};
  for (const [propertyId, association] of Object.entries(product.associations.productProperties)) {
    const disabled = new Set(association?.disabledProductOptionIds ?? []);
    const offeredToAnyone = (index.optionsByProperty.get(Number(propertyId)) ?? []).filter((o) => !disabled.has(o.id));
    // The price a customer starts from: options everyone may choose, unless the property has none.
    const forEveryone = offeredToAnyone.filter((o) => o.publishLevel === 'all');
    const offered = forEveryone.length > 0 ? forEveryone : offeredToAnyone;
    let cheapest: { optionId: number; cents: number } | null = null;
    for (const option of offered) {
      const cents = price({ [propertyId]: { optionId: option.id } });
      if (!cheapest || cents < cheapest.cents) cheapest = { optionId: option.id, cents };
    }
    if (cheapest) chosen[propertyId] = { optionId: cheapest.optionId };
  }
  return price(chosen);
}
