import { describe, expect, it } from 'vitest';
import { contribute } from '../../plugins/define-plugin.ts';
import { costAdjustersPoint, paymentRulesPoint } from '../../plugins/extension-points.ts';
import type { CostContext } from '../../plugins/payloads.ts';
import { registryWith } from '../testing/test-registry.ts';
import { testOrder } from '../testing/test-order.ts';
import { computeOrderCosts } from './order-costs.ts';

const costs = (
  fields: Parameters<typeof testOrder>[0],
  items: number[],
  extra: Omit<Parameters<typeof computeOrderCosts>[0], 'order' | 'itemTotalsInCents'> = {},
) => computeOrderCosts({ order: testOrder(fields), itemTotalsInCents: items, ...extra });

describe('computeOrderCosts', () => {
  it('a new order with no items: every amount 0, shipping TBD, deposit 100 %', () => {
    expect(costs({}, [])).toEqual({
      orderSubTotal: 0,
      discount: 0,
      shipping: 0,
      shippingIsTbd: true,
      tariff: 0,
      tax: 0,
      orderTotal: 0,
      depositAmount: 0,
      depositPercentage: 100,
    });
  });

  it('a worked example: every amount rounded once, half away from zero, and the total equals its lines', () => {
    const registry = registryWith([contribute(paymentRulesPoint, { depositPercentage: () => 50 })]);
    const result = costs(
      { discountMode: 'rate', discountPercentage: 10, shippingMode: 'rate', shippingPercentage: 5, tariffPercentage: 0.1, taxPercentage: 8.25 },
      [10_000, 2_345],
      { registry },
    );
    expect(result).toEqual({
      orderSubTotal: 12_345,
      discount: 1_235, // 1234.5
      shipping: 556, // 5 % of 11110 = 555.5
      shippingIsTbd: false,
      tariff: 1_111, // 0.1 x 11110
      tax: 1_054, // 8.25 % of 12777 = 1054.1025
      orderTotal: 13_831,
      depositPercentage: 50,
      depositAmount: 6_916, // 6915.5
    });
  });

  describe('discount', () => {
    it('amount mode: the flat amount in cents (null = 0), never more than the subtotal', () => {
      expect(costs({ discountMode: 'amount', discountFlatAmount: 1_500 }, [10_000]).discount).toBe(1_500);
      expect(costs({ discountMode: 'amount', discountFlatAmount: null, discountPercentage: 50 }, [10_000]).discount).toBe(0);
      expect(costs({ discountMode: 'amount', discountFlatAmount: 20_000 }, [10_000])).toMatchObject({ discount: 10_000, orderTotal: 0 });
    });

    it("rate mode: the order's percentage, else the guest owner's default discount", () => {
      expect(costs({ discountPercentage: 15 }, [10_000], { guestDiscountPercentage: 5 }).discount).toBe(1_500);
      expect(costs({ discountPercentage: null }, [10_000], { guestDiscountPercentage: 5 }).discount).toBe(500);
      expect(costs({ discountPercentage: 0 }, [10_000], { guestDiscountPercentage: 5 }).discount).toBe(0); // 0 is a choice, not "unset"
      expect(costs({ discountPercentage: null }, [10_000]).discount).toBe(0);
    });

    it('rate mode passes the rate through cost adjusters (a cap of 20 percent for one category)', () => {
      const seen: CostContext[] = [];
      const cap = registryWith(
        [
          contribute(costAdjustersPoint, {
            adjustDiscountPercentage: (percentage, ctx) => {
              seen.push(ctx);
              return ctx.order.productCategoryId === 5 ? Math.min(percentage, Number(ctx.settings.cap)) : percentage;
            },
          }),
        ],
        { cap: 20 },
      );
      expect(costs({ productCategoryId: 5, discountPercentage: 30 }, [10_000], { registry: cap }).discount).toBe(2_000);
      expect(costs({ productCategoryId: 5, discountPercentage: 15 }, [10_000], { registry: cap }).discount).toBe(1_500);
      expect(costs({ productCategoryId: 4, discountPercentage: 30 }, [10_000], { registry: cap }).discount).toBe(3_000);
      expect(costs({ productCategoryId: 5, discountPercentage: null }, [10_000], { registry: cap, guestDiscountPercentage: 25 }).discount).toBe(2_000);
      expect(seen[0]?.costs.orderSubTotal).toBe(10_000);
      // A flat amount is not a rate: adjusters of the rate do not apply to it.
      expect(costs({ productCategoryId: 5, discountMode: 'amount', discountFlatAmount: 3_000 }, [10_000], { registry: cap }).discount).toBe(3_000);
    });
  });

  describe('shipping', () => {
    it('amount mode: the flat amount; null (an empty input) means TBD', () => {
      expect(costs({ shippingMode: 'amount', shippingFlatAmount: 2_500 }, [10_000])).toMatchObject({
        shipping: 2_500,
        shippingIsTbd: false,
        orderTotal: 12_500,
      });
      expect(costs({ shippingMode: 'amount', shippingFlatAmount: null, shippingPercentage: 5 }, [10_000])).toMatchObject({ shipping: 0, shippingIsTbd: true });
      expect(costs({ shippingMode: 'amount', shippingFlatAmount: 0 }, [10_000])).toMatchObject({ shipping: 0, shippingIsTbd: false });
    });

    it('rate mode: a percentage of the discounted subtotal; null means TBD', () => {
      expect(costs({ shippingMode: 'rate', shippingPercentage: 5, discountPercentage: 10 }, [10_000])).toMatchObject({ shipping: 450, shippingIsTbd: false });
      expect(costs({ shippingMode: 'rate', shippingPercentage: null, shippingFlatAmount: 900 }, [10_000])).toMatchObject({ shipping: 0, shippingIsTbd: true });
    });
  });

  it('tariff is a fraction of the discounted subtotal', () => {
    expect(costs({ tariffPercentage: 0.25, discountMode: 'amount', discountFlatAmount: 2_000 }, [10_000])).toMatchObject({ tariff: 2_000, orderTotal: 10_000 });
  });

  it('tax is a percentage of subtotal - discount + shipping + tariff, none when sales tax is disabled', () => {
    const fields = { taxPercentage: 10, shippingFlatAmount: 1_000, tariffPercentage: 0.1, discountPercentage: 20 } as const;
    expect(costs(fields, [10_000])).toMatchObject({ discount: 2_000, tariff: 800, tax: 980, orderTotal: 10_780 });
    expect(costs({ ...fields, disableSalesTax: 1 }, [10_000])).toMatchObject({ tax: 0, orderTotal: 9_800 });
  });

  describe('deposit', () => {
    it('defaults to 100 percent without a payment-rules contribution', () => {
      expect(costs({ shippingFlatAmount: 0 }, [12_345])).toMatchObject({ depositPercentage: 100, depositAmount: 12_345 });
    });

    it('takes the percentage from payment rules, which see the order and its costs, clamped to 0..100', () => {
      const rules = (depositPercentage: (ctx: CostContext) => number) => registryWith([contribute(paymentRulesPoint, { depositPercentage })]);
      const byStock = rules((ctx) => (ctx.order.isStocked ? 100 : ctx.costs.orderTotal > 5_000 ? 50 : 100));
      expect(costs({ shippingFlatAmount: 0 }, [10_001], { registry: byStock })).toMatchObject({ depositPercentage: 50, depositAmount: 5_001 });
      expect(costs({ shippingFlatAmount: 0, isStocked: 1 }, [10_001], { registry: byStock })).toMatchObject({ depositPercentage: 100, depositAmount: 10_001 });
      expect(costs({}, [10_000], { registry: rules(() => 150) }).depositPercentage).toBe(100);
      expect(costs({}, [10_000], { registry: rules(() => -5) })).toMatchObject({ depositPercentage: 0, depositAmount: 0 });
    });
  });
});
