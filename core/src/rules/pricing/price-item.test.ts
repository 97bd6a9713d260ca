import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import type { ProductPricingRule } from '../../domain/catalogue.ts';
import { pricingRuleRecord } from '../../domain/demo-records.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { doorCatalogue, O, P, picks, PRODUCT } from '../testing/door-catalogue.ts';
import { priceItem } from './price-item.ts';

type Rule = Omit<ProductPricingRule, 'orgId'>;
const DATE = '2025-06-15 12:00:00';

function price(rules: Rule[], productId: number, properties: InstanceProperties = {}, quantity = 1, date = DATE, customPriceInCents: number | null = null) {
  return priceItem({
    index: indexCatalogue(doorCatalogue(rules)),
    instance: { productId, quantity, properties, customPriceInCents },
    effectivePricingDate: date,
  });
}

const base = (id: number, amountInCents: number, extra: Partial<Rule> = {}) =>
  pricingRuleRecord({ id, kind: 'basePrice', productId: PRODUCT.door, amountInCents, ...extra });
const dims = (width: number, height: number): InstanceProperties => ({ [P.width]: { value: width }, [P.height]: { value: height } });

describe('priceItem', () => {
  it('basePrice: the price of one unit; total = unit x quantity', () => {
    expect(price([base(1, 10_000)], PRODUCT.door, {}, 3)).toEqual({ unitPriceInCents: 10_000, totalPriceInCents: 30_000 });
  });

  it('a product without rules costs 0; a quantity under 1 counts as 1', () => {
    expect(price([], PRODUCT.door)).toEqual({ unitPriceInCents: 0, totalPriceInCents: 0 });
    expect(price([base(1, 500)], PRODUCT.door, {}, 0)).toEqual({ unitPriceInCents: 500, totalPriceInCents: 500 });
  });

  it('optionPrice: added per selected option, may be negative; organisation-wide rules apply to every product', () => {
    const rules = [
      base(1, 10_000),
      pricingRuleRecord({ id: 2, kind: 'optionPrice', productId: PRODUCT.door, productOptionId: O.brass, amountInCents: 2_500 }),
      pricingRuleRecord({ id: 3, kind: 'optionPrice', productId: null, productOptionId: O.small, amountInCents: -1_000 }),
    ];
    expect(price(rules, PRODUCT.door, picks({ [P.finish]: O.brass, [P.size]: O.small })).unitPriceInCents).toBe(11_500);
    expect(price(rules, PRODUCT.door, picks({ [P.finish]: O.chrome })).unitPriceInCents).toBe(10_000);
    expect(price(rules, PRODUCT.window, picks({ [P.size]: O.small })).unitPriceInCents).toBe(-1_000);
  });

  it("a product's own rule beats an organisation-wide rule for the same option", () => {
    const rules = [
      pricingRuleRecord({ id: 2, kind: 'optionPrice', productId: null, productOptionId: O.brass, amountInCents: 100, validFrom: '2025-06-01' }),
      pricingRuleRecord({ id: 3, kind: 'optionPrice', productId: PRODUCT.door, productOptionId: O.brass, amountInCents: 300 }),
    ];
    expect(price(rules, PRODUCT.door, picks({ [P.finish]: O.brass })).unitPriceInCents).toBe(300);
    expect(price(rules, PRODUCT.window, picks({ [P.finish]: O.brass })).unitPriceInCents).toBe(100);
  });

  describe('perArea', () => {
    const sqft = (extra: Partial<Rule['data']> = {}, option: number | null = null) =>
      pricingRuleRecord({
        id: 5,
        kind: 'perArea',
        productId: PRODUCT.door,
        productOptionId: option,
        amountInCents: 0,
        data: { unitPriceInCents: 1_200, unit: 'sqft', widthPropertyId: P.width, heightPropertyId: P.height, ...extra },
      });
    it('per square foot of inches: 24 x 36 in = 6 sqft at $12 = $72', () => {
      expect(price([sqft()], PRODUCT.door, dims(24, 36)).unitPriceInCents).toBe(7_200);
    });
    it('per square metre of millimetres: 1000 x 500 mm = 0.5 sqm at $50 = $25', () => {
      expect(price([sqft({ unit: 'sqm', unitPriceInCents: 5_000 })], PRODUCT.door, dims(1000, 500)).unitPriceInCents).toBe(2_500);
    });
    it('raised to the minimum; a missing dimension counts as 0 so the minimum applies', () => {
      expect(price([sqft({ minimumInCents: 10_000 })], PRODUCT.door, dims(24, 36)).unitPriceInCents).toBe(10_000);
      expect(price([sqft({ minimumInCents: 10_000 })], PRODUCT.door, dims(48, 36)).unitPriceInCents).toBe(14_400);
      expect(price([sqft({ minimumInCents: 1_500 })], PRODUCT.door, {}).unitPriceInCents).toBe(1_500);
    });
    it('reads dimensions stored as text', () => {
      expect(price([sqft()], PRODUCT.door, { [P.width]: { value: '24' }, [P.height]: { value: '36' } }).unitPriceInCents).toBe(7_200);
    });
    it('with an option: applies only while that option is selected', () => {
      expect(price([sqft({}, O.brass)], PRODUCT.door, dims(24, 36)).unitPriceInCents).toBe(0);
      expect(price([sqft({}, O.brass)], PRODUCT.door, { ...dims(24, 36), ...picks({ [P.finish]: O.brass }) }).unitPriceInCents).toBe(7_200);
    });
  });

  describe('perLength', () => {
    const length = (unit: 'ft' | 'm', unitPriceInCents: number, minimumInCents?: number) =>
      pricingRuleRecord({
        id: 6,
        kind: 'perLength',
        productId: PRODUCT.door,
        amountInCents: 0,
        data: { unit, unitPriceInCents, lengthPropertyId: P.width, minimumInCents },
      });
    it('per foot of inches: 30 in = 2.5 ft at $4 = $10', () => {
      expect(price([length('ft', 400)], PRODUCT.door, { [P.width]: { value: 30 } }).unitPriceInCents).toBe(1_000);
    });
    it('per metre of millimetres: 1500 mm at $20 = $30, with a minimum', () => {
      expect(price([length('m', 2_000)], PRODUCT.door, { [P.width]: { value: 1500 } }).unitPriceInCents).toBe(3_000);
      expect(price([length('m', 2_000, 5_000)], PRODUCT.door, { [P.width]: { value: 1500 } }).unitPriceInCents).toBe(5_000);
    });
    it('rounds the exact unit price once, half away from zero: 6 in at 3 cents/ft = 1.5 -> 2 cents', () => {
      expect(price([length('ft', 3)], PRODUCT.door, { [P.width]: { value: 6 } }, 10)).toEqual({ unitPriceInCents: 2, totalPriceInCents: 20 });
    });
  });

  describe('quantityBreak', () => {
    const breaks = [
      base(1, 999),
      pricingRuleRecord({ id: 7, kind: 'quantityBreak', productId: PRODUCT.door, amountInCents: 0, data: { minQuantity: 10, percentOff: 10 } }),
      pricingRuleRecord({ id: 8, kind: 'quantityBreak', productId: PRODUCT.door, amountInCents: 0, data: { minQuantity: 50, percentOff: 20 } }),
    ];
    it.each([
      [9, 999],
      [10, 899], // 899.1
      [49, 899],
      [50, 799], // 799.2
      [60, 799],
    ])('quantity %s -> unit %s (the highest break reached, not stacked)', (quantity, unit) => {
      expect(price(breaks, PRODUCT.door, {}, quantity)).toEqual({ unitPriceInCents: unit, totalPriceInCents: unit * quantity });
    });
    it('a break with an option applies only while it is selected', () => {
      const rules = [
        base(1, 1_000),
        pricingRuleRecord({
          id: 9,
          kind: 'quantityBreak',
          productId: PRODUCT.door,
          productOptionId: O.brass,
          amountInCents: 0,
          data: { minQuantity: 2, percentOff: 50 },
        }),
      ];
      expect(price(rules, PRODUCT.door, {}, 5).unitPriceInCents).toBe(1_000);
      expect(price(rules, PRODUCT.door, picks({ [P.finish]: O.brass }), 5).unitPriceInCents).toBe(500);
    });
  });

  describe('validity dates at the effectivePricingDate', () => {
    const rules = [base(1, 10_000, { validFrom: '2025-01-01', validTo: '2025-07-01' }), base(2, 11_000, { validFrom: '2025-07-01 00:00:00' })];
    it.each([
      ['2024-12-31 23:59:59', 0],
      ['2025-01-01 00:00:00', 10_000], // validFrom inclusive
      ['2025-06-30 23:59:59', 10_000],
      ['2025-07-01 00:00:00', 11_000], // validTo exclusive, next rule from
      ['2026-03-01', 11_000],
    ])('at %s the unit price is %s', (date, unit) => {
      expect(price(rules, PRODUCT.door, {}, 1, date).unitPriceInCents).toBe(unit);
    });
    it('one index prices several dates and products correctly (per-date caches do not leak)', () => {
      const index = indexCatalogue(doorCatalogue([...rules, pricingRuleRecord({ id: 3, kind: 'basePrice', productId: null, amountInCents: 42 })]));
      const at = (productId: number, date: string) =>
        priceItem({ index, instance: { productId, quantity: 1, properties: {}, customPriceInCents: null }, effectivePricingDate: date }).unitPriceInCents;
      expect([
        at(PRODUCT.door, '2025-02-01'),
        at(PRODUCT.door, '2025-08-01'),
        at(PRODUCT.window, '2025-08-01'),
        at(PRODUCT.door, '2025-02-01 10:00:00'),
      ]).toEqual([10_000, 11_000, 42, 10_000]);
      expect(at(PRODUCT.door, '2024-06-01')).toBe(42); // before the door's own rules: the organisation-wide base price
    });

    it('when several rules of a kind are in force, the latest validFrom wins', () => {
      const overlapping = [base(1, 9_000), base(2, 9_500, { validFrom: '2025-03-01' }), base(3, 9_900, { validFrom: '2025-02-01' })];
      expect(price(overlapping, PRODUCT.door, {}, 1, '2025-01-15 00:00:00').unitPriceInCents).toBe(9_000);
      expect(price(overlapping, PRODUCT.door, {}, 1, '2025-02-15 00:00:00').unitPriceInCents).toBe(9_900);
      expect(price(overlapping, PRODUCT.door, {}, 1, '2025-04-01 00:00:00').unitPriceInCents).toBe(9_500);
    });
  });

  it('custom items (productId -1) cost customPriceInCents per unit, 0 when unset', () => {
    expect(price([base(1, 10_000)], -1, {}, 2, DATE, 12_345)).toEqual({ unitPriceInCents: 12_345, totalPriceInCents: 24_690 });
    expect(price([], -1, {}, 2, DATE, null)).toEqual({ unitPriceInCents: 0, totalPriceInCents: 0 });
  });

  it('shouldRoundPrice rounds the unit price to whole dollars, half away from zero', () => {
    const plaque = (amountInCents: number) => [pricingRuleRecord({ id: 1, kind: 'basePrice', productId: PRODUCT.plaque, amountInCents })];
    expect(price(plaque(1_049), PRODUCT.plaque, {}, 3)).toEqual({ unitPriceInCents: 1_000, totalPriceInCents: 3_000 });
    expect(price(plaque(1_050), PRODUCT.plaque)).toEqual({ unitPriceInCents: 1_100, totalPriceInCents: 1_100 });
    expect(price(plaque(-1_050), PRODUCT.plaque).unitPriceInCents).toBe(-1_100);
  });
});
