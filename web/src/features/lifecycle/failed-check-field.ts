/**
 * The field a failed submit check points at (spec orders §5): the popup that opens after the check's
 * alert focuses it and shows the message under it. Checks without a field of the popup (e.g. an
 * organisation's own) mark nothing.
 */
import { deliveryAddressIsComplete, type Address } from '@configurator/core';
import type { FailedCheck } from './order-details-popup-store.ts';

type DetailsField = 'phone' | 'firmName' | 'clientEmails';

export type MarkedField =
  | { field: DetailsField; message: string }
  /** The first address part left empty. */
  | { field: 'deliveryAddress'; part: keyof Address; message: string };

const fieldByCheck: Record<string, DetailsField> = { phone: 'phone', company: 'firmName', contactEmail: 'clientEmails' };

/** The address parts a complete delivery address needs, in the order the popup shows them. */
const requiredAddressParts = ['streetAddress', 'city', 'state', 'zip'] as const satisfies readonly (keyof Address)[];

export function fieldOfCheck(failed: FailedCheck, deliveryAddress: Partial<Address>): MarkedField | null {
  if (failed.check === 'deliveryAddress') {
    if (deliveryAddressIsComplete(deliveryAddress)) return null;
    const part = requiredAddressParts.find((key) => !deliveryAddress[key]?.trim()) ?? 'streetAddress';
    return { field: 'deliveryAddress', part, message: failed.message };
  }
  const field = fieldByCheck[failed.check];
  return field ? { field, message: failed.message } : null;
}
