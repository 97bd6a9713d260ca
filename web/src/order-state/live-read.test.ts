/** What a screen reads after others' changes (issue 36): only what they named, or the whole order when only that will do. */
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@configurator/core';
import { liveReadOf } from './use-live-order.ts';

const change = (kinds: LiveChange['kinds'], itemIds: number[] = []): LiveChange => ({
  id: 1,
  orderId: 7,
  orgSpecificId: 3,
  orderVersion: 2,
  kinds,
  statusTitle: null,
  items: itemIds.map((id) => ({ type: 'update', id, version: 2 })),
  records: [],
  actor: null,
  notice: '',
});

describe('liveReadOf', () => {
  it('reads the order alone for its own fields, with the items named (once each) and the plan when it changed', () => {
    expect(liveReadOf([change(['details'])])).toEqual({ itemIds: [], plan: false });
    expect(liveReadOf([change(['item'], [4, 5]), change(['item', 'status'], [5, 6])])).toEqual({ itemIds: [4, 5, 6], plan: false });
    expect(liveReadOf([change(['plan']), change(['payment'])])).toEqual({ itemIds: [], plan: true });
  });

  it('reads the whole order for sharing (the people listed), a new order, a reload, or more items than one read names', () => {
    expect(liveReadOf([change(['details']), change(['sharing'])])).toBeNull();
    expect(liveReadOf([change(['created'])])).toBeNull();
    expect(liveReadOf([])).toBeNull();
    expect(
      liveReadOf([
        change(
          ['item'],
          Array.from({ length: 201 }, (_, i) => i + 1),
        ),
      ]),
    ).toBeNull();
  });
});
