/**
 * A demo organisation that has no organisation package: the platform's defaults (wording, theme, home
 * layout) with a small catalogue of cabinet doors, a compatibility rule and pricing rules. Its ids
 * start at 50000 so they never meet an organisation package's ids.
 */
import type { DemoOrganisation } from '@configurator/core';
import {
  categoryRecord,
  DEMO_PASSWORD,
  optionRecord,
  paymentMethodRecord,
  pricingRuleRecord,
  productRecord,
  propertyRecord,
  ruleRecord,
  statusRecord,
} from '@configurator/core/demo-records';

const P = { finish: 50001, hardware: 50002, width: 50003, height: 50004, engraving: 50005 };
const O = { oak: 50101, walnut: 50102, white: 50103, none: 50111, brass: 50112, black: 50113, internalBrass: 50114 };

export const genericOrganisation: DemoOrganisation = {
  id: 1,
  title: 'Generic Demo',
  /** This organisation's own package, as its settings: the orders list's cost update (orders §2). */
  enabledPlugins: [{ id: 'org-1', settings: {} }],
  productOrderStatuses: [
    statusRecord({ key: 'orderStarted', type: 'orderStarted', title: 'Order Started', isMilestone: true }),
    statusRecord({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Submitted' }),
    statusRecord({ key: 'readyToPayDeposit', type: 'payment', title: 'Ready to Pay', isMilestone: true }),
    statusRecord({ key: 'inProduction', type: 'inProduction', title: 'In Production' }),
    statusRecord({ key: 'shipped', type: 'shipped', title: 'Shipped', isMilestone: true }),
  ],
  paymentMethods: [
    paymentMethodRecord({ key: 'wire', title: 'Wire Transfer', rank: 1, isPreferred: true }),
    paymentMethodRecord({ key: 'checkByMail', title: 'Check by Mail', rank: 2 }),
  ],
  users: [
    { email: 'owner@generic.demo', password: DEMO_PASSWORD, firstName: 'Olive', lastName: 'Owner', role: 'owner' },
    { email: 'member@generic.demo', password: DEMO_PASSWORD, firstName: 'Max', lastName: 'Member', role: 'member' },
    { email: 'guest@generic.demo', password: DEMO_PASSWORD, firstName: 'Gail', lastName: 'Guest', role: 'guest' },
  ],
  catalogue: {
    productCategories: [categoryRecord({ id: 50001, title: 'Cabinet Doors', rank: 1 }), categoryRecord({ id: 50002, title: 'Accessories', rank: 2 })],
    products: [
      productRecord({ id: 50001, title: 'Shaker Door', productCategoryId: 50001, propertyIds: [P.finish, P.hardware, P.width, P.height] }),
      productRecord({ id: 50002, title: 'Slab Door', productCategoryId: 50001, propertyIds: [P.finish, P.width, P.height], shouldRoundPrice: 1 }),
      productRecord({ id: 50003, title: 'Engraved Name Plate', productCategoryId: 50002, propertyIds: [P.finish, P.engraving] }),
      productRecord({ id: 50004, title: 'Sample Kit', productCategoryId: 50002, propertyIds: [P.finish], publishLevel: 'internal' }),
    ],
    productProperties: [
      propertyRecord({ id: P.finish, title: 'Finish', internalTitle: '', rank: 1 }),
      propertyRecord({ id: P.hardware, title: 'Hardware', internalTitle: '', rank: 2 }),
      propertyRecord({
        id: P.width,
        title: 'Width',
        internalTitle: '',
        type: 'dimensions',
        rank: 3,
        data: { dimensionInterval: 0.5, minDimension: 8, maxDimension: 48 },
      }),
      propertyRecord({
        id: P.height,
        title: 'Height',
        internalTitle: '',
        type: 'dimensions',
        rank: 4,
        data: { dimensionInterval: 0.5, minDimension: 8, maxDimension: 96 },
      }),
      propertyRecord({ id: P.engraving, title: 'Engraving', internalTitle: '', type: 'text', rank: 5, placeHolder: 'Up to 40 characters' }),
    ],
    productOptions: [
      optionRecord({ id: O.oak, productPropertyId: P.finish, title: 'Oak', rank: 1 }),
      optionRecord({ id: O.walnut, productPropertyId: P.finish, title: 'Walnut', rank: 2 }),
      optionRecord({ id: O.white, productPropertyId: P.finish, title: 'Painted White', rank: 3 }),
      optionRecord({ id: O.none, productPropertyId: P.hardware, title: 'No Hardware', rank: 1 }),
      optionRecord({ id: O.brass, productPropertyId: P.hardware, title: 'Brass Knob', rank: 2 }),
      optionRecord({ id: O.black, productPropertyId: P.hardware, title: 'Black Pull', rank: 3 }),
      optionRecord({ id: O.internalBrass, productPropertyId: P.hardware, title: 'Trade Brass (staff only)', rank: 4, publishLevel: 'internal' }),
    ],
    productRules: [
      ruleRecord({
        id: 50001,
        title: 'Brass is not offered on painted doors',
        type: 'incompatible',
        fromIds: [O.white],
        toOptionIds: [O.brass],
        toProductPropertyId: P.hardware,
      }),
    ],
    productPricingRules: [
      pricingRuleRecord({ id: 50001, kind: 'basePrice', productId: 50001, amountInCents: 12000 }),
      pricingRuleRecord({ id: 50002, kind: 'basePrice', productId: 50002, amountInCents: 9000 }),
      pricingRuleRecord({ id: 50003, kind: 'basePrice', productId: 50003, amountInCents: 2500 }),
      pricingRuleRecord({ id: 50004, kind: 'basePrice', productId: 50004, amountInCents: 0 }),
      pricingRuleRecord({ id: 50005, kind: 'optionPrice', productOptionId: O.walnut, amountInCents: 4500 }),
      pricingRuleRecord({ id: 50006, kind: 'optionPrice', productOptionId: O.brass, amountInCents: 1800 }),
      pricingRuleRecord({ id: 50007, kind: 'optionPrice', productOptionId: O.black, amountInCents: 1200 }),
      pricingRuleRecord({
        id: 50008,
        kind: 'perArea',
        productId: 50001,
        amountInCents: 0,
        data: { unitPriceInCents: 3000, unit: 'sqft', widthPropertyId: P.width, heightPropertyId: P.height, minimumInCents: 2000 },
      }),
      pricingRuleRecord({ id: 50009, kind: 'quantityBreak', productId: 50001, amountInCents: 0, data: { minQuantity: 10, percentOff: 10 } }),
    ],
  },
  orders: [
    {
      title: 'Kitchen Refresh',
      ownerEmail: 'guest@generic.demo',
      productCategoryId: 50001,
      completedStatusKeys: ['orderStarted', 'submittedForApproval'],
      items: [
        {
          productId: 50001,
          quantity: 6,
          title: 'Upper cabinets',
          properties: { [P.finish]: { optionId: O.walnut }, [P.hardware]: { optionId: O.brass }, [P.width]: { value: 15 }, [P.height]: { value: 30 } },
        },
        {
          productId: 50002,
          quantity: 2,
          title: 'Pantry',
          properties: { [P.finish]: { optionId: O.white }, [P.width]: { value: 18 }, [P.height]: { value: 84 } },
        },
      ],
    },
    {
      title: 'Office Name Plates',
      ownerEmail: 'owner@generic.demo',
      productCategoryId: 50002,
      completedStatusKeys: ['orderStarted'],
      items: [{ productId: 50003, quantity: 3, properties: { [P.finish]: { optionId: O.oak }, [P.engraving]: { value: 'Reception' } } }],
    },
  ],
};
