import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, propertyRecord } from '@configurator/core/demo-records';
import { itemOptionLines, orderLevelLines } from './cart-lines.ts';

const index = indexCatalogue(
  catalogueWithOrgId(
    {
      productProperties: [
        propertyRecord({ id: 1, title: 'Finish', rank: 2 }),
        propertyRecord({ id: 2, title: 'Width', type: 'number', rank: 1 }),
        propertyRecord({ id: 3, title: 'Font', isOrderLevel: 1 }),
        propertyRecord({ id: 4, title: '' }),
      ],
      productOptions: [optionRecord({ id: 10, title: 'Brass', productPropertyId: 1 }), optionRecord({ id: 30, title: 'Helvetica', productPropertyId: 3 })],
    },
    850,
  ),
);

describe('cart lines', () => {
  it('puts an item’s options in words in property rank order, leaving order-level ones out', () => {
    const lines = itemOptionLines({ 1: { optionId: 10 }, 2: { value: 24 }, 3: { optionId: 30 } }, index);
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual(['Width: 24', 'Finish: Brass']);
  });

  it("reads 'ERROR' where a property or option title is missing", () => {
    const lines = itemOptionLines({ 1: { optionId: 999 }, 4: { value: 'x' } }, index);
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual(['Finish: ERROR', 'ERROR: x']);
  });

  it('lists each order-level option once for the order', () => {
    const lines = orderLevelLines([{ properties: { 3: { optionId: 30 } } }, { properties: { 3: { optionId: 30 }, 1: { optionId: 10 } } }], index);
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual(['Font: Helvetica']);
  });

  it('skips values left empty', () => {
    expect(itemOptionLines({ 2: { value: '' }, 1: { optionId: null } }, index)).toEqual([]);
  });
});
