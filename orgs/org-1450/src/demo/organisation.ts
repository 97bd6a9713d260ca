/** Organisation 1450's demo settings: statuses, payment methods, users and orders. */
import type { DemoOrder, DemoUser, PaymentMethod, StatusDefinition } from '@configurator/core';
import { demoEmail, demoUserRecord, paymentMethodRecord as method, statusRecord as status } from '@configurator/core/demo-records';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from '../constants.ts';

const email = (local: string) => demoEmail(ORG_ID, local);

export const productOrderStatuses: StatusDefinition[] = [
  status({ key: 'orderStarted', type: 'orderStarted', title: 'Order Started', isMilestone: true }),
  status({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Shop Drawings' }),
  status({ key: 'readyToPayDeposit', type: 'payment', title: 'Deposit', stockedOrderTitle: 'Payment', isMilestone: true }),
  status({ key: 'inProduction', type: 'inProduction', title: 'In the Shop' }),
  status({ key: 'shipped', type: 'shipped', title: 'Shipped', isMilestone: true }),
  status({ key: 'delivered', type: 'delivered', title: 'Delivered' }),
];

export const paymentMethods: PaymentMethod[] = [
  method({ key: 'stripe', title: 'Credit Card', rank: 1 }),
  method({
    key: 'checkByMail',
    title: 'Check by Mail',
    rank: 2,
    isPreferred: true,
    props: { companyName: 'Hartwell Millwork', streetAddress: '17 Sawmill Road', city: 'Burlington', state: 'VT', zip: '05401' },
  }),
];

export const users: DemoUser[] = [
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Elliot', lastName: 'Hartwell' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'June', lastName: 'Park' }),
  demoUserRecord(ORG_ID, 'guest', { firstName: 'Nora', lastName: 'Quinn' }),
];

const choose = (choices: Record<number, number>) => Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }]));

export const orders: DemoOrder[] = [
  {
    title: 'Quinn Kitchen',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.cabinetFronts,
    completedStatusKeys: ['orderStarted'],
    items: [
      {
        productId: PRODUCT.shakerFront,
        quantity: 18,
        title: 'Base fronts',
        properties: { [P.width]: { value: 15 }, [P.height]: { value: 30 }, ...choose({ [P.species]: O.paintGrade, [P.finish]: O.primed }) },
      },
      {
        productId: PRODUCT.shakerFront,
        quantity: 6,
        title: 'Drawer fronts',
        properties: { [P.width]: { value: 18 }, [P.height]: { value: 6 }, ...choose({ [P.species]: O.paintGrade, [P.finish]: O.primed }) },
      },
    ],
  },
  {
    title: 'Maple Street Duplex – Doors',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.slabDoors,
    completedStatusKeys: ['orderStarted', 'submittedForApproval', 'readyToPayDeposit', 'inProduction'],
    items: [
      {
        productId: PRODUCT.slabDoor,
        quantity: 9,
        title: 'Interior',
        properties: {
          [P.width]: { value: 32 },
          [P.height]: { value: 80 },
          ...choose({ [P.species]: O.whiteOak, [P.finish]: O.clearSatin, [P.core]: O.solidCore }),
        },
      },
    ],
  },
  {
    title: 'Hardware restock',
    ownerEmail: email('member'),
    productCategoryId: CATEGORY.stocked,
    completedStatusKeys: ['orderStarted'],
    items: [
      { productId: PRODUCT.hingePack, quantity: 120, properties: choose({ [P.hardwareFinish]: O.brushedNickel }) },
      { productId: PRODUCT.pullHandle, quantity: 40, properties: choose({ [P.hardwareFinish]: O.oilRubbedBronze }) },
    ],
  },
  {
    title: 'Studio Floor',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.flooring,
    completedStatusKeys: ['orderStarted', 'submittedForApproval'],
    items: [
      {
        productId: PRODUCT.widePlank,
        quantity: 640,
        title: 'Main room',
        properties: { [P.squareFeet]: { value: 640 }, ...choose({ [P.species]: O.whiteOak, [P.grade]: O.characterGrade, [P.finish]: O.clearSatin }) },
      },
    ],
  },
];
