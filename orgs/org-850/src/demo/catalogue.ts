/**
 * Organisation 850's demo catalogue on the spec's ids: keypads and switch plates (category 1,
 * products 1, 2, 5, 10, 11) configured by plate size, layout (property 4), finishes (mechanism finish
 * is property 7), fixing (property 26, option 139 only on standard sizes), back box and engravings
 * (array properties 27 and 112); back boxes from stock (category 5). The engraving font (property
 * 113) is order-level: one choice applies to every keypad of the order, and Backlit Stencil leaves
 * the Keypad's Button Style without options (rule 5), so choosing it is refused in an order holding one.
 */
import type { CatalogueRecords } from '@configurator/core/demo-records';
import { categoryRecord, pricingRuleRecord, productRecord, propertyGroupRecord, propertyRecord, ruleRecord } from '@configurator/core/demo-records';
import { PLATE_RENDERER_KEYS } from '@configurator/plugin-keypads';
import { CATEGORY, OPTION as O, PRODUCT, PROPERTY as P } from '../constants.ts';
import { FONT_PROPERTY_ID, fontOptions, fontRule } from './engraving-font.ts';
import { options } from './options.ts';
import { plateOptions, platePricingRules, plateProductRecords, plateProperties } from './plates.ts';

const GROUP = { plate: 1, mechanisms: 2, engraving: 3, installation: 4 } as const;
const withGroup = (group: number) => ({ productPropertyGroupId: group });
const tallLayouts = [O.layoutButtonAndRocker, O.layoutTwoRockers, O.layoutRockerAndButton];
/** The 269 mm plate is for lamp and receptacle plates only (demo/plates.ts). */
const notOnKeypads = { [P.plateSize]: [O.plate269x117] };
const plateAndMechanisms = [P.plateSize, P.layout, P.plateFinish, P.mechanismFinish, P.fixing, P.backBox, FONT_PROPERTY_ID];

/** The keypads plugin's keypad and switch plate drawing (product.data.renderer). */
const keypadDrawing = { data: { renderer: PLATE_RENDERER_KEYS.keypad } };

const products = [
  productRecord({
    ...keypadDrawing,
    id: PRODUCT.keypad,
    title: 'Keypad',
    description: 'Engraved lighting-control keypad.',
    productCategoryId: CATEGORY.keypads,
    propertyIds: [...plateAndMechanisms, P.ledIndicator, P.buttonStyle, P.engraving],
    disabledOptionIds: { ...notOnKeypads, [P.layout]: tallLayouts },
  }),
  productRecord({
    ...keypadDrawing,
    id: PRODUCT.switchPlate,
    title: 'Switch Plate',
    description: 'Switch plate with buttons and rockers.',
    productCategoryId: CATEGORY.keypads,
    propertyIds: [...plateAndMechanisms, P.engraving],
    disabledOptionIds: notOnKeypads,
    links: 'https://keystone-controls.example/switch-plate-spec.pdf,Switch plate spec sheet\nhttps://keystone-controls.example/installation,Installation guide',
  }),
  productRecord({
    ...keypadDrawing,
    id: PRODUCT.sceneKeypad,
    title: 'Scene Keypad',
    description: 'Scene keypad with LED indicators.',
    productCategoryId: CATEGORY.keypads,
    propertyIds: [...plateAndMechanisms, P.ledIndicator, P.engraving],
    disabledOptionIds: { ...notOnKeypads, [P.layout]: tallLayouts },
  }),
  productRecord({
    ...keypadDrawing,
    id: PRODUCT.hotelKeypad,
    title: 'Hotel Keypad',
    description: 'Guest-room keypad with label engraving.',
    instanceTitleIsRequired: 1,
    productCategoryId: CATEGORY.keypads,
    propertyIds: [...plateAndMechanisms, P.ledIndicator, P.labelEngraving],
    disabledOptionIds: { ...notOnKeypads, [P.layout]: tallLayouts },
  }),
  productRecord({
    ...keypadDrawing,
    id: PRODUCT.dimmerPlate,
    title: 'Dimmer Plate',
    description: 'Rocker dimmer plate.',
    productCategoryId: CATEGORY.keypads,
    propertyIds: [...plateAndMechanisms, P.labelEngraving],
    disabledOptionIds: notOnKeypads,
    publishLevel: 'internal',
  }),
  productRecord({
    id: PRODUCT.singleGangBox,
    title: 'Single-gang back box',
    productCategoryId: CATEGORY.backBoxes,
    isStocked: 1,
    currentInventory: 240,
    propertyIds: [P.boxMaterial],
  }),
  productRecord({
    id: PRODUCT.mudRingBox,
    title: 'Mud ring',
    productCategoryId: CATEGORY.backBoxes,
    isStocked: 1,
    currentInventory: 120,
    propertyIds: [P.boxMaterial],
  }),
  productRecord({
    id: PRODUCT.twoGangBox,
    title: 'Two-gang back box',
    productCategoryId: CATEGORY.backBoxes,
    isStocked: 1,
    currentInventory: -4,
    propertyIds: [P.boxMaterial],
  }),
  productRecord({
    id: PRODUCT.deepBox,
    title: 'Deep back box 1424',
    productCategoryId: CATEGORY.backBoxes,
    isStocked: 1,
    currentInventory: 36,
    propertyIds: [P.boxMaterial],
  }),
];

const properties = [
  propertyRecord({
    id: P.plateSize,
    title: 'Plate Size',
    ...withGroup(GROUP.plate),
    rank: 1,
    productOptionDataFields: [
      { title: 'Width (mm)', key: 'width', type: 'number' },
      { title: 'Height (mm)', key: 'height', type: 'number' },
    ],
  }),
  propertyRecord({
    id: P.layout,
    title: 'Layout',
    ...withGroup(GROUP.mechanisms),
    rank: 2,
    productOptionDataFields: [{ title: 'Layout string', key: 'layoutString', type: 'text' }],
  }),
  propertyRecord({ id: P.plateFinish, title: 'Plate Finish', ...withGroup(GROUP.plate), rank: 3 }),
  propertyRecord({ id: P.mechanismFinish, title: 'Mechanism Finish', ...withGroup(GROUP.mechanisms), rank: 4 }),
  propertyRecord({ id: P.ledIndicator, title: 'LED Indicator', ...withGroup(GROUP.mechanisms), rank: 5 }),
  propertyRecord({ id: P.buttonStyle, title: 'Button Style', ...withGroup(GROUP.mechanisms), rank: 6 }),
  propertyRecord({ id: P.fixing, title: 'Fixing', ...withGroup(GROUP.plate), rank: 7 }),
  propertyRecord({ id: P.backBox, title: 'Back Box', ...withGroup(GROUP.installation), rank: 8 }),
  propertyRecord({ id: P.engraving, title: 'Engraving', type: 'array', isArray: 1, invoiceVisibility: 'column', ...withGroup(GROUP.engraving), rank: 9 }),
  propertyRecord({
    id: P.labelEngraving,
    title: 'Label Engraving',
    type: 'array',
    isArray: 1,
    invoiceVisibility: 'column',
    ...withGroup(GROUP.engraving),
    rank: 10,
  }),
  propertyRecord({ id: P.boxMaterial, title: 'Box Material', rank: 11 }),
  propertyRecord({ id: FONT_PROPERTY_ID, title: 'Engraving Font', isOrderLevel: 1, ...withGroup(GROUP.engraving), rank: 12 }),
];

const rules = [
  ruleRecord({
    id: 1,
    title: 'No chrome mechanisms on antique brass plates',
    type: 'incompatible',
    fromIds: [O.antiqueBrassPlate],
    toProductPropertyId: P.mechanismFinish,
    toOptionIds: [O.chromeMechanism],
  }),
  ruleRecord({
    id: 2,
    title: 'Mud rings take plates with visible screws',
    type: 'compatible',
    fromIds: [O.mudRing],
    toProductPropertyId: P.fixing,
    toOptionIds: [O.visibleScrews],
  }),
  ruleRecord({ id: 3, title: 'Compact buttons have no LED indicator', type: 'incompatible', fromIds: [O.compactButton], toProductPropertyId: P.ledIndicator }),
  ruleRecord({
    id: 4,
    title: 'Antique brass plates have a screwless cover',
    type: 'compatible',
    fromIds: [O.antiqueBrassPlate],
    toProductPropertyId: P.fixing,
    toOptionIds: [O.screwlessCover],
  }),
  fontRule,
];

const groups = [
  propertyGroupRecord({ id: GROUP.plate, title: 'Plate', propertyIds: [P.plateSize, P.plateFinish, P.fixing] }),
  propertyGroupRecord({ id: GROUP.mechanisms, title: 'Mechanisms', propertyIds: [P.layout, P.mechanismFinish, P.ledIndicator, P.buttonStyle] }),
  propertyGroupRecord({ id: GROUP.engraving, title: 'Engraving', propertyIds: [P.engraving, P.labelEngraving, FONT_PROPERTY_ID] }),
  propertyGroupRecord({ id: GROUP.installation, title: 'Installation', propertyIds: [P.backBox] }),
];

let pricingId = 0;
const base = (productId: number, amountInCents: number, dates: { validFrom?: string; validTo?: string } = {}) =>
  pricingRuleRecord({ id: ++pricingId, kind: 'basePrice', productId, amountInCents, ...dates });
const extra = (productOptionId: number, amountInCents: number) => pricingRuleRecord({ id: ++pricingId, kind: 'optionPrice', productOptionId, amountInCents });

const pricingRules = [
  base(PRODUCT.keypad, 16_500, { validTo: '2025-01-01 00:00:00' }),
  base(PRODUCT.keypad, 18_500, { validFrom: '2025-01-01 00:00:00' }),
  base(PRODUCT.switchPlate, 9_500),
  base(PRODUCT.sceneKeypad, 26_500),
  base(PRODUCT.hotelKeypad, 21_500),
  base(PRODUCT.dimmerPlate, 12_500),
  base(PRODUCT.singleGangBox, 450),
  base(PRODUCT.mudRingBox, 325),
  base(PRODUCT.twoGangBox, 650),
  base(PRODUCT.deepBox, 1_250),
  extra(O.plate117x82, 800),
  extra(O.plate144x82, 1_200),
  extra(O.plate207x82, 2_000),
  extra(O.plate82x117, 800),
  extra(O.plate117x117, 1_500),
  extra(O.plate82x144, 1_800),
  extra(O.plate144x144, 2_500),
  extra(O.plate117x207, 3_200),
  extra(O.plate144x207, 3_800),
  extra(O.plate207x207, 4_500),
  extra(O.brushedSteelPlate, 1_500),
  extra(O.antiqueBrassPlate, 4_200),
  extra(O.chromeMechanism, 2_200),
  extra(O.satinBrassMechanism, 3_400),
  extra(O.bronzeMechanism, 3_400),
  extra(O.blueLed, 900),
  extra(O.amberLed, 900),
  extra(O.screwlessCover, 1_100),
  extra(O.deepBox, 600),
  pricingRuleRecord({ id: ++pricingId, kind: 'quantityBreak', productId: PRODUCT.switchPlate, amountInCents: 0, data: { minQuantity: 10, percentOff: 5 } }),
  pricingRuleRecord({ id: ++pricingId, kind: 'quantityBreak', productId: PRODUCT.singleGangBox, amountInCents: 0, data: { minQuantity: 50, percentOff: 10 } }),
  ...platePricingRules(() => ++pricingId),
];

export const catalogue: CatalogueRecords = {
  productCategories: [
    categoryRecord({ id: CATEGORY.keypads, title: 'Keypads & Switch Plates', rank: 1 }),
    categoryRecord({ id: CATEGORY.plates, title: 'Lamp, Receptacle & Port Plates', rank: 2 }),
    categoryRecord({ id: CATEGORY.backBoxes, title: 'Back Boxes', rank: 3 }),
  ],
  products: [...products, ...plateProductRecords],
  productProperties: [...properties, ...plateProperties],
  productOptions: [...options, ...plateOptions, ...fontOptions],
  productRules: rules,
  productPropertyGroups: groups,
  productPricingRules: pricingRules,
  productOptionClassifiers: [],
};
