/**
 * priceItem's one-pass loop (issue 37: a 200-item order priced in ≤ 1 ms) prices exactly as the plain
 * reading of the rules does: every selected option once (a Set), each optionPrice added in the order
 * the item holds them, every dimension rule whose option (if any) is selected, the first quantity
 * break that applies. Property-based, over random rules of every kind (with and without an option)
 * and random items, including an option held under two keys and keys the product does not carry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalogue, type CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { ProductPricingRule } from '../../domain/catalogue.ts';
import { pricingRuleRecord } from '../../domain/demo-records.ts';
import { roundCents } from '../../domain/money.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { doorCatalogue, O, P, PRODUCT } from '../testing/door-catalogue.ts';
import { dimensionAmount, priceItem } from './price-item.ts';
import { pricingAt } from './pricing-rules-in-force.ts';

const DATE = '2025-06-15 12:00:00';
const OPTIONS = Object.values(O);
const PRODUCTS = Object.values(PRODUCT);
const KINDS = ['basePrice', 'optionPrice', 'perArea', 'perLength', 'quantityBreak'] as const;

/** The plain reading, as priceItem read before its one-pass loop. */
function plainPrice(index: CatalogueIndex, productId: number, properties: InstanceProperties, quantity: number): number {
  const pricing = pricingAt(index, productId, DATE);
  const selected = new Set<number>();
  for (const value of Object.values(properties)) if (value?.optionId != null) selected.add(value.optionId);
  const applies = (rule: ProductPricingRule) => rule.productOptionId === null || selected.has(rule.productOptionId);
  let exact = pricing.basePrice?.amountInCents ?? 0;
  for (const optionId of selected) exact += pricing.optionPrices.get(optionId)?.amountInCents ?? 0;
  for (const rule of pricing.dimensionRules) if (applies(rule)) exact += dimensionAmount(rule, properties);
  const quantityBreak = pricing.quantityBreaks.find((r) => (r.data.minQuantity ?? 0) <= quantity && applies(r));
  if (quantityBreak) exact *= 1 - (quantityBreak.data.percentOff ?? 0) / 100;
  const unit = index.productsById.get(productId)?.shouldRoundPrice === 1 ? (roundCents(exact / 100) + 0) * 100 : roundCents(exact) + 0;
  return unit;
}

const rule = fc.record({
  kind: fc.constantFrom(...KINDS),
  productId: fc.option(fc.constantFrom(...PRODUCTS), { nil: null }),
  productOptionId: fc.option(fc.constantFrom(...OPTIONS), { nil: null }),
  amountInCents: fc.integer({ min: -5_000, max: 50_000 }),
  validFrom: fc.constantFrom(null, '2025-01-01', '2025-07-01'),
  minQuantity: fc.integer({ min: 0, max: 50 }),
  percentOff: fc.integer({ min: 0, max: 60 }),
  unitPriceInCents: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: undefined }),
  minimumInCents: fc.option(fc.integer({ min: 0, max: 9_000 }), { nil: undefined }),
});

/** Values under the product's keys and others: options (maybe one held twice), sizes, text. */
const properties = fc.dictionary(
  fc.constantFrom(...[...Object.values(P), 77, 1001].map(String)),
  fc.oneof(
    fc.record({ optionId: fc.constantFrom(...OPTIONS) }),
    fc.record({ value: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.double({ min: 0, max: 400, noNaN: true }), fc.constant('36.5')) }),
    fc.record({ value: fc.string({ maxLength: 4 }) }),
  ),
);

describe('priceItem equals the plain reading of the rules (property-based)', () => {
  it('for any rules and any item', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 25 }),
        fc.constantFrom(...PRODUCTS),
        properties,
        fc.integer({ min: 1, max: 120 }),
        (rules, productId, props, quantity) => {
          const records = rules.map((r, i) =>
            pricingRuleRecord({
              id: i + 1,
              kind: r.kind,
              productId: r.kind === 'optionPrice' ? null : r.productId,
              productOptionId: r.kind === 'basePrice' ? null : r.kind === 'optionPrice' ? (r.productOptionId ?? OPTIONS[0]!) : r.productOptionId,
              amountInCents: r.amountInCents,
              validFrom: r.validFrom,
              data:
                r.kind === 'quantityBreak'
                  ? { minQuantity: r.minQuantity, percentOff: r.percentOff }
                  : r.kind === 'perArea'
                    ? { widthPropertyId: P.width, heightPropertyId: P.height, unitPriceInCents: r.unitPriceInCents, minimumInCents: r.minimumInCents }
                    : r.kind === 'perLength'
                      ? { lengthPropertyId: P.width, unitPriceInCents: r.unitPriceInCents, minimumInCents: r.minimumInCents }
                      : {},
            }),
          );
          const index = indexCatalogue(doorCatalogue(records));
          const priced = priceItem({ index, instance: { productId, quantity, properties: props, customPriceInCents: null }, effectivePricingDate: DATE });
          const unit = plainPrice(index, productId, props, quantity);
          expect(priced).toEqual({ unitPriceInCents: unit, totalPriceInCents: unit * quantity });
        },
      ),
      { numRuns: 500 },
    );
  });
});
