import { describe, expect, it } from 'vitest';
import type { CostContext, ProductOrder } from '@configurator/core';
import { computeOrderCosts, emptyOrderCosts } from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { CATEGORY } from './constants.ts';
import { discountCap, paymentRules } from './costs.ts';
import { registry } from './testing.ts';

const context = (order: Partial<ProductOrder>): CostContext => ({ order: testOrder(order), costs: emptyOrderCosts(), settings: {} });
const adjust = (percentage: number, order: Partial<ProductOrder>) => discountCap.adjustDiscountPercentage!(percentage, context(order));

describe('discount cap (organisation 850)', () => {
  it('caps a percentage discount at 20 for orders of category 5', () => {
    expect(CATEGORY.backBoxes).toBe(5);
    expect(adjust(35, { productCategoryId: 5 })).toBe(20);
    expect(adjust(20, { productCategoryId: 5 })).toBe(20);
    expect(adjust(12.5, { productCategoryId: 5 })).toBe(12.5);
  });

  it('leaves other categories alone', () => {
    expect(adjust(35, { productCategoryId: CATEGORY.keypads })).toBe(35);
    expect(adjust(35, { productCategoryId: null })).toBe(35);
  });

  it('applies through the order costs of the organisation registry', () => {
    const costs = computeOrderCosts({
      order: testOrder({ productCategoryId: 5, discountMode: 'rate', discountPercentage: 30 }),
      itemTotalsInCents: [100_000],
      registry,
    });
    expect(costs.discount).toBe(20_000);
  });
});

describe('deposit (terms of sale)', () => {
  it('is 50% for made-to-order and 100% for stock', () => {
    expect(paymentRules.depositPercentage(context({ isStocked: 0 }))).toBe(50);
    expect(paymentRules.depositPercentage(context({ isStocked: 1 }))).toBe(100);
    const costs = computeOrderCosts({ order: testOrder({ isStocked: 0 }), itemTotalsInCents: [10_000], registry });
    expect(costs).toMatchObject({ depositPercentage: 50, depositAmount: 5_000 });
  });
});
