import { describe, expect, it } from 'vitest';
import { indexCatalogue, type Drawing, type Shape } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord } from '@configurator/core/demo-records';
import { lightRenderer } from './light.ts';

const catalogue = indexCatalogue(
  catalogueWithOrgId(
    {
      productCategories: [],
      products: [productRecord({ id: 73, title: 'Light', productCategoryId: null, propertyIds: [1, 2] })],
      productProperties: [propertyRecord({ id: 1, title: 'Length', type: 'dimensions' }), propertyRecord({ id: 2, title: 'Finish' })],
      productOptions: [optionRecord({ id: 21, productPropertyId: 2, title: 'Brass', data: { fill: '#b08d57' } })],
      productRules: [],
      productPropertyGroups: [],
      productPricingRules: [],
      productOptionClassifiers: [],
    },
    1,
  ),
);

const render = (
  properties: Record<string, { value?: number | string; optionId?: number }>,
  settings: Record<string, unknown> = { lengthPropertyId: 1, finishPropertyId: 2 },
  units: 'mm' | 'in' = 'mm',
) => lightRenderer({ product: catalogue.productsById.get(73)!, properties, catalogue, units, settings });
const flat = (shapes: readonly Shape[]): Shape[] => shapes.flatMap((s) => (s.kind === 'group' ? flat(s.children) : [s]));
const byId = (d: Drawing, id: string) => flat(d.shapes).find((s) => s.id === id);

describe('lights (73)', () => {
  it('draws the housing at the entered length in its finish', () => {
    const d = render({ 1: { value: 900 }, 2: { optionId: 21 } });
    expect(d.outline!.width).toBe(900);
    expect(byId(d, 'housing')).toMatchObject({ width: 900, fill: '#b08d57' });
    expect(flat(d.shapes).some((s) => s.kind === 'text' && s.text === 'Finish: Brass')).toBe(true);
  });

  it('reads inches when the catalogue enters inches, and the drawing changes with the length', () => {
    const a = render({ 1: { value: 48 } }, { lengthPropertyId: 1, lengthUnit: 'in' }, 'in');
    const b = render({ 1: { value: 60 } }, { lengthPropertyId: 1, lengthUnit: 'in' }, 'in');
    expect(a.outline!.width).toBeCloseTo(48, 6);
    expect(b.outline!.width).toBeCloseTo(60, 6);
  });

  it.each([0, 1e9, 'x'])('bad length %s: drawn clamped or at the default, marked, never thrown', (value) => {
    const d = render({ 1: { value } });
    expect(d.width).toBeGreaterThan(0);
    expect(flat(d.shapes).some((s) => s.kind === 'text' && s.text.startsWith('⚠'))).toBe(true);
  });
});
