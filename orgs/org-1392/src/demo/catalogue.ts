/** Organisation 1392's demo catalogue (ids 30000+): lights priced by length, a keypad, stocked drivers. */
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
import { CATEGORY, GROUP, OPTION as O, PRICING_RULE_FIRST_ID, PRODUCT, PROPERTY as P, RENDERER_KEY, RULE } from '../constants.ts';

const option = (id: number, productPropertyId: number, title: string, data: Record<string, unknown> = {}, publishLevel: 'all' | 'internal' = 'all') =>
  optionRecord({ id, productPropertyId, title, data, publishLevel });
const plate = (id: number, width: number, height: number) => option(id, P.plateSize, `${width} × ${height} mm`, { width, height });
const layout = (id: number, title: string, layoutString: string) => option(id, P.layout, title, { layoutString });

let pricingId = PRICING_RULE_FIRST_ID - 1;
const nextId = () => ++pricingId;

export const catalogue: CatalogueRecords = {
  productCategories: [
    categoryRecord({ id: CATEGORY.pendants, title: 'Pendants', rank: 1 }),
    categoryRecord({ id: CATEGORY.wallLights, title: 'Wall Lights', rank: 2 }),
    categoryRecord({ id: CATEGORY.controls, title: 'Controls', rank: 3 }),
    categoryRecord({ id: CATEGORY.stocked, title: 'Drivers & Accessories', rank: 4 }),
  ],
  products: [
    productRecord({
      id: PRODUCT.linearPendant,
      title: 'Linear Pendant',
      description: 'Suspended linear LED, cut to length.',
      productCategoryId: CATEGORY.pendants,
      propertyIds: [P.length, P.finish, P.colorTemperature, P.lens, P.dimming],
      data: { renderer: RENDERER_KEY.light },
    }),
    productRecord({
      id: PRODUCT.light,
      title: 'Linear Light',
      description: 'Suspended linear light on two cables.',
      productCategoryId: CATEGORY.pendants,
      propertyIds: [P.length, P.finish, P.colorTemperature, P.lens],
      data: { renderer: RENDERER_KEY.light },
    }),
    productRecord({
      id: PRODUCT.wallSconce,
      title: 'Wall Sconce',
      productCategoryId: CATEGORY.wallLights,
      propertyIds: [P.finish, P.colorTemperature, P.dimming],
    }),
    productRecord({
      id: PRODUCT.driver,
      title: 'LED Driver 60 W',
      productCategoryId: CATEGORY.stocked,
      isStocked: 1,
      currentInventory: 85,
      propertyIds: [P.dimming],
    }),
    productRecord({
      id: PRODUCT.keypad,
      title: 'Lighting Keypad',
      description: 'Scene keypad for the lighting control system.',
      productCategoryId: CATEGORY.controls,
      propertyIds: [P.plateSize, P.layout, P.buttonFinish, P.engraving],
      data: { renderer: RENDERER_KEY.keypad },
    }),
  ],
  productProperties: [
    propertyRecord({
      id: P.length,
      title: 'Length',
      type: 'dimensions',
      productPropertyGroupId: GROUP.fixture,
      placeHolder: 'in',
      data: { minDimension: 24, maxDimension: 96, dimensionInterval: 1 },
    }),
    propertyRecord({ id: P.finish, title: 'Finish', productPropertyGroupId: GROUP.fixture }),
    propertyRecord({ id: P.lens, title: 'Lens', productPropertyGroupId: GROUP.fixture }),
    propertyRecord({ id: P.colorTemperature, title: 'Color Temperature', productPropertyGroupId: GROUP.light }),
    propertyRecord({ id: P.dimming, title: 'Dimming', productPropertyGroupId: GROUP.light }),
    propertyRecord({ id: P.plateSize, title: 'Plate Size', productPropertyGroupId: GROUP.keypad }),
    propertyRecord({ id: P.layout, title: 'Buttons', productPropertyGroupId: GROUP.keypad }),
    propertyRecord({ id: P.buttonFinish, title: 'Button Finish', productPropertyGroupId: GROUP.keypad }),
    propertyRecord({ id: P.engraving, title: 'Engraving', type: 'array', isArray: 1, productPropertyGroupId: GROUP.keypad }),
  ],
  productOptions: [
    option(O.matteBlack, P.finish, 'Matte Black', { fill: '#222222' }),
    option(O.satinNickel, P.finish, 'Satin Nickel', { fill: '#c0c4c8' }),
    option(O.agedBrass, P.finish, 'Aged Brass', { fill: '#b08d57' }, 'internal'),
    option(O.cct2700, P.colorTemperature, '2700 K', { color: '#ffd27f' }),
    option(O.cct3000, P.colorTemperature, '3000 K', { color: '#ffe4a8' }),
    option(O.cct4000, P.colorTemperature, '4000 K', { color: '#f4f7ff' }),
    option(O.opalLens, P.lens, 'Opal'),
    option(O.prismaticLens, P.lens, 'Prismatic'),
    option(O.phaseDimming, P.dimming, 'Phase (triac)'),
    option(O.dali, P.dimming, 'DALI'),
    option(O.zeroToTen, P.dimming, '0–10 V'),
    plate(O.plate82x82, 82, 82),
    plate(O.plate117x82, 117, 82),
    plate(O.plate117x117, 117, 117),
    plate(O.plate144x144, 144, 144),
    layout(O.layoutOne, '1 button', '1'),
    layout(O.layoutTwo, '2 buttons', '1-1'),
    layout(O.layoutTwoByTwo, '2 × 2 buttons', '2-2'),
    layout(O.layoutThreeByThree, '3 × 3 buttons', '3-3-3'),
    option(O.whiteButtons, P.buttonFinish, 'White', { mechanismFill: '#ffffff' }),
    option(O.blackButtons, P.buttonFinish, 'Black', { mechanismFill: '#1f1f1f' }),
  ],
  productRules: [
    ruleRecord({
      id: RULE.brassNotPrismatic,
      title: 'Aged brass comes with an opal lens',
      type: 'incompatible',
      fromIds: [O.agedBrass],
      toProductPropertyId: P.lens,
      toOptionIds: [O.prismaticLens],
    }),
    ruleRecord({
      id: RULE.daliNeeds3000,
      title: 'DALI drivers are stocked for 3000 K',
      type: 'compatible',
      fromIds: [O.dali],
      toProductPropertyId: P.colorTemperature,
      toOptionIds: [O.cct3000],
    }),
  ],
  productPropertyGroups: [
    propertyGroupRecord({ id: GROUP.fixture, title: 'Fixture', propertyIds: [P.length, P.finish, P.lens] }),
    propertyGroupRecord({ id: GROUP.light, title: 'Light', propertyIds: [P.colorTemperature, P.dimming] }),
    propertyGroupRecord({ id: GROUP.keypad, title: 'Keypad', propertyIds: [P.plateSize, P.layout, P.buttonFinish, P.engraving] }),
  ],
  productPricingRules: [
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.linearPendant, amountInCents: 32_000 }),
    pricingRuleRecord({
      id: nextId(),
      kind: 'perLength',
      productId: PRODUCT.linearPendant,
      amountInCents: 0,
      data: { unit: 'ft', unitPriceInCents: 9_500, lengthPropertyId: P.length },
    }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.wallSconce, amountInCents: 24_500 }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.driver, amountInCents: 6_800 }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.keypad, amountInCents: 19_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.agedBrass, amountInCents: 7_500 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.dali, amountInCents: 4_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.plate144x144, amountInCents: 3_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'quantityBreak', productId: PRODUCT.driver, amountInCents: 0, data: { minQuantity: 25, percentOff: 12 } }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.light, amountInCents: 28_000 }),
  ],
  productOptionClassifiers: [],
};
