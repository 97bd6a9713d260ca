/** Compact builders for demo catalogue records: every field the spec names, with its usual default. */
import type { Product, ProductCategory, ProductOption, ProductPricingRule, ProductProperty, ProductRule, PropertyType } from '@configurator/core';

type NoOrg<T> = Omit<T, 'orgId'>;

export const category = (id: number, title: string, rank: number): NoOrg<ProductCategory> => ({
  id, title, rank, archived: 0, thumbnailUrl: null, fileUrl: null,
});

export const product = (
  id: number,
  title: string,
  productCategoryId: number,
  propertyIds: number[],
  extra: Partial<NoOrg<Product>> = {},
): NoOrg<Product> => ({
  id,
  title,
  description: '',
  productCategoryId,
  archived: 0,
  publishLevel: 'all',
  rank: id,
  thumbnailUrl: null,
  links: '',
  instanceTitleIsRequired: 0,
  shouldRoundPrice: 0,
  isStocked: 0,
  currentInventory: 0,
  mediumId: null,
  referenceCodes: {},
  associations: { productProperties: Object.fromEntries(propertyIds.map((p) => [String(p), { disabledProductOptionIds: [] }])) },
  ...extra,
});

export const property = (id: number, title: string, type: PropertyType, rank: number, extra: Partial<NoOrg<ProductProperty>> = {}): NoOrg<ProductProperty> => ({
  id,
  title,
  internalTitle: '',
  type,
  isArray: 0,
  rank,
  archived: 0,
  isOrderLevel: 0,
  noOptionThumbnails: 1,
  placeHolder: '',
  multiline: 0,
  icon: null,
  thumbnailUrl: null,
  drawingVisibility: 'visible',
  invoiceVisibility: 'inline',
  showThumbnailsOnInvoice: 0,
  productOptionDataFields: [],
  productPropertyGroupId: null,
  data: {},
  ...extra,
});

export const option = (id: number, productPropertyId: number, title: string, rank: number, extra: Partial<NoOrg<ProductOption>> = {}): NoOrg<ProductOption> => ({
  id,
  productPropertyId,
  title,
  value: null,
  rank,
  archived: 0,
  publishLevel: 'all',
  thumbnailUrl: null,
  referenceCodes: {},
  classifications: [],
  data: {},
  ...extra,
});

export const incompatible = (id: number, title: string, fromIds: number[], toIds: number[], toProductPropertyId: number): NoOrg<ProductRule> => ({
  id, title, type: 'incompatible', fromResourceKey: 'productOption', toResourceKey: 'productOption', fromIds, toIds, toProductPropertyId,
});

export const pricingRule = (id: number, fields: Partial<NoOrg<ProductPricingRule>> & Pick<ProductPricingRule, 'kind'>): NoOrg<ProductPricingRule> => ({
  id, productId: null, productOptionId: null, amountInCents: 0, data: {}, validFrom: null, validTo: null, ...fields,
});
