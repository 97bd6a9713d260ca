/**
 * The order's payment bookkeeping in integrationData (spec orders §3): card intent ids by environment
 * and status key, the payments already credited (so a replayed event or a second tab never pays twice),
 * and the wire or check a person announced. Only the server writes these.
 */
import { z } from 'zod';
import { paymentEnvironments, type PaymentEnvironment } from '@configurator/core';

const paymentData = z.object({
  stripePaymentIntents: z.partialRecord(z.enum(paymentEnvironments), z.record(z.string(), z.string())).default({}),
  creditedPayments: z.array(z.string()).default([]),
  awaitingPayment: z.object({ method: z.string(), payInFull: z.boolean(), statusKey: z.string() }).optional(),
});
export type PaymentData = z.output<typeof paymentData>;

export const paymentDataOf = (integrationData: Record<string, unknown>): PaymentData => paymentData.parse({
  stripePaymentIntents: integrationData.stripePaymentIntents ?? {},
  creditedPayments: integrationData.creditedPayments ?? [],
  awaitingPayment: integrationData.awaitingPayment,
});

export const withPaymentData = (integrationData: Record<string, unknown>, data: PaymentData): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...integrationData, stripePaymentIntents: data.stripePaymentIntents, creditedPayments: data.creditedPayments };
  if (data.awaitingPayment) next.awaitingPayment = data.awaitingPayment;
  else delete next.awaitingPayment;
  return next;
};

export const intentIdOf = (data: PaymentData, environment: PaymentEnvironment, statusKey: string): string | undefined =>
  data.stripePaymentIntents[environment]?.[statusKey];

export const knowsIntent = (data: PaymentData, environment: PaymentEnvironment, intentId: string): boolean =>
  Object.values(data.stripePaymentIntents[environment] ?? {}).includes(intentId);
