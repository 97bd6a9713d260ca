import { describe, expect, it } from 'vitest';
import { exportPriceDataProblem, exportPropertyIds } from './export-price-data-check.ts';

const product = (exportPriceData: object) => ({ associations: { productProperties: { '10': {}, '20': {} } }, exportPriceData });
const propertyOfOption = (optionId: number) => ({ 101: 10, 201: 20 })[optionId];

describe('the price export layout names ids of the right kind', () => {
  it('lists every property id it names once', () => {
    expect(exportPropertyIds({ groupDataBy: '10', rowsData: [20, 10], fixedProperties: { '20': 201 } })).toEqual([10, 20]);
  });

  it('accepts properties applied to the product and options of their own property', () => {
    expect(exportPriceDataProblem(product({ groupDataBy: '10', columnsData: [20], fixedProperties: { '20': 201 } }), propertyOfOption)).toBeUndefined();
    expect(exportPriceDataProblem({ associations: null, exportPriceData: null }, propertyOfOption)).toBeUndefined();
  });

  it('names a property not applied, and an option of another property', () => {
    expect(exportPriceDataProblem(product({ rowsData: [20, 30] }), propertyOfOption)).toBe('Export prices: property 30 is not applied to this product.');
    expect(exportPriceDataProblem(product({ groupDataBy: '101' }), propertyOfOption)).toBe('Export prices: property 101 is not applied to this product.');
    expect(exportPriceDataProblem(product({ fixedProperties: { '10': 201 } }), propertyOfOption)).toBe(
      'Export prices: option 201 is not an option of property 10.',
    );
    expect(exportPriceDataProblem(product({ fixedProperties: { '10': 999 } }), propertyOfOption)).toBe(
      'Export prices: option 999 is not an option of property 10.',
    );
  });
});
