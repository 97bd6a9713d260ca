/** Organisation 1450's demo catalogue (ids 40000+): doors and fronts by area, flooring by the square foot, hardware from stock. */
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
import { CATEGORY, GROUP, OPTION as O, PRICING_RULE_FIRST_ID, PRODUCT, PROPERTY as P, RULE } from '../constants.ts';

const option = (id: number, productPropertyId: number, title: string, publishLevel: 'all' | 'internal' = 'all') =>
  optionRecord({ id, productPropertyId, title, publishLevel });
const size = { widthPropertyId: P.width, heightPropertyId: P.height };

let pricingId = PRICING_RULE_FIRST_ID - 1;
const nextId = () => ++pricingId;

export const catalogue: CatalogueRecords = {
  productCategories: [
    categoryRecord({ id: CATEGORY.slabDoors, title: 'Slab Doors', rank: 1 }),
    categoryRecord({ id: CATEGORY.cabinetFronts, title: 'Cabinet Fronts', rank: 2 }),
    categoryRecord({ id: CATEGORY.flooring, title: 'Flooring', rank: 3 }),
    categoryRecord({ id: CATEGORY.stocked, title: 'Hardware', rank: 4 }),
  ],
  products: [
    productRecord({
      id: PRODUCT.slabDoor,
      title: 'Slab Door',
      productCategoryId: CATEGORY.slabDoors,
      propertyIds: [P.width, P.height, P.species, P.finish, P.core],
    }),
    productRecord({
      id: PRODUCT.shakerFront,
      title: 'Shaker Cabinet Front',
      productCategoryId: CATEGORY.cabinetFronts,
      propertyIds: [P.width, P.height, P.species, P.finish],
      disabledOptionIds: { [P.finish]: [O.customStain] },
    }),
    productRecord({
      id: PRODUCT.widePlank,
      title: 'Wide Plank Flooring',
      productCategoryId: CATEGORY.flooring,
      propertyIds: [P.squareFeet, P.species, P.grade, P.finish],
    }),
    productRecord({
      id: PRODUCT.hingePack,
      title: 'Concealed Hinge (pair)',
      productCategoryId: CATEGORY.stocked,
      isStocked: 1,
      currentInventory: 400,
      propertyIds: [P.hardwareFinish],
    }),
    productRecord({
      id: PRODUCT.pullHandle,
      title: 'Bar Pull 6"',
      productCategoryId: CATEGORY.stocked,
      isStocked: 1,
      currentInventory: 150,
      propertyIds: [P.hardwareFinish],
    }),
  ],
  productProperties: [
    propertyRecord({
      id: P.width,
      title: 'Width',
      type: 'dimensions',
      productPropertyGroupId: GROUP.size,
      placeHolder: 'in',
      data: { minDimension: 6, maxDimension: 48, dimensionInterval: 0.0625 },
    }),
    propertyRecord({
      id: P.height,
      title: 'Height',
      type: 'dimensions',
      productPropertyGroupId: GROUP.size,
      placeHolder: 'in',
      data: { minDimension: 6, maxDimension: 96, dimensionInterval: 0.0625 },
    }),
    propertyRecord({ id: P.squareFeet, title: 'Square Feet', type: 'number', productPropertyGroupId: GROUP.size }),
    propertyRecord({ id: P.species, title: 'Species', productPropertyGroupId: GROUP.wood }),
    propertyRecord({ id: P.finish, title: 'Finish', productPropertyGroupId: GROUP.wood }),
    propertyRecord({ id: P.grade, title: 'Grade', productPropertyGroupId: GROUP.wood }),
    propertyRecord({ id: P.core, title: 'Core', productPropertyGroupId: GROUP.construction }),
    propertyRecord({ id: P.hardwareFinish, title: 'Hardware Finish', productPropertyGroupId: GROUP.construction }),
  ],
  productOptions: [
    option(O.whiteOak, P.species, 'White Oak'),
    option(O.maple, P.species, 'Maple'),
    option(O.cherry, P.species, 'Cherry', 'internal'),
    option(O.paintGrade, P.species, 'Paint Grade Poplar'),
    option(O.clearSatin, P.finish, 'Clear Satin'),
    option(O.primed, P.finish, 'Primed'),
    option(O.customStain, P.finish, 'Custom Stain'),
    option(O.solidCore, P.core, 'Solid Core'),
    option(O.hollowCore, P.core, 'Hollow Core'),
    option(O.fireRated, P.core, '20-minute Fire Rated'),
    option(O.selectGrade, P.grade, 'Select'),
    option(O.characterGrade, P.grade, 'Character'),
    option(O.brushedNickel, P.hardwareFinish, 'Brushed Nickel'),
    option(O.oilRubbedBronze, P.hardwareFinish, 'Oil-Rubbed Bronze'),
  ],
  productRules: [
    ruleRecord({
      id: RULE.paintGradeIsPrimed,
      title: 'Paint grade poplar ships primed',
      type: 'compatible',
      fromIds: [O.paintGrade],
      toProductPropertyId: P.finish,
      toOptionIds: [O.primed],
    }),
    ruleRecord({
      id: RULE.hollowCoreNotFireRated,
      title: 'Cherry doors are solid core',
      type: 'incompatible',
      fromIds: [O.cherry],
      toProductPropertyId: P.core,
      toOptionIds: [O.hollowCore],
    }),
  ],
  productPropertyGroups: [
    propertyGroupRecord({ id: GROUP.size, title: 'Size', propertyIds: [P.width, P.height, P.squareFeet] }),
    propertyGroupRecord({ id: GROUP.wood, title: 'Wood', propertyIds: [P.species, P.grade, P.finish] }),
    propertyGroupRecord({ id: GROUP.construction, title: 'Construction', propertyIds: [P.core, P.hardwareFinish] }),
  ],
  productPricingRules: [
    pricingRuleRecord({
      id: nextId(),
      kind: 'perArea',
      productId: PRODUCT.slabDoor,
      amountInCents: 0,
      data: { unit: 'sqft', unitPriceInCents: 2_900, minimumInCents: 32_000, ...size },
    }),
    pricingRuleRecord({
      id: nextId(),
      kind: 'perArea',
      productId: PRODUCT.shakerFront,
      amountInCents: 0,
      data: { unit: 'sqft', unitPriceInCents: 4_800, minimumInCents: 6_500, ...size },
    }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.widePlank, amountInCents: 1_150 }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.hingePack, amountInCents: 1_400 }),
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.pullHandle, amountInCents: 1_900 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.cherry, amountInCents: 5_500 }),
    pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.fireRated, amountInCents: 12_000 }),
    pricingRuleRecord({ id: nextId(), kind: 'quantityBreak', productId: PRODUCT.hingePack, amountInCents: 0, data: { minQuantity: 100, percentOff: 15 } }),
  ],
  productOptionClassifiers: [],
};
