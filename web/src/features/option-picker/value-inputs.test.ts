import { describe, expect, it } from 'vitest';
import type { ProductProperty } from '@configurator/core';
import { committed, displayOf, draftOf, typed } from './value-inputs.ts';

const property = (type: ProductProperty['type'], extra: Partial<ProductProperty> = {}): ProductProperty => ({
  id: 1,
  orgId: 1,
  title: 'Width',
  internalTitle: '',
  type,
  isArray: 0,
  rank: 1,
  archived: 0,
  isOrderLevel: 0,
  noOptionThumbnails: 0,
  placeHolder: '',
  multiline: 0,
  icon: null,
  thumbnailUrl: null,
  drawingVisibility: 'visible',
  invoiceVisibility: 'none',
  showThumbnailsOnInvoice: 0,
  productOptionDataFields: [],
  productPropertyGroupId: null,
  data: {},
  ...extra,
});

describe('value property inputs', () => {
  it('keeps only digits and the dot in numeric fields', () => {
    expect(typed(property('number'), '12a-3')).toBe('123');
    expect(typed(property('dimensions'), '4.5 in')).toBe('4.5');
  });

  it('stores numbers as integers, 0 by default', () => {
    expect(committed(property('number'), '12.7')).toBe(12);
    expect(committed(property('number'), '')).toBe(0);
    expect(draftOf(property('number'), undefined)).toBe('0');
  });

  it('rounds dimensions to the interval within the bounds', () => {
    const p = property('dimensions', { data: { dimensionInterval: 0.5, minDimension: 2, maxDimension: 10 } });
    expect(committed(p, '3.3')).toBe(3.5);
    expect(committed(p, '40')).toBe(10);
    expect(committed(p, '1')).toBe(2);
  });

  it('cuts text at 40 characters and keeps line breaks only when multiline', () => {
    expect(String(committed(property('text'), 'x'.repeat(50))).length).toBe(40);
    expect(typed(property('text'), 'a\nb')).toBe('a b');
    expect(typed(property('text', { multiline: 1 }), 'a\nb')).toBe('a\nb');
  });

  it('shows checkbox values as Yes/No', () => {
    expect(displayOf(property('checkbox'), { value: true }, 'in')).toBe('Yes');
    expect(displayOf(property('checkbox'), undefined, 'in')).toBe('No');
  });
});
