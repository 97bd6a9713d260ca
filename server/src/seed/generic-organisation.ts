/**
 * A demo organisation that has no organisation package: the platform's defaults (wording, theme, home
 * layout) with a small catalogue of cabinet doors, a compatibility rule and pricing rules. Its ids
 * start at 50000 so they never meet an organisation package's ids.
 */
import type { DemoOrganisation } from '@configurator/core';
import { category, incompatible, option, pricingRule, product, property } from './catalogue-builders.ts';

export const GENERIC_DEMO_PASSWORD = 'demo1234';

const P = { finish: 50001, hardware: 50002, width: 50003, height: 50004, engraving: 50005 };
const O = { oak: 50101, walnut: 50102, white: 50103, none: 50111, brass: 50112, black: 50113, internalBrass: 50114 };

export const genericOrganisation: DemoOrganisation = {
  id: 1,
  title: 'Generic Demo',
  enabledPlugins: [],
  productOrderStatuses: [
    { key: 'orderStarted', type: 'orderStarted', title: 'Order Started', description: '', isVisibleToGuest: true, isMilestone: true },
    { key: 'submittedForApproval', type: 'submittedForApproval', title: 'Submitted', description: '', isVisibleToGuest: true, isMilestone: false },
    { key: 'readyToPayDeposit', type: 'payment', title: 'Ready to Pay', description: '', isVisibleToGuest: true, isMilestone: true },
    { key: 'inProduction', type: 'inProduction', title: 'In Production', description: '', isVisibleToGuest: true, isMilestone: false },
    { key: 'shipped', type: 'shipped', title: 'Shipped', description: '', isVisibleToGuest: true, isMilestone: true },
  ],
  paymentMethods: [
    { key: 'wire', title: 'Wire Transfer', rank: 1, isHidden: false, isEmployeeOnly: false, disabled: false, isPreferred: true, props: {} },
    { key: 'checkByMail', title: 'Check by Mail', rank: 2, isHidden: false, isEmployeeOnly: false, disabled: false, isPreferred: false, props: {} },
  ],
  users: [
    { email: 'owner@generic.demo', password: GENERIC_DEMO_PASSWORD, firstName: 'Olive', lastName: 'Owner', role: 'owner' },
    { email: 'member@generic.demo', password: GENERIC_DEMO_PASSWORD, firstName: 'Max', lastName: 'Member', role: 'member' },
    { email: 'guest@generic.demo', password: GENERIC_DEMO_PASSWORD, firstName: 'Gail', lastName: 'Guest', role: 'guest' },
  ],
  catalogue: {
    productCategories: [category(50001, 'Cabinet Doors', 1), category(50002, 'Accessories', 2)],
    products: [
      product(50001, 'Shaker Door', 50001, [P.finish, P.hardware, P.width, P.height]),
      product(50002, 'Slab Door', 50001, [P.finish, P.width, P.height], { shouldRoundPrice: 1 }),
      product(50003, 'Engraved Name Plate', 50002, [P.finish, P.engraving]),
      product(50004, 'Sample Kit', 50002, [P.finish], { publishLevel: 'internal' }),
    ],
    productProperties: [
      property(P.finish, 'Finish', 'singleSelect', 1),
      property(P.hardware, 'Hardware', 'singleSelect', 2),
      property(P.width, 'Width', 'dimensions', 3, { data: { dimensionInterval: 0.5, minDimension: 8, maxDimension: 48 } }),
      property(P.height, 'Height', 'dimensions', 4, { data: { dimensionInterval: 0.5, minDimension: 8, maxDimension: 96 } }),
      property(P.engraving, 'Engraving', 'text', 5, { placeHolder: 'Up to 40 characters' }),
    ],
    productOptions: [
      option(O.oak, P.finish, 'Oak', 1),
      option(O.walnut, P.finish, 'Walnut', 2),
      option(O.white, P.finish, 'Painted White', 3),
      option(O.none, P.hardware, 'No Hardware', 1),
      option(O.brass, P.hardware, 'Brass Knob', 2),
      option(O.black, P.hardware, 'Black Pull', 3),
      option(O.internalBrass, P.hardware, 'Trade Brass (staff only)', 4, { publishLevel: 'internal' }),
    ],
    productRules: [incompatible(50001, 'Brass is not offered on painted doors', [O.white], [O.brass], P.hardware)],
    productPricingRules: [
      pricingRule(50001, { kind: 'basePrice', productId: 50001, amountInCents: 12000 }),
      pricingRule(50002, { kind: 'basePrice', productId: 50002, amountInCents: 9000 }),
      pricingRule(50003, { kind: 'basePrice', productId: 50003, amountInCents: 2500 }),
      pricingRule(50004, { kind: 'basePrice', productId: 50004, amountInCents: 0 }),
      pricingRule(50005, { kind: 'optionPrice', productOptionId: O.walnut, amountInCents: 4500 }),
      pricingRule(50006, { kind: 'optionPrice', productOptionId: O.brass, amountInCents: 1800 }),
      pricingRule(50007, { kind: 'optionPrice', productOptionId: O.black, amountInCents: 1200 }),
      pricingRule(50008, { kind: 'perArea', productId: 50001, data: { unitPriceInCents: 3000, unit: 'sqft', widthPropertyId: P.width, heightPropertyId: P.height, minimumInCents: 2000 } }),
      pricingRule(50009, { kind: 'quantityBreak', productId: 50001, data: { minQuantity: 10, percentOff: 10 } }),
    ],
    productPropertyGroups: [],
    productOptionClassifiers: [],
  },
  orders: [
    {
      title: 'Kitchen Refresh',
      ownerEmail: 'guest@generic.demo',
      productCategoryId: 50001,
      completedStatusKeys: ['orderStarted', 'submittedForApproval'],
      items: [
        { productId: 50001, quantity: 6, title: 'Upper cabinets', properties: { [P.finish]: { optionId: O.walnut }, [P.hardware]: { optionId: O.brass }, [P.width]: { value: 15 }, [P.height]: { value: 30 } } },
        { productId: 50002, quantity: 2, title: 'Pantry', properties: { [P.finish]: { optionId: O.white }, [P.width]: { value: 18 }, [P.height]: { value: 84 } } },
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
