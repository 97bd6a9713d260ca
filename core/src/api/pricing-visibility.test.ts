/** The one price-hiding rule and the projection that removes prices at any depth. */
import { describe, expect, it } from 'vitest';
import { priceFieldNames, pricingIsHiddenFor, withoutPrices } from './pricing-visibility.ts';

describe('pricingIsHiddenFor', () => {
  const visible = { accessData: { pricingIsHidden: 0 as const } };
  it.each([
    ['nothing hides', visible, false],
    ['access data', { accessData: { pricingIsHidden: 1 as const } }, true],
    ['the involvedUsers entry', { ...visible, involvement: { pricingIsHidden: 1 as const } }, true],
    ['the share link', { ...visible, shareLink: { pricingIsHidden: 1 as const } }, true],
    ['a packing slip', { ...visible, documentMode: 'packingSlip' }, true],
    ['a factory document', { ...visible, documentMode: 'factory' }, true],
    ['a quote', { ...visible, documentMode: 'quote' }, false],
  ])('%s', (_name, facts, hidden) => {
    expect(pricingIsHiddenFor(facts)).toBe(hidden);
  });
});

describe('withoutPrices', () => {
  const answer = {
    data: {
      productOrders: [
        { id: 1, costs: { orderTotal: 5 }, statusData: { paid: { date: 'd', paymentAmountInCents: 5 } }, title: 'A' },
        { id: 2, costs: { orderTotal: 7 }, title: 'B' },
      ],
      productPricingRules: [{ amountInCents: 1 }],
      productInstances: [{ id: 9, productOrderId: 2, totalPriceInCents: 3, quantity: 1 }],
    },
  };

  it('removes every price field and empties price lists at any depth', () => {
    const projected = withoutPrices(answer, () => undefined, true);
    expect(projected).toEqual({
      data: {
        productOrders: [
          { id: 1, statusData: { paid: { date: 'd' } }, title: 'A' },
          { id: 2, title: 'B' },
        ],
        productPricingRules: [],
        productInstances: [{ id: 9, productOrderId: 2, quantity: 1 }],
      },
    });
    expect(answer.data.productOrders[0]!.costs).toEqual({ orderTotal: 5 });
  });

  it('decides per object: an order whose prices show keeps them, with its own items', () => {
    const showsOrder2 = (node: Record<string, unknown>) => (node.id === 2 || node.productOrderId === 2 ? false : undefined);
    const projected = withoutPrices(answer, showsOrder2, true) as typeof answer;
    expect(projected.data.productOrders[0]!.costs).toBeUndefined();
    expect(projected.data.productOrders[1]!.costs).toEqual({ orderTotal: 7 });
    expect(projected.data.productInstances[0]!.totalPriceInCents).toBe(3);
  });

  it('names the money fields of orders, items and payments', () => {
    for (const field of ['costs', 'unitPriceInCents', 'amountPaidInCents', 'paymentAmountInCents', 'amountDueInCents'])
      expect(priceFieldNames.has(field)).toBe(true);
  });
});
