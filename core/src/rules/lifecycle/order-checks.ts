/**
 * The checks an order must pass before it is submitted (spec orders §5) or paid (the payment screen
 * is blocked by the phone and address rules), as one pure function the browser runs for instant
 * alerts and the server runs again, authoritatively. Built-in checks run in the spec's order, then
 * the organisation's order validators (extension point 'order-validators') in plugin order.
 */
import type { Address, ProductOrder } from '../../domain/order.ts';
import type { OrderCheckFailure, OrderCheckStage, OrderValidator } from '../../plugins/payloads.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';

export type OrderCheckFields = Pick<ProductOrder, 'phone' | 'deliveryAddress' | 'firmName' | 'clientEmails'>;

export interface OrderCheckInput {
  order: OrderCheckFields;
  /** Any item whose configuration is invalid (the rule engine's isValid false). */
  hasInvalidItem: boolean;
  stage: OrderCheckStage;
}

interface BuiltInCheck {
  id: string;
  stages: readonly OrderCheckStage[];
  message: string;
  /** The spec opens the order settings popup for these. */
  opensOrderDetails: boolean;
  passes: (input: OrderCheckInput) => boolean;
}

export const PHONE_DIGITS = 10;

/** Phone with non-digits removed must have exactly 10 digits. */
export const phoneIsValid = (phone: string): boolean => phone.replace(/\D/g, '').length === PHONE_DIGITS;

/** Street, city, state and zip present (streetAddress2 and country are optional; empty country means US). */
export const deliveryAddressIsComplete = (a: Partial<Address> | null | undefined): boolean =>
  !!a && [a.streetAddress, a.city, a.state, a.zip].every((v) => (v ?? '').trim() !== '');

/** The built-in checks, in the spec's order. */
export const builtInOrderChecks: readonly BuiltInCheck[] = [
  { id: 'items', stages: ['submit'], message: m.invalidItem, opensOrderDetails: false, passes: (i) => !i.hasInvalidItem },
  { id: 'phone', stages: ['submit', 'payment'], message: m.phoneRequired, opensOrderDetails: true, passes: (i) => phoneIsValid(i.order.phone) },
  {
    id: 'deliveryAddress',
    stages: ['submit', 'payment'],
    message: m.addressRequired,
    opensOrderDetails: true,
    passes: (i) => deliveryAddressIsComplete(i.order.deliveryAddress),
  },
  { id: 'company', stages: ['submit'], message: m.companyRequired, opensOrderDetails: true, passes: (i) => i.order.firmName.trim() !== '' },
  { id: 'contactEmail', stages: ['submit'], message: m.contactEmailRequired, opensOrderDetails: true, passes: (i) => i.order.clientEmails.trim() !== '' },
];

export interface OrderValidatorWithSettings {
  value: OrderValidator;
  settings: Record<string, unknown>;
}

/** Every failing check, built-in ones first in the spec's order, then the organisation's. */
export function orderCheckFailures(input: OrderCheckInput, validators: readonly OrderValidatorWithSettings[] = []): OrderCheckFailure[] {
  const failures: OrderCheckFailure[] = builtInOrderChecks
    .filter((c) => c.stages.includes(input.stage) && !c.passes(input))
    .map((c) => ({ check: c.id, message: c.message, opensOrderDetails: c.opensOrderDetails }));
  for (const { value, settings } of validators) failures.push(...value({ order: input.order, stage: input.stage, settings }));
  return failures;
}

/** The alert to show: the first failing check, or null when the order may go on. */
export const firstOrderCheckFailure = (input: OrderCheckInput, validators: readonly OrderValidatorWithSettings[] = []): OrderCheckFailure | null =>
  orderCheckFailures(input, validators)[0] ?? null;
