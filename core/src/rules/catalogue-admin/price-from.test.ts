import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import { pricingRuleRecord } from '../../domain/demo-records.ts';
import { doorCatalogue, O, PRODUCT } from '../testing/door-catalogue.ts';
import { productPriceFrom } from './price-from.ts';

const DATE = '2025-06-15 12:00:00';
const option = (id: number, productOptionId: number, amountInCents: number) =>
  pricingRuleRecord({ id, kind: 'optionPrice', productId: PRODUCT.door, productOptionId, amountInCents });

describe("a product's price from", () => {
  it('is the base price with the cheapest offered option of each property', () => {
    const rules = [
      pricingRuleRecord({ id: 1, kind: 'basePrice', productId: PRODUCT.door, amountInCents: 10_000 }),
      option(2, O.brass, 2_500),
      option(3, O.chrome, 1_000),
      option(4, O.black, 1_500),
      option(5, O.small, 700),
      option(6, O.medium, 500),
      // Large is cheaper still, but the door does not offer it.
      option(7, O.large, -5_000),
    ];
    const index = indexCatalogue(doorCatalogue(rules));
    expect(productPriceFrom(index, PRODUCT.door, DATE)).toBe(11_500);
  });

  it('is 0 for a product without prices or unknown', () => {
    const index = indexCatalogue(doorCatalogue([]));
    expect(productPriceFrom(index, PRODUCT.door, DATE)).toBe(0);
    expect(productPriceFrom(index, 999_999, DATE)).toBe(0);
  });
});
