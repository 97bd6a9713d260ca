/** Organisation 850's demo settings: order statuses (with the spec's keys), payment methods and users. */
import type { DemoUser, PaymentMethod, StatusDefinition } from '@configurator/core';
import { demoUserRecord, paymentMethodRecord as method, statusRecord as status } from '@configurator/core/demo-records';
import { ORG_ID } from '../constants.ts';

export const STATUS = {
  started: 'orderStarted',
  submitted: 'submittedForApproval',
  deposit: 'readyToPayDeposit',
  production: 'inProduction',
  shipped: 'shipped',
  finalPayment: 'finalPaymentReceived',
  delivered: 'delivered',
} as const;

export const productOrderStatuses: StatusDefinition[] = [
  status({
    key: STATUS.started,
    type: 'orderStarted',
    title: 'Quote Started',
    description: 'Configure your items, then submit the quote for review.',
    isMilestone: true,
  }),
  status({ key: STATUS.submitted, type: 'submittedForApproval', title: 'Submitted for Approval', description: 'Our team is reviewing your quote.' }),
  status({
    key: STATUS.deposit,
    type: 'payment',
    title: 'Ready to Pay Deposit',
    description: 'Pay the 50% deposit to start production.',
    stockedOrderTitle: 'Ready for Payment',
    stockedOrderDescription: 'Pay in full; stock ships within 3 business days of payment.',
    isMilestone: true,
  }),
  status({ key: STATUS.production, type: 'inProduction', title: 'In Production', description: 'Your items are being made.' }),
  status({ key: STATUS.shipped, type: 'shipped', title: 'Shipped', description: 'Your order is on its way.', isMilestone: true }),
  status({ key: STATUS.finalPayment, type: 'payment', title: 'Final Payment Received', description: 'The balance has been paid.' }),
  status({ key: STATUS.delivered, type: 'delivered', title: 'Delivered', description: 'Report any issue within 14 days of delivery.', isMilestone: true }),
];

const remittance = { companyName: 'Keystone Controls LLC', streetAddress: '400 Harbor Way', city: 'Oakland', state: 'CA', zip: '94607' };

export const paymentMethods: PaymentMethod[] = [
  method({ key: 'stripe', title: 'Credit Card', rank: 1, isPreferred: true, props: { stripePaymentMethodOrder: ['card'] } }),
  method({
    key: 'wire',
    title: 'Wire Transfer',
    rank: 2,
    props: { ...remittance, bank: 'First Bay Bank', routingNumber: '121000358', accountNumber: '000123456789' },
  }),
  method({ key: 'checkByMail', title: 'Check by Mail', rank: 3, isEmployeeOnly: true, props: remittance }),
];

export const MULTI_ORG_USER_EMAIL = 'multi@demo.test';

export const users: DemoUser[] = [
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Olivia', lastName: 'Grant' }),
  demoUserRecord(ORG_ID, 'member', { firstName: 'Marco', lastName: 'Diaz' }),
  demoUserRecord(ORG_ID, 'guest', { firstName: 'Grace', lastName: 'Holm' }),
  // Owner here and member of organisation 1798: the demo of organisation switching.
  demoUserRecord(ORG_ID, 'owner', { firstName: 'Morgan', lastName: 'Multi', email: MULTI_ORG_USER_EMAIL }),
];
