import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@configurator/core';
import { catalogueWithOrgId, pricingRuleRecord, productRecord } from '@configurator/core/demo-records';
import { visibleItems } from './item-writes.ts';
import type { ItemView } from './order-types.ts';

const item = (id: number, quantity = 1): ItemView => ({
  id,
  orgId: 1,
  productOrderId: 1,
  productId: 1,
  quantity,
  rank: id,
  title: '',
  notes: '',
  properties: {},
  customPriceInCents: null,
  archCustomViewId: null,
  position: null,
  thumbnailUrl: null,
  version: 1,
  created: '',
  lastUpdated: '',
});

/** Product 1 costs $100.00, option 7 adds $25.00. */
const pricing = {
  index: indexCatalogue(
    catalogueWithOrgId(
      {
        products: [productRecord({ id: 1, title: 'Plate' })],
        productPricingRules: [
          pricingRuleRecord({ id: 1, kind: 'basePrice', productId: 1, amountInCents: 10_000 }),
          pricingRuleRecord({ id: 2, kind: 'optionPrice', productOptionId: 7, amountInCents: 2_500 }),
        ],
      },
      1,
    ),
  ),
  effectivePricingDate: '2026-01-01 00:00:00',
};
const priced = (id: number, quantity = 1): ItemView => ({ ...item(id, quantity), unitPriceInCents: 10_000, totalPriceInCents: 10_000 * quantity });

describe('items shown while writes are on their way', () => {
  it('shows the confirmed items when nothing is pending', () => {
    const confirmed = [item(1), item(2)];
    expect(visibleItems(confirmed, [], new Map())).toBe(confirmed);
  });

  it('lays pending writes over their item in order, then drafts on top', () => {
    const shown = visibleItems(
      [item(1), item(2)],
      [
        { seq: 1, itemId: 2, patch: { quantity: 3 } },
        { seq: 2, itemId: 2, patch: { quantity: 5, title: 'Hall' } },
      ],
      new Map([[2, { properties: { '27': { customEngravings: true } } }]]),
    );
    expect(shown[0]).toEqual(item(1));
    expect(shown[1]).toMatchObject({ quantity: 5, title: 'Hall', properties: { '27': { customEngravings: true } } });
  });

  it('prices a changed item with the engine the server prices it with (issue 37: the price in the frame after the click)', () => {
    const shown = visibleItems(
      [priced(1), priced(2)],
      [{ seq: 1, itemId: 2, patch: { properties: { '3': { optionId: 7 } }, quantity: 2 } }],
      new Map(),
      pricing,
    );
    expect(shown[0]!.totalPriceInCents).toBe(10_000);
    expect(shown[1]).toMatchObject({ unitPriceInCents: 12_500, totalPriceInCents: 25_000 });
  });

  it('leaves prices alone for a change that costs nothing, and where the viewer sees no prices', () => {
    const retitled = visibleItems([priced(1)], [{ seq: 1, itemId: 1, patch: { title: 'Hall' } }], new Map(), pricing);
    expect(retitled[0]).toMatchObject({ title: 'Hall', totalPriceInCents: 10_000 });
    const hidden = visibleItems([item(1)], [{ seq: 1, itemId: 1, patch: { properties: { '3': { optionId: 7 } } } }], new Map(), pricing);
    expect(hidden[0]!.totalPriceInCents).toBeUndefined();
  });
});
