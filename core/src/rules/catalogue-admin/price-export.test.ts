import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import { pricingRuleRecord } from '../../domain/demo-records.ts';
import { doorCatalogue, O, P, PRODUCT } from '../testing/door-catalogue.ts';
import { productPriceExport } from './price-export.ts';

const DATE = '2025-06-15 12:00:00';
const rules = [
  pricingRuleRecord({ id: 1, kind: 'basePrice', productId: PRODUCT.window, amountInCents: 10_000 }),
  pricingRuleRecord({ id: 2, kind: 'optionPrice', productId: PRODUCT.window, productOptionId: O.brass, amountInCents: 2_500 }),
  pricingRuleRecord({ id: 3, kind: 'optionPrice', productId: PRODUCT.window, productOptionId: O.medium, amountInCents: 1_000 }),
  pricingRuleRecord({ id: 4, kind: 'optionPrice', productId: PRODUCT.window, productOptionId: O.frosted, amountInCents: 500 }),
];

function windowWith(exportPriceData: Record<string, unknown>) {
  const catalogue = doorCatalogue(rules);
  catalogue.products = catalogue.products.map((p) => (p.id === PRODUCT.window ? { ...p, exportPriceData } : p));
  return indexCatalogue(catalogue);
}

describe('the product price export', () => {
  it('lays the prices out by rows and columns, with the other properties at their fixed option', () => {
    const index = windowWith({ rowsData: [P.finish], columnsData: [P.size], fixedProperties: { [P.glass]: O.frosted } });
    const table = productPriceExport(index, PRODUCT.window, DATE);
    expect(table.header).toEqual(['Finish', 'Small', 'Medium', 'Large']);
    // Base 100, Brass 25, Medium 10, Frosted (fixed) 5.
    expect(table.rows.find((row) => row[0] === 'Brass')).toEqual(['Brass', 130, 140, 130]);
    expect(table.rows.find((row) => row[0] === 'Chrome')).toEqual(['Chrome', 105, 115, 105]);
    expect(table.truncated).toBe(false);
  });

  it('starts a block per option of the grouping property, and keeps to the cap of rows', () => {
    const index = windowWith({ groupDataBy: String(P.glass), rowsData: [P.size] });
    const table = productPriceExport(index, PRODUCT.window, DATE);
    expect(table.header).toEqual(['Size', 'Price']);
    expect(table.rows[0]).toEqual(['Glass: Clear']);
    // Finish is named nowhere: its first offered option (Brass, 25) is in every price.
    expect(table.rows.slice(1, 4)).toEqual([
      ['Small', 125],
      ['Medium', 135],
      ['Large', 125],
    ]);
    expect(table.rows[4]).toEqual([]);
    expect(table.rows[5]).toEqual(['Glass: Frosted']);
    const capped = productPriceExport(index, PRODUCT.window, DATE, 3);
    expect([capped.rows.length, capped.truncated]).toEqual([3, true]);
  });
});
