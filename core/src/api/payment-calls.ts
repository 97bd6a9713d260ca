/**
 * Payment calls (spec orders §7) with the spec's paths and bodies. The amount is never taken from the
 * browser: the create call refuses unknown fields (an amount included), and the update call's
 * paymentAmount, when sent, must equal the server's own amount. Gateway and amount facts come back so
 * the screen shows what the server will charge.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';
import { statusData } from '../domain/order.ts';
import { paymentEnvironments } from '../rules/payment/payment-constants.ts';
import { paymentMethodKeys } from '../rules/payment/payment-method-keys.ts';

const id = recordId();
const paymentEnvironment = z.enum(paymentEnvironments).default('live');
const intentId = z
  .string()
  .min(3)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * The card gateway in use, as the browser needs it: its id (the key of its browser form, extension
 * point 'card-gateway-forms'), the plugin that contributes it (whose web entry holds the form), and
 * the public setup its form needs.
 */
const cardGatewayAnswer = z.object({ gatewayId: z.string(), pluginId: z.string(), setup: z.record(z.string(), z.string()) });

/** What the browser needs to take the card and show the amounts. */
export const paymentIntentAnswer = z.object({
  paymentIntentId: z.string(),
  stripePaymentIntentClientSecret: z.string(),
  gateway: cardGatewayAnswer,
  amountInCents: z.number().int(),
  upchargeAmountInCents: z.number().int(),
  payInFull: z.boolean(),
});

export const createPaymentIntentCall = defineCall(
  '/configurator/create-stripe-payment-intent',
  z
    .object({
      productOrderId: id,
      isCardPayment: flag.default(true),
      paymentEnvironment,
      payInFull: flag.default(false),
      shippedWithoutFinalPayment: flag.default(false),
    })
    .strict(),
  dataOf(paymentIntentAnswer),
);

export const getPaymentIntentCall = defineCall(
  '/configurator/get-stripe-payment-intent',
  z.object({ paymentIntentId: intentId, paymentEnvironment }).strict(),
  dataOf(
    z.object({
      paymentIntent: z.object({
        id: z.string(),
        amount: z.number().int(),
        status: z.string(),
        client_secret: z.string(),
        metadata: z.record(z.string(), z.string()),
      }),
    }),
  ),
);

export const updatePaymentIntentCall = defineCall(
  '/configurator/update-stripe-payment-intent',
  z
    .object({
      paymentIntentId: intentId,
      paymentEnvironment,
      productOrderId: id,
      payInFull: flag.default(false),
      isCardPayment: flag.default(true),
      shippedWithoutFinalPayment: flag.default(false),
      /** The amount the screen shows, in cents; refused when it is not the server's (omitted in one variant). */
      paymentAmount: z.number().int().min(0).max(100_000_000_00).optional(),
    })
    .strict(),
  dataOf(paymentIntentAnswer),
);

export const confirmOrderPaymentCall = defineCall(
  '/configurator/confirm-order-payment',
  z
    .object({
      productOrderId: id,
      paymentMethod: z.enum(paymentMethodKeys),
      /** For the card: the succeeded intent; nothing else is read from it. */
      paymentData: z
        .object({ paymentIntentId: intentId.optional(), paymentEnvironment: z.enum(paymentEnvironments).optional() })
        .strict()
        .default({}),
      isGuestMode: flag.optional(),
      payInFull: flag.default(false),
    })
    .strict(),
  dataOf(z.object({ statusData })),
);

/** Staff record that an announced wire or check arrived (order-info popup); the order moves to its next step. */
export const confirmPaymentReceivedCall = defineCall(
  '/configurator/confirm-payment-received',
  z.object({ productOrderId: id }).strict(),
  dataOf(z.object({ statusData, amountPaidInCents: z.number().int() })),
);

const cardStepAnswer = dataOf(z.object({ status: z.enum(['succeeded', 'requires_action', 'processing', 'error']), message: z.string().optional() }));
const intentKeys = { paymentIntentId: intentId, clientSecret: z.string().min(3).max(255), paymentEnvironment };

/**
 * Confirms a card payment on the server through the gateway in use, with what its browser form
 * collected (gateway-specific: a card number on the simulated gateway, a provider's token elsewhere).
 * A confirmation step (3-D Secure) answers requires_action, and the browser asks the customer in the
 * platform's own dialog; a decline answers error with the provider's message.
 */
export const confirmCardPaymentCall = defineCall(
  '/configurator/card-payment/confirm',
  z
    .object({
      ...intentKeys,
      paymentMethod: z
        .record(z.string().min(1).max(40), z.string().max(500))
        .refine((fields) => Object.keys(fields).length <= 10, 'At most 10 payment method fields.'),
    })
    .strict(),
  cardStepAnswer,
);

/** The customer's answer to the confirmation step (3-D Secure) in the platform's dialog. */
export const completeCardActionCall = defineCall(
  '/configurator/card-payment/complete-action',
  z.object({ ...intentKeys, approve: z.boolean() }).strict(),
  cardStepAnswer,
);

/** Marks the card form submitted (isProcessingPayment 1) or reset after a provider error (0). */
export const setPaymentProcessingCall = defineCall(
  '/configurator/set-payment-processing',
  z.object({ productOrderId: id, isProcessingPayment: z.union([z.literal(0), z.literal(1)]) }).strict(),
  dataOf(z.object({ isProcessingPayment: z.union([z.literal(0), z.literal(1)]) })),
);

/**
 * Staff clear a card payment left processing (Order Info's 'Reset payment'): the methods are offered
 * again and a history row says who did it. Refused (403) to anyone but the organisation's owners and
 * members; 422 when nothing is processing.
 */
export const resetPaymentCall = defineCall(
  '/configurator/reset-payment',
  z.object({ productOrderId: id, note: z.string().trim().max(500).optional() }).strict(),
  dataOf(z.object({ isProcessingPayment: z.literal(0) })),
);

/** The payment screen's facts for this viewer (amounts from the server, offered methods, blocks). */
export const paymentScreenCall = defineCall(
  '/configurator/get-payment-screen',
  z
    .object({
      productOrderId: id,
      payInFull: flag.default(false),
      paymentMethod: z.enum(paymentMethodKeys).optional(),
      paymentEnvironment,
      /** The browser's guest mode, as confirm-order-payment carries it: employee-only methods are then not offered. */
      isGuestMode: flag.optional(),
    })
    .strict(),
  dataOf(
    z.object({
      payable: z.boolean(),
      statusKey: z.string().nullable(),
      shippedWithoutFinalPayment: z.boolean(),
      forcedPaymentMethod: z.string().nullable(),
      blocks: z.array(z.string()),
      depositChoiceApplies: z.boolean(),
      showDepositRow: z.boolean(),
      depositLabel: z.string(),
      payInFull: z.boolean(),
      baseAmountInCents: z.number().int(),
      upchargeAmountInCents: z.number().int(),
      upchargePercent: z.number(),
      amountDueInCents: z.number().int(),
      methods: z.array(z.object({ key: z.string(), title: z.string(), rank: z.number(), isPreferred: z.boolean(), props: z.record(z.string(), z.unknown()) })),
      manualPaymentMessage: z.string(),
      awaitingConfirmation: z.boolean(),
      cardGateway: cardGatewayAnswer.nullable(),
      /** The person may switch between test and live (employees), where the card form offers the switch. */
      mayUseTestMode: z.boolean(),
      /**
       * A card payment of this order waits for the customer's confirmation (3-D Secure): the dialog is
       * offered again after a reload. Null otherwise.
       */
      pendingConfirmation: z.object({ paymentIntentId: z.string(), clientSecret: z.string(), paymentEnvironment: z.enum(paymentEnvironments) }).nullable(),
    }),
  ),
);

/** Webhook path per gateway, organisation and environment (raw signed body; not a JSON call of the contract). */
export const paymentWebhookPath = '/configurator/payments/webhook/:gatewayId/:orgId/:environment';
