/**
 * What blocks the payment screen (spec orders §5): the submit checks' phone and address rules, with the
 * same messages, and the contact email where the organisation's payment rules require it ('Contact
 * email is required to proceed.'). Each block is shown with an 'Edit Order Details' link.
 */
import type { Address } from '../../domain/order.ts';
import type { PaymentRules } from '../../plugins/payloads.ts';
import { paymentMessages } from './payment-messages.ts';

export interface PaymentBlockFacts {
  phone: string;
  clientEmails: string;
  deliveryAddress: Pick<Address, 'streetAddress' | 'city' | 'state' | 'zip'>;
}

const PHONE_DIGITS = 10;

export const phoneIsValid = (phone: string): boolean => phone.replace(/\D/g, '').length === PHONE_DIGITS;
export const addressIsComplete = (a: PaymentBlockFacts['deliveryAddress']): boolean =>
  [a.streetAddress, a.city, a.state, a.zip].every((part) => part.trim() !== '');

/** The messages blocking payment, in the spec's order; empty when the order may be paid. */
export function paymentBlocks(order: PaymentBlockFacts, rules: PaymentRules | undefined): string[] {
  const blocks: string[] = [];
  if (!phoneIsValid(order.phone)) blocks.push(paymentMessages.phoneRequired);
  if (!addressIsComplete(order.deliveryAddress)) blocks.push(paymentMessages.addressRequired);
  if (rules?.requiresContactEmailToPay && order.clientEmails.trim() === '') blocks.push(paymentMessages.contactEmailRequired);
  return blocks;
}
