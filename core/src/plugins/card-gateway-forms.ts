/**
 * The browser side of a card gateway (extension point 'card-gateway-forms', web side, keyed by gateway
 * id), as Vendure's PaymentMethodHandler leaves the storefront its own UI: the gateway's plugin draws
 * its card form and, when the card asks for a confirmation step (3-D Secure), does its part of that
 * step; the platform owns everything around them (the intent, the processing flag, the confirmation
 * dialog, alerts, focus). Core names no gateway: the payment screen says which gateway is in use
 * (its id, the plugin that contributes it, and the public setup it gave, e.g. a publishable key).
 *
 * The form is a component of the web app's UI library (React): typed here without it, as a function
 * of its props, so core stays free of UI code.
 */
import { defineExtensionPoint } from './extension-point.ts';
import type { PaymentEnvironment } from '../rules/payment/payment-constants.ts';

/** The gateway's answer to a card step, as the server passes it back. */
export type CardStepOutcome = { status: 'succeeded' | 'requires_action' | 'processing' } | { status: 'error'; message?: string };

/** What the platform gives a gateway's card form. */
export interface CardFormProps {
  /** The amount the button charges, in cents (the server's; the form never sends an amount). */
  amountInCents: number;
  environment: PaymentEnvironment;
  /** The spec's 'PAY $<amount> NOW'. */
  buttonLabel: string;
  /** The public setup the gateway's server side gave (e.g. a publishable key); never a secret. */
  setup: Readonly<Record<string, string>>;
  /**
   * Pays with what the form collected (gateway-specific fields, e.g. a card number or a provider's
   * token): the platform creates the intent, marks the order processing and confirms it on the server
   * through the gateway. A decline has already been alerted when this resolves; a confirmation step
   * opens the platform's dialog. The form clears what it must not keep on 'error'.
   */
  pay(paymentMethod: Readonly<Record<string, string>>): Promise<CardStepOutcome>;
}

/** The intent waiting for the customer's confirmation (3-D Secure). */
export interface CardConfirmationStep {
  paymentIntentId: string;
  clientSecret: string;
  environment: PaymentEnvironment;
  setup: Readonly<Record<string, string>>;
}

export interface CardGatewayForm {
  /** The card form shown in the card method's panel (a React function component). */
  Form: (props: CardFormProps) => unknown;
  /**
   * The gateway's own part of the confirmation step, run after the customer confirmed in the
   * platform's dialog (e.g. Stripe's handleNextAction, which shows the bank's page). Omitted when the
   * server alone completes the step (the simulated gateway). The server is asked afterwards either way.
   */
  runConfirmationStep?(step: CardConfirmationStep): Promise<CardStepOutcome>;
  /** A line the confirmation dialog shows under its text (e.g. that no bank is contacted). */
  confirmationHint?: string;
  /**
   * The form loads code or frames from the provider's origins (the gateway's browserPolicy), which the
   * server allows only in a document loaded at the card payment page: the app loads that document first.
   */
  needsPaymentPagePolicy?: boolean;
  /**
   * The label of the employees' switch between the gateway's test and live environments (Stripe's
   * 'Stripe Test Mode'), shown with this form only. Omitted: the form shows no switch, so a gateway
   * never shows another's name.
   */
  testModeLabel?: string;
}

export const cardGatewayFormsPoint = defineExtensionPoint<CardGatewayForm>(
  'card-gateway-forms',
  'keyed',
  'web',
  "A card gateway's browser form and its part of the confirmation step (3-D Secure), keyed by gateway id",
);
