/**
 * The rule card's live preview (explainRuleEffect): what one rule removes on every product, worked out
 * by the order page's own engine (evaluateItem) on a catalogue holding only that rule.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, Product, ProductOption, ProductRule } from '../../domain/catalogue.ts';
import { explainRuleEffect } from './rule-effect.ts';

const option = (id: number, productPropertyId: number, title: string, rank: number): ProductOption => ({
  id,
  orgId: 1,
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
});
const product = (id: number, title: string, properties: Record<string, number[]>, archived: 0 | 1 = 0): Product => ({
  id,
  orgId: 1,
  title,
  description: '',
  productCategoryId: null,
  archived,
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
  associations: { productProperties: Object.fromEntries(Object.entries(properties).map(([id, disabled]) => [id, { disabledProductOptionIds: disabled }])) },
  referenceCodeFormulas: {},
  data: {},
});
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
const FINISH = 10;
const HARDWARE = 20;
const GLASS = 30;
const [OAK, WALNUT] = [101, 102];
const [BRASS, BLACK, CHROME] = [201, 202, 203];
const catalogue: Catalogue = {
  products: [
    product(1, 'Door', { [FINISH]: [], [HARDWARE]: [], [GLASS]: [] }),
    // Walnut is not offered on the panel: a rule from Walnut does nothing there.
    product(2, 'Panel', { [FINISH]: [WALNUT], [HARDWARE]: [] }),
    product(3, 'Old door', { [FINISH]: [], [HARDWARE]: [] }, 1),
  ],
  productCategories: [],
  productProperties: [property(FINISH, 'Finish'), property(HARDWARE, 'Hardware'), property(GLASS, 'Glass')],
  productOptions: [
    option(OAK, FINISH, 'Oak', 1),
    option(WALNUT, FINISH, 'Walnut', 2),
    option(BRASS, HARDWARE, 'Brass', 1),
    option(BLACK, HARDWARE, 'Black', 2),
    option(CHROME, HARDWARE, 'Chrome', 3),
    option(301, GLASS, 'Clear', 1),
    option(302, GLASS, 'Frosted', 2),
  ],
  productRules: [],
  productPropertyGroups: [],
  productPricingRules: [],
  productOptionClassifiers: [],
};
const rule = (props: Partial<ProductRule>): ProductRule => ({
  id: -1,
  orgId: 1,
  title: '',
  type: 'incompatible',
  fromResourceKey: 'productOption',
  toResourceKey: 'productOption',
  fromIds: [WALNUT],
  toIds: [],
  toProductPropertyId: null,
  ...props,
});
const summary = (r: ProductRule) =>
  explainRuleEffect(catalogue, r).map(
    (l) =>
      `${l.productTitle}: ${l.whenOptionTitle} removes ${l.propertyTitle}${l.propertyRemoved ? ' (property)' : ''} [${l.removedOptionTitles.join(', ')}]${l.leavesNoOptions ? ' leaving none' : ''}`,
  );

describe("a rule's live effect", () => {
  it('an incompatible rule removes its options on the products that offer the option it starts from (not archived ones)', () => {
    expect(summary(rule({ toIds: [BRASS] }))).toEqual(['Door: Walnut removes Hardware [Brass]']);
    expect(explainRuleEffect(catalogue, rule({ toIds: [BRASS] }))[0]).toMatchObject({
      productId: 1,
      whenOptionId: WALNUT,
      propertyId: HARDWARE,
      propertyRemoved: false,
      leavesNoOptions: false,
    });
  });

  it('each option it starts from is a line of its own', () => {
    expect(summary(rule({ fromIds: [OAK, WALNUT], toIds: [BLACK] }))).toEqual([
      'Door: Oak removes Hardware [Black]',
      'Door: Walnut removes Hardware [Black]',
      'Panel: Oak removes Hardware [Black]',
    ]);
  });

  it('flags a rule that leaves a property with no option', () => {
    expect(summary(rule({ toIds: [BRASS, BLACK, CHROME] }))).toEqual(['Door: Walnut removes Hardware [Brass, Black, Chrome] leaving none']);
  });

  it('a compatible rule removes every other option of the property it restricts', () => {
    expect(summary(rule({ type: 'compatible', toIds: [CHROME] }))).toEqual(['Door: Walnut removes Hardware [Brass, Black]']);
    expect(summary(rule({ type: 'compatible', toIds: [], toProductPropertyId: HARDWARE }))).toEqual([
      'Door: Walnut removes Hardware [Brass, Black, Chrome] leaving none',
    ]);
  });

  it('an incompatible rule to a property removes the whole property, which is not "leaving none"', () => {
    expect(summary(rule({ toResourceKey: 'productProperty', toIds: [GLASS] }))).toEqual(['Door: Walnut removes Glass (property) [Clear, Frosted]']);
  });

  it('removes nothing: a compatible rule to a property (it makes the property apply), a rule within its own property, no targets', () => {
    expect(summary(rule({ type: 'compatible', toResourceKey: 'productProperty', toIds: [GLASS] }))).toEqual([]);
    expect(summary(rule({ toIds: [OAK] }))).toEqual([]);
    expect(summary(rule({ type: 'compatible', toIds: [OAK] }))).toEqual([]);
    expect(summary(rule({ toIds: [] }))).toEqual([]);
  });
});
