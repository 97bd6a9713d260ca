/** Organisation 850's demo orders, in several states, with items whose selections are valid. */
import type { DemoOrder, InstanceProperties } from '@configurator/core';
import { demoEmail } from '@configurator/core/demo-records';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from '../constants.ts';
import { MULTI_ORG_USER_EMAIL, STATUS } from './organisation.ts';

const email = (local: string) => demoEmail(ORG_ID, local);
const choose = (choices: Record<number, number>): InstanceProperties =>
  Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }]));
const engraved = (propertyId: number, byMechanism: Record<number, { above?: string[]; below?: string[] }>): InstanceProperties => ({
  [propertyId]: {
    engravings: Object.fromEntries(
      Object.entries(byMechanism).map(([index, lines]) => [
        index,
        { above: (lines.above ?? []).map((text) => ({ text })), below: (lines.below ?? []).map((text) => ({ text })) },
      ]),
    ),
  },
});

const lobbyKeypad: InstanceProperties = {
  ...choose({
    [P.plateSize]: O.plate117x117,
    [P.layout]: O.layoutTwoByTwo,
    [P.plateFinish]: O.satinWhitePlate,
    [P.mechanismFinish]: O.whiteMechanism,
    [P.ledIndicator]: O.noIndicator,
    [P.buttonStyle]: O.standardButton,
    [P.fixing]: O.screwlessCover,
    [P.backBox]: O.twoGangBox,
  }),
  ...engraved(P.engraving, {
    0: { above: ['LOBBY'], below: ['ON'] },
    1: { above: ['LOBBY'], below: ['OFF'] },
    2: { below: ['DIM'] },
    3: { below: ['BRIGHT'] },
  }),
};
const hallSwitch: InstanceProperties = {
  ...choose({
    [P.plateSize]: O.plate117x82,
    [P.layout]: O.layoutButtonAndRocker,
    [P.plateFinish]: O.brushedSteelPlate,
    [P.mechanismFinish]: O.blackMechanism,
    [P.fixing]: O.visibleScrews,
    [P.backBox]: O.standardBox,
  }),
  ...engraved(P.engraving, { 0: { below: ['HALL'] } }),
};
const sceneKeypad: InstanceProperties = {
  ...choose({
    [P.plateSize]: O.plate82x144,
    [P.layout]: O.layoutFourByTwo,
    [P.plateFinish]: O.matteBlackPlate,
    [P.mechanismFinish]: O.satinBrassMechanism,
    [P.ledIndicator]: O.blueLed,
    [P.fixing]: O.visibleScrews,
    [P.backBox]: O.deepBox,
  }),
  ...engraved(P.engraving, { 0: { above: ['CALM'] }, 1: { above: ['DINE'] } }),
};
const hotelKeypad: InstanceProperties = {
  ...choose({
    [P.plateSize]: O.plate144x82,
    [P.layout]: O.layoutThreeInARow,
    [P.plateFinish]: O.satinWhitePlate,
    [P.mechanismFinish]: O.whiteMechanism,
    [P.ledIndicator]: O.amberLed,
    [P.fixing]: O.visibleScrews,
    [P.backBox]: O.mudRing,
  }),
  ...engraved(P.labelEngraving, { 0: { below: ['DND'] }, 1: { below: ['MUR'] }, 2: { below: ['LIGHTS'] } }),
};
const compactKeypad: InstanceProperties = choose({
  [P.plateSize]: O.plate82x82,
  [P.layout]: O.layoutTwoSideBySide,
  [P.plateFinish]: O.satinWhitePlate,
  [P.mechanismFinish]: O.whiteMechanism,
  [P.buttonStyle]: O.compactButton,
  [P.fixing]: O.visibleScrews,
  [P.backBox]: O.standardBox,
});
const steelBox = choose({ [P.boxMaterial]: O.galvanisedSteel });

/** The guest customer's contact details, as entered before paying (the payment screen requires them). */
const customer: DemoOrder['details'] = {
  phone: '(415) 555-0134',
  clientEmails: `${email('guest')}`,
  firmName: 'Harbor Hospitality',
  contactName: 'Gail Guest',
  deliveryAddress: { streetAddress: '1 Pier', city: 'Oakland', state: 'CA', zip: '94607' },
};

export const orders: DemoOrder[] = [
  {
    title: 'Harbor View Hotel – Lobby',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started],
    items: [
      { productId: PRODUCT.keypad, quantity: 4, title: 'Lobby entrance', properties: lobbyKeypad },
      { productId: PRODUCT.switchPlate, quantity: 12, title: 'Corridor', properties: hallSwitch },
    ],
  },
  {
    title: 'Residence – Level 2',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started, STATUS.submitted],
    items: [
      { productId: PRODUCT.sceneKeypad, quantity: 2, title: 'Living room', properties: sceneKeypad },
      { productId: PRODUCT.keypad, quantity: 1, title: 'Study', properties: compactKeypad },
    ],
  },
  {
    title: 'Suites fit-out',
    ownerEmail: email('member'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started, STATUS.submitted, STATUS.deposit],
    items: [{ productId: PRODUCT.hotelKeypad, quantity: 40, title: 'Guest room door', properties: hotelKeypad }],
  },
  {
    title: 'Harbor View Hotel – Back Boxes',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.backBoxes,
    isStocked: true,
    completedStatusKeys: [STATUS.started],
    items: [
      { productId: PRODUCT.singleGangBox, quantity: 60, properties: steelBox },
      { productId: PRODUCT.deepBox, quantity: 6, properties: steelBox },
    ],
  },
  {
    title: 'Show Home 2024',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.keypads,
    archived: true,
    completedStatusKeys: [STATUS.started, STATUS.submitted, STATUS.deposit, STATUS.production, STATUS.shipped, STATUS.finalPayment, STATUS.delivered],
    items: [{ productId: PRODUCT.switchPlate, quantity: 3, title: 'Kitchen', properties: hallSwitch }],
  },
  {
    title: 'Warehouse Offices',
    ownerEmail: MULTI_ORG_USER_EMAIL,
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started],
    items: [{ productId: PRODUCT.keypad, quantity: 2, title: 'Reception', properties: compactKeypad }],
  },
  // Paid through the app's payment service when seeded (server/src/seed/demo-payments.ts).
  {
    title: 'Marina Bar – Deposit paid',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started, STATUS.submitted, STATUS.deposit],
    details: customer,
    payment: { method: 'card' },
    items: [{ productId: PRODUCT.keypad, quantity: 3, title: 'Bar counter', properties: compactKeypad }],
  },
  {
    title: 'Gallery Annex – Paid in full',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started, STATUS.submitted, STATUS.deposit],
    details: customer,
    payment: { method: 'card', payInFull: true },
    items: [{ productId: PRODUCT.switchPlate, quantity: 6, title: 'Gallery', properties: hallSwitch }],
  },
  {
    title: 'Riverside Offices – Wire sent',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.keypads,
    completedStatusKeys: [STATUS.started, STATUS.submitted, STATUS.deposit],
    details: customer,
    payment: { method: 'wire' },
    items: [{ productId: PRODUCT.sceneKeypad, quantity: 2, title: 'Boardroom', properties: sceneKeypad }],
  },
];
