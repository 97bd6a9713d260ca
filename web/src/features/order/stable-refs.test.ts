/** A write's answer brings equal copies of the items: the drawing's inputs must count them as unchanged. */
import { describe, expect, it } from 'vitest';
import type { OrderItemRef } from '@configurator/core';
import { sameItemRef, sameProperties } from './stable-refs.ts';

const item = (id: number, optionId: number, extra: Partial<OrderItemRef> = {}): OrderItemRef =>
  ({ id, productId: 10, archCustomViewId: null, properties: { 1: { optionId }, 2: { value: 12.5 } }, ...extra }) as OrderItemRef;

describe('stable drawing inputs', () => {
  it('equal copies are the same; a changed option, value, product or viewport is not', () => {
    expect(sameItemRef(item(1, 5), item(1, 5))).toBe(true);
    expect(sameItemRef(item(1, 5), item(1, 6))).toBe(false);
    expect(sameItemRef(item(1, 5), item(2, 5))).toBe(false);
    expect(sameItemRef(item(1, 5), item(1, 5, { productId: 11 }))).toBe(false);
    expect(sameItemRef(item(1, 5), item(1, 5, { archCustomViewId: 3 }))).toBe(false);
    expect(sameProperties({ 2: { value: 12.5 } }, { 2: { value: 13 } })).toBe(false);
    expect(sameProperties({ 2: { value: 12.5 } }, { 2: { value: 12.5 }, 3: { value: 1 } })).toBe(false);
  });
});
