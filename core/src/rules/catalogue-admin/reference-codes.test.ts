import { describe, expect, it } from 'vitest';
import type { Catalogue, Product, ProductOption } from '../../domain/catalogue.ts';
import { referenceCodeOf, sampleItemProperties } from './reference-codes.ts';
import { nextOptionRank, parseOptionData, rankAboveMax, rerankByPosition } from './ranks.ts';
import { DEFAULT_DATA_FIELDS_EDITOR_USER_IDS, parseUserIdList, visibilityLabels } from './constants.ts';

const option = (id: number, productPropertyId: number, title: string, rank: number, codes: ProductOption['referenceCodes'] = {}): ProductOption => ({
  id,
  orgId: 1,
  productPropertyId,
  title,
  value: null,
  rank,
  archived: 0,
  publishLevel: 'all',
  thumbnailUrl: null,
  referenceCodes: codes,
  classifications: [],
  data: {},
});
const product: Product = {
  id: 1,
  orgId: 1,
  title: 'Door',
  description: '',
  productCategoryId: null,
  archived: 0,
  publishLevel: 'all',
  rank: 1,
  thumbnailUrl: null,
  links: '',
  instanceTitleIsRequired: 0,
  shouldRoundPrice: 0,
  isStocked: 0,
  currentInventory: 0,
  mediumId: null,
  referenceCodes: { catalog: 'DR' },
  associations: { productProperties: { '10': { disabledProductOptionIds: [] }, '20': { disabledProductOptionIds: [] } } },
  referenceCodeFormulas: { catalog: { productPropertySequence: [10, 20], separator: '-' } },
  data: {},
};
const property = (id: number, title: string) => ({
  id,
  orgId: 1,
  title,
  internalTitle: '',
  type: 'singleSelect' as const,
  isArray: 0 as const,
  rank: id,
  archived: 0 as const,
  isOrderLevel: 0 as const,
  noOptionThumbnails: 0 as const,
  placeHolder: '',
  multiline: 0 as const,
  icon: null,
  thumbnailUrl: null,
  drawingVisibility: 'visible' as const,
  invoiceVisibility: 'inline' as const,
  showThumbnailsOnInvoice: 0 as const,
  productOptionDataFields: [],
  productPropertyGroupId: null,
  data: {},
});
const catalogue: Catalogue = {
  products: [product],
  productCategories: [],
  productProperties: [property(10, 'Finish'), property(20, 'Hardware')],
  productOptions: [option(101, 10, 'Oak', 1, { catalog: 'OK' }), option(102, 10, 'Walnut', 2), option(201, 20, 'Brass', 1), option(202, 20, 'Black', 2)],
  productRules: [],
  productPropertyGroups: [],
  productPricingRules: [],
  productOptionClassifiers: [],
};

describe('catalogue admin rules', () => {
  it('builds a reference code from the formula on a sample item', () => {
    const sample = sampleItemProperties(catalogue, product);
    expect(sample).toEqual({ '10': { optionId: 101 }, '20': { optionId: 201 } });
    expect(referenceCodeOf(catalogue, product, 'catalog', sample)).toBe('DR-OK-Brass');
    expect(referenceCodeOf(catalogue, product, 'factory', sample)).toBe('');
  });

  it('re-ranks by a typed position, clamped; ignores non-numbers and the unchanged position', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(rerankByPosition(list, 3, '1')).toEqual([
      { id: 3, rank: 1 },
      { id: 1, rank: 2 },
      { id: 2, rank: 3 },
    ]);
    expect(rerankByPosition(list, 1, '99')).toEqual([
      { id: 2, rank: 1 },
      { id: 3, rank: 2 },
      { id: 1, rank: 3 },
    ]);
    expect(rerankByPosition(list, 1, '-5')).toBeNull();
    expect(rerankByPosition(list, 1, 'abc')).toBeNull();
    expect(rerankByPosition(list, 2, '2')).toBeNull();
  });

  it('new option and category ranks, option data parsing, settings and labels', () => {
    expect(nextOptionRank(0)).toBe(1);
    expect(nextOptionRank(4)).toBe(5);
    expect(rankAboveMax([1, 7, 3])).toBe(8);
    expect(parseOptionData('{"fill":"#fff"}')).toEqual({ fill: '#fff' });
    expect(parseOptionData('plain text')).toBe('plain text');
    expect(parseOptionData('[1,2]')).toBe('[1,2]');
    expect(DEFAULT_DATA_FIELDS_EDITOR_USER_IDS).toEqual([1, 2, 3, 781, 971, 975]);
    expect(parseUserIdList(undefined)).toEqual([1, 2, 3, 781, 971, 975]);
    expect(parseUserIdList('5, 6')).toEqual([5, 6]);
    expect(visibilityLabels).toEqual({ all: 'All Users', internal: 'Members', admin: 'Owners' });
  });
});
