/**
 * The order's payment bookkeeping in integrationData (spec orders §3): card intent ids by environment
 * and status key, the payments already credited (so a replayed event or a second tab never pays twice),
 * the wire or check a person announced, the payments as the receipt lists them, and when the card
 * payment now processing was started (for the reconciliation). Only the server writes these.
 */
import { z } from 'zod';
import { paymentEnvironments, recordedPayment, RECORDED_PAYMENTS_KEY, type PaymentEnvironment } from '@configurator/core';

const paymentData = z.object({
  stripePaymentIntents: z.partialRecord(z.enum(paymentEnvironments), z.record(z.string(), z.string())).default({}),
  creditedPayments: z.array(z.string()).default([]),
  awaitingPayment: z.object({ method: z.string(), payInFull: z.boolean(), statusKey: z.string() }).optional(),
  payments: z.array(recordedPayment).default([]),
  /** When isProcessingPayment was last set to 1 (UTC ISO). */
  processingSince: z.string().optional(),
});
export type PaymentData = z.output<typeof paymentData>;

export const paymentDataOf = (integrationData: Record<string, unknown>): PaymentData =>
  paymentData.parse({
    stripePaymentIntents: integrationData.stripePaymentIntents ?? {},
    creditedPayments: integrationData.creditedPayments ?? [],
    awaitingPayment: integrationData.awaitingPayment,
    payments: integrationData[RECORDED_PAYMENTS_KEY] ?? [],
    processingSince: integrationData.processingSince,
  });

export const withPaymentData = (integrationData: Record<string, unknown>, data: PaymentData): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...integrationData, stripePaymentIntents: data.stripePaymentIntents, creditedPayments: data.creditedPayments };
  if (data.awaitingPayment) next.awaitingPayment = data.awaitingPayment;
  else delete next.awaitingPayment;
  if (data.payments.length > 0) next[RECORDED_PAYMENTS_KEY] = data.payments;
  if (data.processingSince) next.processingSince = data.processingSince;
  else delete next.processingSince;
  return next;
};

export const intentIdOf = (data: PaymentData, environment: PaymentEnvironment, statusKey: string): string | undefined =>
  data.stripePaymentIntents[environment]?.[statusKey];

export const knowsIntent = (data: PaymentData, environment: PaymentEnvironment, intentId: string): boolean =>
  Object.values(data.stripePaymentIntents[environment] ?? {}).includes(intentId);
