/** Organisation 1798's demo settings: statuses, payment methods, users (one of them also in organisation 850) and projects. */
import type { DemoOrder, DemoUser, PaymentMethod, StatusDefinition } from '@configurator/core';
import { demoEmail, demoUserRecord, paymentMethodRecord as method, statusRecord as status } from '@configurator/core/demo-records';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from '../constants.ts';
import { lakesideLibrarySpatial } from './murals.ts';

const email = (local: string) => demoEmail(ORG_ID, local);
/** Also owner of organisation 850: switching organisations is shown with this user. */
export const MULTI_ORG_USER_EMAIL = 'multi@demo.test';

export const productOrderStatuses: StatusDefinition[] = [
  status({ key: 'orderStarted', type: 'orderStarted', title: 'Project Started', isMilestone: true }),
  status({
    key: 'submittedForApproval',
    type: 'submittedForApproval',
    title: 'Design Review',
    description: 'Our studio reviews the elevations and panel layout.',
  }),
  status({ key: 'readyToPayDeposit', type: 'payment', title: 'Deposit', isMilestone: true }),
  status({ key: 'inProduction', type: 'inProduction', title: 'Printing' }),
  status({ key: 'shipped', type: 'shipped', title: 'Shipped', isMilestone: true }),
  status({ key: 'delivered', type: 'delivered', title: 'Installed' }),
];

export const paymentMethods: PaymentMethod[] = [
  method({ key: 'stripe', title: 'Credit Card', rank: 1, isPreferred: true }),
  method({
    key: 'checkByMail',
    title: 'Check by Mail',
    rank: 2,
    props: { companyName: 'Muralis Studio Inc.', streetAddress: '88 Mill Street', city: 'Brooklyn', state: 'NY', zip: '11211' },
  }),
];

export const users: DemoUser[] = [
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Priya', lastName: 'Raman' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'Theo', lastName: 'Lindqvist' }),
  demoUserRecord(ORG_ID, 'guest', { firstName: 'Ana', lastName: 'Sousa' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'Morgan', lastName: 'Multi', email: MULTI_ORG_USER_EMAIL }),
];

export const orders: DemoOrder[] = [
  {
    title: 'Lakeside Library – Reading Room',
    type: 'arch',
    ownerEmail: email('owner'),
    productCategoryId: CATEGORY.murals,
    completedStatusKeys: ['orderStarted'],
    items: [
      {
        productId: PRODUCT.mural,
        quantity: 1,
        title: 'North wall',
        properties: {
          [P.pattern]: { optionId: O.meadow },
          [P.substrate]: { optionId: O.standardCommercial },
          [P.wallWidth]: { value: 312 },
          [P.wallHeight]: { value: 108 },
        },
      },
    ],
    spatial: lakesideLibrarySpatial,
  },
  {
    title: 'Harbor Clinic Lobby',
    type: 'arch',
    ownerEmail: email('guest'),
    productCategoryId: CATEGORY.wallPanels,
    completedStatusKeys: ['orderStarted', 'submittedForApproval'],
    items: [
      {
        productId: PRODUCT.acousticPanel,
        quantity: 8,
        title: 'Waiting area',
        properties: { [P.panelSize]: { optionId: O.panel24x48 }, [P.fabric]: { optionId: O.fabricSlate } },
      },
    ],
  },
  {
    title: 'Studio Loft',
    type: 'arch',
    ownerEmail: MULTI_ORG_USER_EMAIL,
    productCategoryId: CATEGORY.murals,
    completedStatusKeys: ['orderStarted', 'submittedForApproval', 'readyToPayDeposit'],
    items: [
      {
        productId: PRODUCT.mural,
        quantity: 1,
        title: 'Feature wall',
        properties: {
          [P.pattern]: { optionId: O.tideline },
          [P.substrate]: { optionId: O.standardResidential },
          [P.wallWidth]: { value: 144 },
          [P.wallHeight]: { value: 96 },
        },
      },
    ],
  },
];
