/**
 * The payment gateway port (extension point 'payment-gateway', server side). A gateway creates,
 * reads and updates payment intents for amounts the server computed, and turns the provider's signed
 * webhook bodies into events, and confirms card payments on the server with what its browser form
 * (extension point 'card-gateway-forms') collected, so a confirmation step (3-D Secure) comes back to
 * the browser and the platform's own dialog asks the customer. The server picks, per organisation and
 * environment, the configured gateway with the highest priority. Core names no gateway.
 */
import type { PaymentEnvironment } from '../rules/payment/payment-constants.ts';

export type GatewayIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** The metadata every intent carries (spec orders §3: upcharge_amount_in_cents and pay_in_full). */
export interface GatewayIntentMetadata {
  productOrderId: string;
  orgId: string;
  statusKey: string;
  environment: PaymentEnvironment;
  upcharge_amount_in_cents: string;
  pay_in_full: '0' | '1';
}

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  amountInCents: number;
  status: GatewayIntentStatus;
  metadata: Partial<GatewayIntentMetadata> & Record<string, string>;
  /** The provider's message of the last failed attempt, if any. */
  lastErrorMessage?: string;
}

export interface GatewayIntentRequest {
  amountInCents: number;
  metadata: GatewayIntentMetadata;
  /** One per order, step and amount: two tabs asking at once get the same intent. */
  idempotencyKey: string;
  /** Card methods in the order the organisation lists them (card props stripePaymentMethodOrder). */
  paymentMethodTypes?: readonly string[];
}

/** A provider event, after its signature was verified. */
export interface GatewayEvent {
  id: string;
  type: string;
  intent: GatewayIntent;
}

/** What a gateway is given to connect: the environment, its plugin's settings for the organisation, the process environment. */
export interface GatewayConfig {
  environment: PaymentEnvironment;
  settings: Record<string, unknown>;
  env: Readonly<Record<string, string | undefined>>;
}

/** What the gateway's browser form needs (e.g. a publishable key): public values only, never a secret. */
export type GatewayBrowserSetup = Readonly<Record<string, string>>;

/** Content-Security-Policy sources the gateway's browser form needs on the card payment page, by directive. */
export type GatewayBrowserPolicy = Readonly<
  Partial<Record<'script-src' | 'frame-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src', readonly string[]>>
>;

/** Thrown by verifyWebhook for a missing or bad signature. */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when the provider cannot be reached or refuses a request; the message is shown to the person. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** Thrown by confirmCard for details the gateway refuses before trying them (a malformed card number); answered 422. */
export class CardDetailsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDetailsError';
  }
}

/** The answer of a card step: succeeded, still processing, a confirmation step (3-D Secure) to ask for, or the provider's refusal. */
export type CardStepResult = { status: 'succeeded' | 'requires_action' | 'processing'; paymentIntentId: string } | { status: 'error'; message: string };

export interface GatewayClient {
  readonly browser: GatewayBrowserSetup;
  createIntent(request: GatewayIntentRequest): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  updateIntent(id: string, request: GatewayIntentRequest): Promise<GatewayIntent>;
  /** The event of a signed webhook body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent;
  /**
   * Confirms the intent with what the browser form collected (gateway-specific fields); returnUrl is
   * where a provider sends the customer back after a page of its own. A confirmation step answers
   * requires_action: the browser then asks the customer in the platform's dialog.
   */
  confirmCard(input: { intent: GatewayIntent; paymentMethod: Readonly<Record<string, string>>; returnUrl: string }): Promise<CardStepResult>;
  /**
   * The customer's answer in the confirmation dialog, after the browser form's own part of the step
   * (if it has one): approve completes or checks the step, a refusal fails the attempt.
   */
  completeAction(input: { intent: GatewayIntent; approve: boolean }): Promise<CardStepResult>;
  /** A payment method that pays without a person (a simulated network's test card), for the demo orders; absent on real gateways. */
  readonly demoPaymentMethod?: Readonly<Record<string, string>>;
}

/**
 * Where a gateway that keeps its own payment intents (the offline gateway; Stripe keeps them itself)
 * stores them: the server's database, so a restart in the middle of a payment loses no intent.
 */
export interface GatewayIntentStore {
  get(id: string): Promise<GatewayIntent | undefined>;
  /** Stores a new intent under its idempotency key; when the key is already taken, answers the intent stored first. */
  create(intent: GatewayIntent, idempotencyKey: string): Promise<GatewayIntent>;
  /** Stores an intent's new state (status, amount, metadata). */
  save(intent: GatewayIntent): Promise<void>;
}

/** Where a gateway delivers its webhook-like events (the offline gateway: to the same handler Stripe's webhook reaches). */
export type WebhookDelivery = (rawBody: string, signatureHeader: string) => Promise<void>;

export interface PaymentGateway {
  /** Also the path segment of its webhook URL. */
  id: string;
  title: string;
  /** Among configured gateways the highest priority is used. */
  priority: number;
  /** The request header its webhook's signature comes in. */
  webhookSignatureHeader: string;
  isConfigured(config: GatewayConfig): boolean;
  /** What its browser form needs in the card payment page's Content-Security-Policy (the server merges it in). */
  browserPolicy?: GatewayBrowserPolicy;
  connect(config: GatewayConfig, deliver: WebhookDelivery, intents: GatewayIntentStore): GatewayClient;
}
