import { describe, expect, it } from 'vitest';
import { unitNumberOf } from './unit-number.ts';
import { readWoodworkSettings } from './settings.ts';

const spec = readWoodworkSettings({});
const item = (id: number, productId: number, archCustomViewId: number | null, properties = {}) => ({ id, productId, archCustomViewId, properties });

describe('unit number (spec §3)', () => {
  const order = [item(30, 104, 2), item(10, 104, null), item(20, 105, 1), item(5, 1, 2), item(40, 105, 1)];

  it('is the 1-based position among the order items sorted by archCustomViewId then id, 3 digits', () => {
    // Sorted: 10 (no view), 20 (view 1), 40 (view 1), 5 (view 2), 30 (view 2).
    expect(unitNumberOf(order[1]!, order, spec)).toBe('001');
    expect(unitNumberOf(order[2]!, order, spec)).toBe('002');
    expect(unitNumberOf(order[4]!, order, spec)).toBe('003');
    expect(unitNumberOf(order[0]!, order, spec)).toBe('005');
  });

  it('uses custom property 161 or 195 when set (161 first)', () => {
    expect(unitNumberOf(item(30, 104, 2, { 161: { value: 7 } }), order, spec)).toBe('007');
    expect(unitNumberOf(item(30, 105, 2, { 195: { value: '12' } }), order, spec)).toBe('012');
    expect(unitNumberOf(item(30, 105, 2, { 161: { value: '' }, 195: { value: 3 } }), order, spec)).toBe('003');
    expect(unitNumberOf(item(30, 104, 2, { 161: { value: 'A1' } }), order, spec)).toBe('A1');
  });

  it('only products 104 and 105 carry one by default; the organisation names its own', () => {
    expect(unitNumberOf(order[3]!, order, spec)).toBeUndefined();
    const own = readWoodworkSettings({ unitNumber: { productIds: [1], propertyIds: [] } });
    expect(unitNumberOf(order[3]!, order, own)).toBe('004');
    expect(unitNumberOf(order[1]!, order, own)).toBeUndefined();
  });

  it('an item drawn without its order is unit 001', () => {
    expect(unitNumberOf(item(99, 104, null), undefined, spec)).toBe('001');
  });
});
