import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../domain/catalogue-index.ts';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord } from '../domain/demo-records.ts';
import type { Shape } from '../domain/shapes.ts';
import { defaultRenderer, selectionLines } from './default-renderer.ts';

const catalogue = indexCatalogue(
  catalogueWithOrgId(
    {
      products: [productRecord({ id: 1, title: 'Shaker Door', propertyIds: [10, 11, 12, 13] })],
      productProperties: [
        propertyRecord({ id: 10, title: 'Finish', rank: 1 }),
        propertyRecord({ id: 11, title: 'Width', type: 'dimensions', rank: 2 }),
        propertyRecord({ id: 12, title: 'Handle Prep', type: 'checkbox', rank: 3 }),
        propertyRecord({ id: 13, title: 'Engraving', type: 'array', rank: 4 }),
      ],
      productOptions: [optionRecord({ id: 100, productPropertyId: 10, title: 'Walnut' })],
    },
    7,
  ),
);
const input = (properties: Record<string, object>) => ({ product: catalogue.productsById.get(1)!, properties, catalogue, units: 'in' as const, settings: {} });
const texts = (shapes: Shape[]) => shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : []));

describe('default renderer', () => {
  it('shows the product title and one line per chosen value, in property order, a dimension with its unit', () => {
    const properties = {
      12: { value: true },
      10: { optionId: 100 },
      11: { value: 24.5 },
      13: { engravings: { 0: { above: [{ text: 'A' }], below: [{ symbolId: 3 }] } } },
    };
    expect(selectionLines(input(properties))).toEqual(['Finish: Walnut', 'Width: 2′-0 1/2″', 'Handle Prep: Yes', 'Engraving: 2 engraving lines']);
    const drawing = defaultRenderer(input(properties));
    expect(texts(drawing.shapes)).toEqual(['Shaker Door', 'Finish: Walnut', 'Width: 2′-0 1/2″', 'Handle Prep: Yes', 'Engraving: 2 engraving lines']);
  });

  it('grows with the lines and says when nothing is chosen', () => {
    const empty = defaultRenderer(input({}));
    expect(texts(empty.shapes)).toEqual(['Shaker Door', 'No options chosen yet']);
    const full = defaultRenderer(input({ 10: { optionId: 100 }, 11: { value: 30 } }));
    expect(full.height).toBeGreaterThan(empty.height);
    expect(full.width).toBeGreaterThan(0);
  });
});
