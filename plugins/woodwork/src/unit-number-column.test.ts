import { describe, expect, it } from 'vitest';
import { documentColumnsOf, type DocumentLine } from '@configurator/core';
import { unitNumberColumn } from './unit-number-column.ts';
import { catalogue } from './testing/fixtures.ts';

const item = (id: number, productId: number, archCustomViewId: number | null, properties = {}) => ({
  id,
  productId,
  archCustomViewId,
  properties,
  quantity: 1,
  title: '',
  notes: '',
});

describe('unit number on the factory sheet', () => {
  const items = [item(5, 105, 2), item(3, 104, 2), item(9, 1, 1)];
  const line = (i: number): DocumentLine => ({ item: items[i]!, catalogue, position: i + 1, orderItems: items });

  it('is a factory column counting the document items by view then id, with the organisation settings bound', () => {
    expect(unitNumberColumn.modes).toEqual(['factory']);
    const [bound] = documentColumnsOf([{ value: unitNumberColumn, settings: {} }]);
    expect(bound!.cell(line(0))).toBe('003');
    expect(bound!.cell(line(1))).toBe('002');
    expect(bound!.cell(line(2))).toBe('');
    const [own] = documentColumnsOf([{ value: unitNumberColumn, settings: { unitNumber: { productIds: [1], propertyIds: [] } } }]);
    expect(own!.cell(line(2))).toBe('001');
    expect(own!.cell(line(0))).toBe('');
  });
});
