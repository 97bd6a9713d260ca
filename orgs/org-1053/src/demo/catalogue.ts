/** Organisation 1053's demo catalogue (ids 10000+): doors and fronts sized in mm and priced by area. */
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

const mm = (id: number, title: string, group: number, minDimension: number, maxDimension: number, dimensionInterval = 1) =>
  propertyRecord({ id, title, type: 'dimensions', productPropertyGroupId: group, placeHolder: 'mm', data: { minDimension, maxDimension, dimensionInterval } });
const option = (id: number, productPropertyId: number, title: string, data: Record<string, unknown> = {}, publishLevel: 'all' | 'internal' = 'all') =>
  optionRecord({ id, productPropertyId, title, data, publishLevel });

const door = [P.width, P.height, P.species, P.finish, P.hingeSide, P.handlePrep];
const slatDoor = [P.width, P.height, P.thickness, P.species, P.finish, P.lamellaWidth, P.alignment, P.hinges, P.hingeSide];
const board = [P.boardWidth, P.boardThickness, P.boardLength, P.species, P.finish];
const renders = (renderer: string) => ({ data: { renderer } });

let pricingId = PRICING_RULE_FIRST_ID - 1;
const perSquareMetre = (productId: number, unitPriceInCents: number, minimumInCents: number, size: { widthPropertyId: number; heightPropertyId: number }) =>
  pricingRuleRecord({ id: ++pricingId, kind: 'perArea', productId, amountInCents: 0, data: { unit: 'sqm', unitPriceInCents, minimumInCents, ...size } });
const doorSize = { widthPropertyId: P.width, heightPropertyId: P.height };

export const catalogue: CatalogueRecords = {
  productCategories: [
    categoryRecord({ id: CATEGORY.slatDoors, title: 'Slat Doors', rank: 1 }),
    categoryRecord({ id: CATEGORY.slabDoors, title: 'Slab Doors', rank: 2 }),
    categoryRecord({ id: CATEGORY.cabinetFronts, title: 'Cabinet Fronts', rank: 3 }),
    categoryRecord({ id: CATEGORY.flooring, title: 'Flooring', rank: 4 }),
    categoryRecord({ id: CATEGORY.woodPanels, title: 'Wood Panels', rank: 5 }),
  ],
  products: [
    productRecord({
      id: PRODUCT.slatDoor,
      title: 'Slat Door',
      description: 'Solid timber door faced with vertical lamellas.',
      productCategoryId: CATEGORY.slatDoors,
      propertyIds: [...door, P.lamellaWidth],
      ...renders(RENDERER_KEY.slatDoor),
    }),
    productRecord({
      id: PRODUCT.doorWithSlats,
      title: 'Door with Slats',
      description: 'Hinged door faced with vertical lamellas, numbered per unit.',
      productCategoryId: CATEGORY.slatDoors,
      propertyIds: [...slatDoor, P.doorUnitNumber],
      ...renders(RENDERER_KEY.slatDoor),
    }),
    productRecord({
      id: PRODUCT.slatPanel,
      title: 'Slat Panel',
      description: 'Wall panel of vertical lamellas matching the doors.',
      productCategoryId: CATEGORY.slatDoors,
      propertyIds: [P.width, P.height, P.thickness, P.species, P.finish, P.lamellaWidth, P.alignment, P.panelUnitNumber],
      ...renders(RENDERER_KEY.slatPanel),
    }),
    productRecord({
      id: PRODUCT.doorLikePanel,
      title: 'Door-like Panel',
      description: 'Framed panel that reads as a door.',
      productCategoryId: CATEGORY.slabDoors,
      propertyIds: [P.width, P.height, P.thickness, P.species, P.finish, P.hinges, P.hingeSide],
      ...renders(RENDERER_KEY.doorPanel),
    }),
    productRecord({
      id: PRODUCT.flatPanel,
      title: 'Wood Panel, Flat',
      productCategoryId: CATEGORY.woodPanels,
      propertyIds: board,
      ...renders(RENDERER_KEY.flat),
    }),
    productRecord({
      id: PRODUCT.tongueAndGroovePanel,
      title: 'Wood Panel, Tongue and Groove',
      productCategoryId: CATEGORY.woodPanels,
      propertyIds: board,
      ...renders(RENDERER_KEY.tongueAndGroove),
    }),
    productRecord({
      id: PRODUCT.shiplapPanel,
      title: 'Wood Panel, Shiplap',
      productCategoryId: CATEGORY.woodPanels,
      propertyIds: board,
      ...renders(RENDERER_KEY.shiplap),
    }),
    productRecord({
      id: PRODUCT.flutedPanel,
      title: 'Wood Panel, Fluted',
      productCategoryId: CATEGORY.woodPanels,
      propertyIds: board,
      ...renders(RENDERER_KEY.fluted),
    }),
    productRecord({
      id: PRODUCT.slabDoor,
      title: 'Slab Door',
      description: 'Flush veneered door leaf.',
      productCategoryId: CATEGORY.slabDoors,
      propertyIds: door,
    }),
    productRecord({
      id: PRODUCT.cabinetFront,
      title: 'Cabinet Front',
      productCategoryId: CATEGORY.cabinetFronts,
      propertyIds: [P.frontWidth, P.frontHeight, P.species, P.finish],
      instanceTitleIsRequired: 1,
    }),
    productRecord({
      id: PRODUCT.oakFlooring,
      title: 'Oak Flooring',
      productCategoryId: CATEGORY.flooring,
      propertyIds: [P.roomWidth, P.roomLength, P.species, P.finish, P.plankWidth],
      disabledOptionIds: { [P.species]: [O.walnut] },
      shouldRoundPrice: 1,
    }),
  ],
  productProperties: [
    mm(P.width, 'Width', GROUP.size, 300, 1200),
    mm(P.height, 'Height', GROUP.size, 1800, 2700),
    mm(P.frontWidth, 'Front Width', GROUP.size, 100, 1200),
    mm(P.frontHeight, 'Front Height', GROUP.size, 100, 2400),
    mm(P.roomWidth, 'Room Width', GROUP.size, 1000, 12000, 10),
    mm(P.roomLength, 'Room Length', GROUP.size, 1000, 20000, 10),
    mm(P.thickness, 'Thickness', GROUP.size, 40, 100),
    mm(P.boardWidth, 'Board Width', GROUP.size, 60, 300),
    mm(P.boardThickness, 'Board Thickness', GROUP.size, 10, 40),
    mm(P.boardLength, 'Board Length', GROUP.size, 500, 12000, 10),
    propertyRecord({ id: P.alignment, title: 'Lamella Alignment', productPropertyGroupId: GROUP.material }),
    propertyRecord({ id: P.hinges, title: 'Hinges', productPropertyGroupId: GROUP.hardware }),
    propertyRecord({ id: P.doorUnitNumber, title: 'Unit Number', type: 'text', productPropertyGroupId: GROUP.labels, placeHolder: 'automatic' }),
    propertyRecord({ id: P.panelUnitNumber, title: 'Unit Number', type: 'text', productPropertyGroupId: GROUP.labels, placeHolder: 'automatic' }),
    propertyRecord({ id: P.species, title: 'Wood Species', productPropertyGroupId: GROUP.material }),
    propertyRecord({ id: P.finish, title: 'Finish', productPropertyGroupId: GROUP.material }),
    propertyRecord({ id: P.lamellaWidth, title: 'Lamella Width', productPropertyGroupId: GROUP.material }),
    propertyRecord({ id: P.plankWidth, title: 'Plank Width', productPropertyGroupId: GROUP.material }),
    propertyRecord({ id: P.hingeSide, title: 'Hinge Side', productPropertyGroupId: GROUP.hardware }),
    propertyRecord({ id: P.handlePrep, title: 'Handle Preparation', type: 'checkbox', productPropertyGroupId: GROUP.hardware }),
  ],
  productOptions: [
    option(O.whiteOak, P.species, 'White Oak', { fill: '#d8b98a' }),
    option(O.smokedOak, P.species, 'Smoked Oak', { fill: '#7b5a3c' }),
    option(O.walnut, P.species, 'Walnut', { fill: '#5b3a29' }, 'internal'),
    option(O.ash, P.species, 'Ash', { fill: '#e3d3b4' }),
    option(O.naturalOil, P.finish, 'Natural Oil'),
    option(O.matteLacquer, P.finish, 'Matte Lacquer'),
    option(O.stainedBlack, P.finish, 'Stained Black'),
    option(O.lamella30, P.lamellaWidth, '30 mm', { width: 30, thickness: 15 }),
    option(O.lamella40, P.lamellaWidth, '40 mm', { width: 40, thickness: 20 }),
    option(O.lamella60, P.lamellaWidth, '60 mm', { width: 60, thickness: 20 }),
    option(O.standardAlignment, P.alignment, 'Standard', { alignment: 'standard' }),
    option(O.randomAlignment, P.alignment, 'Random', { alignment: 'random' }),
    option(O.twoHinges, P.hinges, '2 Hinges'),
    option(O.threeHinges, P.hinges, '3 Hinges'),
    option(O.fourHinges, P.hinges, '4 Hinges'),
    option(O.hingeLeft, P.hingeSide, 'Left'),
    option(O.hingeRight, P.hingeSide, 'Right'),
    option(O.plank180, P.plankWidth, '180 mm', { width: 180 }),
    option(O.plank220, P.plankWidth, '220 mm', { width: 220 }),
    option(O.plank260, P.plankWidth, '260 mm', { width: 260 }),
  ],
  productRules: [
    ruleRecord({
      id: RULE.walnutNotBlack,
      title: 'Walnut is not stained black',
      type: 'incompatible',
      fromIds: [O.walnut],
      toProductPropertyId: P.finish,
      toOptionIds: [O.stainedBlack],
    }),
    ruleRecord({
      id: RULE.smokedOakOiled,
      title: 'Smoked oak is oiled',
      type: 'compatible',
      fromIds: [O.smokedOak],
      toProductPropertyId: P.finish,
      toOptionIds: [O.naturalOil],
    }),
  ],
  productPropertyGroups: [
    propertyGroupRecord({
      id: GROUP.size,
      title: 'Size',
      propertyIds: [P.width, P.height, P.frontWidth, P.frontHeight, P.roomWidth, P.roomLength, P.thickness, P.boardWidth, P.boardThickness, P.boardLength],
    }),
    propertyGroupRecord({ id: GROUP.material, title: 'Material', propertyIds: [P.species, P.finish, P.lamellaWidth, P.plankWidth, P.alignment] }),
    propertyGroupRecord({ id: GROUP.hardware, title: 'Hardware', propertyIds: [P.hingeSide, P.handlePrep, P.hinges] }),
    propertyGroupRecord({ id: GROUP.labels, title: 'Labels', propertyIds: [P.doorUnitNumber, P.panelUnitNumber] }),
  ],
  productPricingRules: [
    perSquareMetre(PRODUCT.slatDoor, 68_000, 90_000, doorSize),
    pricingRuleRecord({ id: ++pricingId, kind: 'basePrice', productId: PRODUCT.slabDoor, amountInCents: 24_000 }),
    perSquareMetre(PRODUCT.slabDoor, 21_000, 0, doorSize),
    perSquareMetre(PRODUCT.cabinetFront, 30_000, 9_000, { widthPropertyId: P.frontWidth, heightPropertyId: P.frontHeight }),
    perSquareMetre(PRODUCT.oakFlooring, 6_500, 50_000, { widthPropertyId: P.roomWidth, heightPropertyId: P.roomLength }),
    pricingRuleRecord({ id: ++pricingId, kind: 'optionPrice', productOptionId: O.walnut, amountInCents: 18_000 }),
    pricingRuleRecord({ id: ++pricingId, kind: 'optionPrice', productOptionId: O.smokedOak, amountInCents: 6_000 }),
    pricingRuleRecord({ id: ++pricingId, kind: 'optionPrice', productOptionId: O.lamella30, amountInCents: 9_500 }),
    pricingRuleRecord({ id: ++pricingId, kind: 'quantityBreak', productId: PRODUCT.cabinetFront, amountInCents: 0, data: { minQuantity: 20, percentOff: 8 } }),
    perSquareMetre(PRODUCT.doorWithSlats, 72_000, 95_000, doorSize),
    perSquareMetre(PRODUCT.slatPanel, 52_000, 40_000, doorSize),
    perSquareMetre(PRODUCT.doorLikePanel, 38_000, 30_000, doorSize),
    ...[PRODUCT.flatPanel, PRODUCT.tongueAndGroovePanel, PRODUCT.shiplapPanel, PRODUCT.flutedPanel].map((productId) =>
      pricingRuleRecord({
        id: ++pricingId,
        kind: 'perLength',
        productId,
        amountInCents: 0,
        data: { unit: 'm', unitPriceInCents: 2_400, lengthPropertyId: P.boardLength },
      }),
    ),
  ],
  productOptionClassifiers: [],
};
