import { describe, expect, it } from 'vitest';
import { computeOrderCosts } from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { localCosts } from './local-costs.ts';
import type { ItemView, OrderView } from './order-types.ts';

const item = (id: number, totalPriceInCents: number) => ({ id, totalPriceInCents }) as ItemView;
const terms = { discountPercentage: 10, shippingMode: 'rate', shippingPercentage: 5, taxPercentage: 8 } as const;
const confirmed = [item(1, 10_000), item(2, 5_000)];
const shown = [item(1, 14_200), confirmed[1]!];

describe('the order total while item writes are on their way (issue 37)', () => {
  it('computes the costs of the items as shown when the same computation gives the server’s own', () => {
    const order = testOrder(terms);
    const withCosts = { ...order, costs: computeOrderCosts({ order, itemTotalsInCents: [10_000, 5_000] }) } as OrderView;
    expect(localCosts(withCosts, confirmed, shown, undefined)).toEqual(computeOrderCosts({ order, itemTotalsInCents: [14_200, 5_000] }));
  });

  it('keeps the server’s costs when it knows terms the browser does not (a guest owner’s discount)', () => {
    const order = testOrder({ ...terms, discountPercentage: null });
    const withGuestDiscount = { ...order, costs: computeOrderCosts({ order, itemTotalsInCents: [10_000, 5_000], guestDiscountPercentage: 15 }) } as OrderView;
    expect(localCosts(withGuestDiscount, confirmed, shown, undefined)).toBeNull();
  });

  it('has nothing to show when nothing is on its way', () => {
    const order = testOrder(terms);
    const withCosts = { ...order, costs: computeOrderCosts({ order, itemTotalsInCents: [10_000, 5_000] }) } as OrderView;
    expect(localCosts(withCosts, confirmed, confirmed, undefined)).toBeNull();
  });
});
