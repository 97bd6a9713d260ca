/** Organisation 1392's demo settings: statuses, payment methods, users and orders. */
import type { DemoOrder, DemoUser, PaymentMethod, StatusDefinition } from '@configurator/core';
import { demoEmail, demoUserRecord, paymentMethodRecord as method, statusRecord as status } from '@configurator/core/demo-records';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from '../constants.ts';

const email = (local: string) => demoEmail(ORG_ID, local);

export const productOrderStatuses: StatusDefinition[] = [
  status({ key: 'orderStarted', type: 'orderStarted', title: 'Order Started', isMilestone: true }),
  status({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Submitted for Approval' }),
  status({ key: 'readyToPayDeposit', type: 'payment', title: 'Payment', stockedOrderTitle: 'Payment', isMilestone: true }),
  status({ key: 'inProduction', type: 'inProduction', title: 'In Production' }),
  status({ key: 'shipped', type: 'shipped', title: 'Shipped', isMilestone: true }),
  status({ key: 'delivered', type: 'delivered', title: 'Delivered' }),
];

export const paymentMethods: PaymentMethod[] = [
  method({ key: 'stripe', title: 'Credit Card', rank: 1, isPreferred: true }),
  method({
    key: 'wire',
    title: 'Wire Transfer',
    rank: 2,
    props: {
      companyName: 'Brightline Lighting Co.',
      bank: 'Prairie National Bank',
      streetAddress: '1200 Lamp Works Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60607',
      routingNumber: '071000013',
      accountNumber: '004455667788',
    },
  }),
];

export const users: DemoUser[] = [
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Dana', lastName: 'Whitfield' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'Sam', lastName: 'Okafor' }),
  demoUserRecord(ORG_ID, 'guest', { firstName: 'Rory', lastName: 'Chen' }),
];

const choose = (choices: Record<number, number>) => Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }]));

/** The guest customer's contact details, as entered before paying (the payment screen requires them). */
const customer: DemoOrder['details'] = {
  phone: '(312) 555-0188',
  clientEmails: email('guest'),
  firmName: 'Chen Design',
  deliveryAddress: { streetAddress: '400 N Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60611' },
};

export const orders: DemoOrder[] = [
  {
    title: 'Atrium Offices – Level 3',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.pendants,
    completedStatusKeys: ['orderStarted'],
    items: [
      {
        productId: PRODUCT.linearPendant,
        quantity: 12,
        title: 'Open office',
        properties: {
          [P.length]: { value: 72 },
          ...choose({ [P.finish]: O.matteBlack, [P.colorTemperature]: O.cct3000, [P.lens]: O.opalLens, [P.dimming]: O.dali }),
        },
      },
      {
        productId: PRODUCT.wallSconce,
        quantity: 6,
        title: 'Corridor',
        properties: choose({ [P.finish]: O.satinNickel, [P.colorTemperature]: O.cct2700, [P.dimming]: O.phaseDimming }),
      },
      {
        productId: PRODUCT.keypad,
        quantity: 4,
        title: 'Meeting rooms',
        properties: {
          ...choose({ [P.plateSize]: O.plate117x117, [P.layout]: O.layoutTwoByTwo, [P.buttonFinish]: O.whiteButtons }),
          [P.engraving]: { engravings: { 0: { above: [], below: [{ text: 'ON' }] }, 1: { above: [], below: [{ text: 'OFF' }] } } },
        },
      },
    ],
  },
  {
    title: 'Drivers restock',
    ownerEmail: email('member'),
    productCategoryId: CATEGORY.stocked,
    completedStatusKeys: ['orderStarted', 'readyToPayDeposit'],
    items: [{ productId: PRODUCT.driver, quantity: 30, properties: choose({ [P.dimming]: O.zeroToTen }) }],
  },
  {
    title: 'Chen Residence',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.wallLights,
    completedStatusKeys: ['orderStarted', 'submittedForApproval'],
    items: [
      {
        productId: PRODUCT.wallSconce,
        quantity: 2,
        title: 'Stairs',
        properties: choose({ [P.finish]: O.matteBlack, [P.colorTemperature]: O.cct2700, [P.dimming]: O.phaseDimming }),
      },
    ],
  },
  // Paid by card through the app's payment service when seeded (server/src/seed/demo-payments.ts).
  {
    title: 'Lakeside Studio – Deposit paid',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.wallLights,
    completedStatusKeys: ['orderStarted', 'submittedForApproval', 'readyToPayDeposit'],
    details: customer,
    payment: { method: 'card' },
    items: [
      {
        productId: PRODUCT.wallSconce,
        quantity: 8,
        title: 'Studio',
        properties: choose({ [P.finish]: O.satinNickel, [P.colorTemperature]: O.cct2700, [P.dimming]: O.phaseDimming }),
      },
    ],
  },
  {
    title: 'Corner Café – Paid in full',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.wallLights,
    completedStatusKeys: ['orderStarted', 'submittedForApproval', 'readyToPayDeposit'],
    details: customer,
    payment: { method: 'card', payInFull: true },
    items: [
      {
        productId: PRODUCT.wallSconce,
        quantity: 4,
        title: 'Counter',
        properties: choose({ [P.finish]: O.matteBlack, [P.colorTemperature]: O.cct2700, [P.dimming]: O.phaseDimming }),
      },
    ],
  },
];
