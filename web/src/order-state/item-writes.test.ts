import { describe, expect, it } from 'vitest';
import { visibleItems } from './item-writes.ts';
import type { ItemView } from './order-types.ts';

const item = (id: number, quantity = 1): ItemView => ({
  id, orgId: 1, productOrderId: 1, productId: 1, quantity, rank: id, title: '', notes: '', properties: {},
  customPriceInCents: null, archCustomViewId: null, position: null, thumbnailUrl: null, version: 1, created: '', lastUpdated: '',
});

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
});
