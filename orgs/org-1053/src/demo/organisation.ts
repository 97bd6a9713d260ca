/** Organisation 1053's demo settings: statuses, payment methods, users and orders. */
import type { DemoOrder, DemoUser, InstanceProperties, PaymentMethod, StatusDefinition } from '@configurator/core';
import { demoEmail, demoUserRecord, paymentMethodRecord as method, statusRecord as status } from '@configurator/core/demo-records';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from '../constants.ts';

const email = (local: string) => demoEmail(ORG_ID, local);

export const productOrderStatuses: StatusDefinition[] = [
  status({ key: 'orderStarted', type: 'orderStarted', title: 'Order Started', isMilestone: true }),
  status({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Drawings Review', description: 'We check your sizes and send shop drawings.' }),
  status({ key: 'depositPaid', type: 'payment', title: 'Deposit', description: 'A 30% deposit starts production.', isMilestone: true }),
  status({ key: 'inProduction', type: 'inProduction', title: 'In the Workshop' }),
  status({ key: 'shipped', type: 'shipped', title: 'Dispatched', isMilestone: true }),
  status({ key: 'delivered', type: 'delivered', title: 'Delivered' }),
];

export const paymentMethods: PaymentMethod[] = [
  method({
    key: 'wire',
    title: 'Bank Transfer',
    rank: 1,
    isPreferred: true,
    props: {
      companyName: 'Nordholz Doors GmbH',
      bank: 'Handelsbank Nord',
      streetAddress: 'Werftstraße 12',
      city: 'Hamburg',
      state: 'HH',
      zip: '20457',
      routingNumber: 'HBNODEHH',
      accountNumber: 'DE02 1203 0000 0000 2020 51',
    },
  }),
  method({ key: 'stripe', title: 'Card', rank: 2 }),
];

export const users: DemoUser[] = [
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Jonas', lastName: 'Brandt' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'Mia', lastName: 'Keller' }),
  demoUserRecord(ORG_ID, 'guest', { firstName: 'Lukas', lastName: 'Vogel' }),
];

const door = (width: number, height: number, choices: Record<number, number>): InstanceProperties => ({
  [P.width]: { value: width },
  [P.height]: { value: height },
  [P.handlePrep]: { value: true },
  ...Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }])),
});

export const orders: DemoOrder[] = [
  {
    title: 'Altbau Renovation – Doors',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.slatDoors,
    completedStatusKeys: ['orderStarted'],
    items: [
      {
        productId: PRODUCT.slatDoor,
        quantity: 3,
        title: 'Hallway',
        properties: door(860, 2100, { [P.species]: O.whiteOak, [P.finish]: O.naturalOil, [P.lamellaWidth]: O.lamella40, [P.hingeSide]: O.hingeLeft }),
      },
      {
        productId: PRODUCT.slabDoor,
        quantity: 2,
        title: 'Bathrooms',
        properties: door(760, 2000, { [P.species]: O.ash, [P.finish]: O.matteLacquer, [P.hingeSide]: O.hingeRight }),
      },
    ],
  },
  {
    title: 'Kitchen Fronts – Keller',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.cabinetFronts,
    completedStatusKeys: ['orderStarted', 'submittedForApproval'],
    items: [
      {
        productId: PRODUCT.cabinetFront,
        quantity: 14,
        title: 'Base units',
        properties: {
          [P.frontWidth]: { value: 600 },
          [P.frontHeight]: { value: 720 },
          [P.species]: { optionId: O.smokedOak },
          [P.finish]: { optionId: O.naturalOil },
        },
      },
    ],
  },
  {
    title: 'Loft Flooring',
    ownerEmail: email('member'),
    productCategoryId: CATEGORY.flooring,
    completedStatusKeys: ['orderStarted', 'submittedForApproval', 'depositPaid', 'inProduction'],
    items: [
      {
        productId: PRODUCT.oakFlooring,
        quantity: 1,
        title: 'Living area',
        properties: {
          [P.roomWidth]: { value: 5200 },
          [P.roomLength]: { value: 7400 },
          [P.species]: { optionId: O.whiteOak },
          [P.finish]: { optionId: O.naturalOil },
          [P.plankWidth]: { optionId: O.plank220 },
        },
      },
    ],
  },
];
