/**
 * The payment gateway port (extension point 'payment-gateway', server side). A gateway creates,
 * reads and updates payment intents for amounts the server computed, and turns the provider's signed
 * webhook bodies into events. The server picks, per organisation and environment, the configured
 * gateway with the highest priority: Stripe when keys are set, else the simulated offline gateway.
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

/** How the browser collects a card with this gateway. */
export type GatewayBrowserSetup = { kind: 'stripe'; publishableKey: string } | { kind: 'simulated' };

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

/** The simulated card network of a gateway that has no browser SDK of its own (the offline gateway). */
export interface SimulatedCardNetwork {
  /** Confirms an intent with a card: succeeded, requires_action (3-D Secure) or declined with the provider's message. */
  confirmCard(input: { paymentIntentId: string; clientSecret: string; cardNumber: string }): Promise<SimulatedCardResult>;
  /** Completes (or fails) the 3-D Secure style confirmation of an intent in requires_action. */
  authenticate(input: { paymentIntentId: string; clientSecret: string; approve: boolean }): Promise<SimulatedCardResult>;
}

export type SimulatedCardResult =
  | { status: 'succeeded' | 'requires_action' | 'processing'; paymentIntentId: string }
  | { status: 'error'; message: string };

export interface GatewayClient {
  readonly browser: GatewayBrowserSetup;
  createIntent(request: GatewayIntentRequest): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  updateIntent(id: string, request: GatewayIntentRequest): Promise<GatewayIntent>;
  /** The event of a signed webhook body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent;
  readonly simulatedCards?: SimulatedCardNetwork;
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
  isConfigured(config: GatewayConfig): boolean;
  connect(config: GatewayConfig, deliver: WebhookDelivery, intents: GatewayIntentStore): GatewayClient;
}
