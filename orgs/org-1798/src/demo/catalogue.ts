/** Organisation 1798's demo catalogue (ids 20000+): murals priced per square foot of wall, acoustic panels. */
import type { CatalogueRecords } from '@configurator/core/demo-records';
import {
  categoryRecord,
  optionRecord,
  pricingRuleRecord,
  productRecord,
  propertyGroupRecord,
  propertyRecord,
  ruleRecord,
} from '@configurator/core/demo-records';
import { CATEGORY, GROUP, MURAL_FALLBACK_OPTION_ID, OPTION as O, PRICING_RULE_FIRST_ID, PRODUCT, PROPERTY as P, RULE } from '../constants.ts';

const inches = (id: number, title: string, maxDimension: number) =>
  propertyRecord({
    id,
    title,
    type: 'dimensions',
    productPropertyGroupId: GROUP.size,
    placeHolder: 'in',
    data: { minDimension: 12, maxDimension, dimensionInterval: 0.0625 },
  });
const pattern = (id: number, title: string, style: string, fill: string, publishLevel: 'all' | 'internal' = 'all') =>
  optionRecord({ id, productPropertyId: P.pattern, title, publishLevel, data: { pattern: title.toLowerCase().replace(/\s+/g, '-'), style, fill } });
const option = (id: number, productPropertyId: number, title: string, data: Record<string, unknown> = {}) =>
  optionRecord({ id, productPropertyId, title, data });

let pricingId = PRICING_RULE_FIRST_ID - 1;
const nextId = () => ++pricingId;

export const catalogue: CatalogueRecords = {
  productCategories: [
    categoryRecord({ id: CATEGORY.murals, title: 'Murals', rank: 1 }),
    categoryRecord({ id: CATEGORY.wallPanels, title: 'Wall Panels', rank: 2 }),
  ],
  products: [
    productRecord({
      id: PRODUCT.mural,
      title: 'Wallcovering Mural',
      description: 'Printed mural panels sized to the wall.',
      productCategoryId: CATEGORY.murals,
      propertyIds: [P.pattern, P.substrate, P.wallWidth, P.wallHeight],
    }),
    productRecord({ id: PRODUCT.acousticPanel, title: 'Acoustic Wall Panel', productCategoryId: CATEGORY.wallPanels, propertyIds: [P.panelSize, P.fabric] }),
  ],
  productProperties: [
    propertyRecord({ id: P.pattern, title: 'Pattern', productPropertyGroupId: GROUP.artwork, noOptionThumbnails: 0 }),
    propertyRecord({ id: P.substrate, title: 'Substrate', productPropertyGroupId: GROUP.artwork }),
    inches(P.wallWidth, 'Wall Width', 600),
    inches(P.wallHeight, 'Wall Height', 240),
    propertyRecord({ id: P.panelSize, title: 'Panel Size', productPropertyGroupId: GROUP.size }),
    propertyRecord({ id: P.fabric, title: 'Fabric', productPropertyGroupId: GROUP.artwork }),
  ],
  productOptions: [
    pattern(O.meadow, 'Meadow', 'botanical', '#9bb38a'),
    pattern(O.tideline, 'Tideline', 'abstract', '#6f8fa6'),
    pattern(O.aurora, 'Aurora', 'gradient', '#c58fb2'),
    pattern(O.archiveSketch, 'Archive Sketch', 'line art', '#8c8577', 'internal'),
    // The default and fallback mural option (spec 990): a plain fill, no artwork, so a new mural is never blank.
    pattern(MURAL_FALLBACK_OPTION_ID, 'Plain', 'plain', '#e4ddd0'),
    option(O.standardCommercial, P.substrate, 'Standard Commercial (Type II vinyl)', { substrate: 'standardCommercial' }),
    option(O.standardResidential, P.substrate, 'Standard Residential (non-woven)', { substrate: 'standardResidential' }),
    option(O.customSubstrate, P.substrate, 'Custom substrate', { substrate: 'custom' }),
    option(O.panel24x48, P.panelSize, '24 × 48 in', { width: 24, height: 48 }),
    option(O.panel48x48, P.panelSize, '48 × 48 in', { width: 48, height: 48 }),
    option(O.panel24x96, P.panelSize, '24 × 96 in', { width: 24, height: 96 }),
    option(O.fabricSand, P.fabric, 'Sand', { color: '#d6c7a8' }),
    option(O.fabricSlate, P.fabric, 'Slate', { color: '#5d6670' }),
    option(O.fabricMoss, P.fabric, 'Moss', { color: '#6b7b4f' }),
  ],
  productRules: [
    ruleRecord({
      id: RULE.archiveSketchCommercialOnly,
      title: 'Archive Sketch prints on commercial substrates',
      type: 'compatible',
      fromIds: [O.archiveSketch],
      toProductPropertyId: P.substrate,
      toOptionIds: [O.standardCommercial, O.customSubstrate],
    }),
    ruleRecord({
      id: RULE.mossNotInFullHeight,
      title: 'Moss fabric is not made in 96 in lengths',
      type: 'incompatible',
      fromIds: [O.fabricMoss],
      toProductPropertyId: P.panelSize,
      toOptionIds: [O.panel24x96],
    }),
  ],
  productPropertyGroups: [
    propertyGroupRecord({ id: GROUP.artwork, title: 'Artwork', propertyIds: [P.pattern, P.substrate, P.fabric] }),
    propertyGroupRecord({ id: GROUP.size, title: 'Size', propertyIds: [P.wallWidth, P.wallHeight, P.panelSize] }),
  ],
  productPricingRules: [
    pricingRuleRecord({
      id: nextId(),
      kind: 'perArea',
      productId: PRODUCT.mural,
      amountInCents: 0,
      data: { unit: 'sqft', unitPriceInCents: 1_450, minimumInCents: 45_000, widthPropertyId: P.wallWidth, heightPropertyId: P.wallHeight },
    }),
    pricingRuleRecord({
      id: nextId(),
      kind: 'perArea',
      productId: PRODUCT.mural,
      productOptionId: O.customSubstrate,
      amountInCents: 0,
      data: { unit: 'sqft', unitPriceInCents: 600, widthPropertyId: P.wallWidth, heightPropertyId: P.wallHeight },
    }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.acousticPanel, amountInCents: 28_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.panel48x48, amountInCents: 19_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.panel24x96, amountInCents: 24_000 }),
  ],
  productOptionClassifiers: [],
};
