/** Thumbnails and the active drawing are memoized on the members: they must change with membership only. */
import { describe, expect, it } from 'vitest';
import type { OrderItemRef } from '@configurator/core';
import { orderMembers } from './order-members.ts';

const item = (id: number, optionId: number, extra: Partial<OrderItemRef> = {}): OrderItemRef =>
  ({ id, productId: 10, archCustomViewId: null, properties: { 1: { optionId } }, ...extra }) as OrderItemRef;

describe('order members', () => {
  const members = orderMembers([item(1, 5), item(2, 6)], []);

  it('hold what a drawing may read of the other items, and not their options', () => {
    expect(members).toEqual([
      { id: 1, productId: 10, archCustomViewId: null },
      { id: 2, productId: 10, archCustomViewId: null },
    ]);
  });

  it("stay the same array when only options change (an option click, a write answer's equal copies)", () => {
    expect(orderMembers([item(1, 7), item(2, 6)], members)).toBe(members);
    expect(orderMembers([item(1, 5), item(2, 6, { archCustomViewId: undefined })], members)).toBe(members);
  });

  it('change when an item is added, removed, moved, re-viewed or another product', () => {
    expect(orderMembers([item(1, 5), item(2, 6), item(3, 1)], members)).not.toBe(members);
    expect(orderMembers([item(1, 5)], members)).toEqual([{ id: 1, productId: 10, archCustomViewId: null }]);
    expect(orderMembers([item(2, 6), item(1, 5)], members)).not.toBe(members);
    expect(orderMembers([item(1, 5), item(2, 6, { archCustomViewId: 4 })], members)).not.toBe(members);
    expect(orderMembers([item(1, 5, { productId: 11 }), item(2, 6)], members)).not.toBe(members);
  });
});
