/**
 * The edge projection decides from the viewer and the orders concerned: an order in the answer by its
 * involvedUsers entry, an item by its order, and everything else by the order the request names.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer.ts';
import { projectPrices } from './price-projection.ts';

const viewer = (pricingIsHiddenByAccess = false) =>
  ({ userId: 5, orgId: 1, user: { id: 5 }, org: { id: 1 }, isEmployee: false, pricingIsHiddenByAccess }) as unknown as Viewer;
const order = (id: number, hidden: 0 | 1) => ({
  id,
  orgSpecificId: id,
  involvedUsers: { '5': { role: 'sharee', pricingIsHidden: hidden } },
  userId: 9,
  costs: { orderTotal: 1 },
});
/** An entity manager that knows one order (the one a request may name). */
const emWith = (row: ReturnType<typeof order> | null) => ({ findOne: async () => row }) as unknown as EntityManager;

describe('projectPrices', () => {
  it('hides prices of the orders whose involvedUsers entry hides them, and their items', async () => {
    const answer = {
      data: {
        productOrders: [order(1, 1), order(2, 0)],
        productInstances: [
          { productOrderId: 1, unitPriceInCents: 4 },
          { productOrderId: 2, unitPriceInCents: 6 },
        ],
      },
    };
    const projected = (await projectPrices(emWith(null), viewer(), {}, answer)) as typeof answer;
    expect(projected.data.productOrders.map((o) => o.costs)).toEqual([undefined, { orderTotal: 1 }]);
    expect(projected.data.productInstances.map((i) => i.unitPriceInCents)).toEqual([undefined, 6]);
  });

  it('an answer without an order (a payment amount) is hidden by the order the request names', async () => {
    const answer = { data: { amountDueInCents: 500, methods: [] } };
    expect(await projectPrices(emWith(order(3, 1)), viewer(), { productOrderId: 3 }, answer)).toEqual({ data: { methods: [] } });
    expect(await projectPrices(emWith(order(3, 0)), viewer(), { productOrderId: 3 }, answer)).toBe(answer);
  });

  it('access data hides everything', async () => {
    const answer = { data: { productPricingRules: [{ amountInCents: 1 }], amount: 3 } };
    expect(await projectPrices(emWith(null), viewer(true), {}, answer)).toEqual({ data: { productPricingRules: [] } });
  });
});
