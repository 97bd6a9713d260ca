import { describe, expect, it } from 'vitest';
import { addMenuEntries, dollarsToCents } from './add-menu-entries.ts';

const keys = (facts: Parameters<typeof addMenuEntries>[0]) => addMenuEntries(facts).map((e) => e.key);

describe('add menu entries', () => {
  it('offers Custom Product to employees only; a guest gets the new item alone (no menu)', () => {
    expect(keys({ isEmployee: true, isArchitecturalOrder: false, canCreateViewports: false })).toEqual(['newItem', 'customProduct']);
    expect(keys({ isEmployee: false, isArchitecturalOrder: false, canCreateViewports: false })).toEqual(['newItem']);
  });

  it('offers a new viewport on architectural orders only when viewports can be created', () => {
    expect(keys({ isEmployee: true, isArchitecturalOrder: true, canCreateViewports: true })).toEqual(['newItem', 'customProduct', 'newViewport']);
    expect(keys({ isEmployee: true, isArchitecturalOrder: true, canCreateViewports: false })).toEqual(['newItem', 'customProduct']);
    expect(keys({ isEmployee: false, isArchitecturalOrder: false, canCreateViewports: true })).toEqual(['newItem']);
  });
});

describe('custom price in dollars', () => {
  it('reads dollars to cents', () => {
    expect(dollarsToCents('125', 1_000_000)).toBe(12500);
    expect(dollarsToCents('$1,250.5', 1_000_000)).toBe(125050);
    expect(dollarsToCents(' 0.99 ', 1_000_000)).toBe(99);
    expect(dollarsToCents('.5', 1_000_000)).toBe(50);
    expect(dollarsToCents('0', 1_000_000)).toBe(0);
  });

  it('refuses text, negatives, sub-cent amounts and amounts over the limit', () => {
    expect(dollarsToCents('', 1_000_000)).toBeNull();
    expect(dollarsToCents('ten', 1_000_000)).toBeNull();
    expect(dollarsToCents('-5', 1_000_000)).toBeNull();
    expect(dollarsToCents('1.999', 1_000_000)).toBeNull();
    expect(dollarsToCents('1000001', 1_000_000)).toBeNull();
  });
});
