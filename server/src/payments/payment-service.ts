/**
 * The payment calls (spec orders §7). Amounts come only from core's payment rules over the order's
 * server-computed costs; gateway calls happen outside any database transaction (the simulated gateway
 * delivers its events to the webhook handler, which takes the order lock itself).
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CardDetailsError,
  contributionsWithSettings,
  CARD_METHOD_KEY,
  GatewayUnavailableError,
  depositPercentageLabel,
  fillTemplate,
  forcedPaymentMethod,
  manualPaymentMessageOf,
  offeredPaymentMethods,
  orderCheckFailures,
  orderValidatorsPoint,
  paymentMessages,
  paymentRulesPoint,
  payableStepOf,
  quotePayment,
  type CardStepResult,
  type GatewayIntent,
  type GatewayIntentRequest,
  type PaymentEnvironment,
  type PaymentRules,
} from '@configurator/core';
import { Tokens, type ServerSettings } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ProductOrderSchema, type ProductOrderRow } from '../db/entities/index.ts';
import { ApiError, conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { assertCanSeeOrder, assertEmployee, isInvolved, pricingHiddenFor } from '../services/access.ts';
import { lockOrder } from '../services/order-repricing.ts';
import { Notifier } from '../services/lifecycle/notifier.ts';
import { decideMove, displayName, writeMove } from '../services/lifecycle/record-move.ts';
import { intentIdOf, knowsIntent, paymentDataOf, withPaymentData } from './integration-data.ts';
import { creditPayment } from './payment-ledger.ts';
import { clearProcessing } from './processing-reset.ts';
import { PaymentGateways, type ConnectedGateway } from './payment-gateways.ts';

export interface PaymentChoiceInput {
  productOrderId: number;
  paymentEnvironment: PaymentEnvironment;
  payInFull: boolean;
  isCardPayment: boolean;
}

interface CardIntentInput {
  paymentIntentId: string;
  clientSecret: string;
  paymentEnvironment: PaymentEnvironment;
}

/** What the browser learns of the gateway in use: which form to load, from which plugin, with which public setup. */
const browserSideOf = (gateway: ConnectedGateway) => ({ gatewayId: gateway.gatewayId, pluginId: gateway.pluginId, setup: { ...gateway.client.browser } });

const stepAnswer = (result: CardStepResult) => (result.status === 'error' ? { status: 'error' as const, message: result.message } : { status: result.status });

const serviceUnavailable = (reason: string) => new ApiError(503, 'unprocessable', fillTemplate(paymentMessages.gatewayUnavailable, { reason }));

@injectable()
export class PaymentService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(PaymentGateways) private readonly gateways: PaymentGateways,
    @inject(OrgRegistries) private readonly registries: OrgRegistries,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
  ) {}

  /** The payment screen's facts: the same numbers the server will charge. */
  async screen(viewer: Viewer, input: { productOrderId: number; payInFull: boolean; paymentMethod?: string; paymentEnvironment: PaymentEnvironment }) {
    const order = await this.visibleOrder(viewer, input.productOrderId);
    this.assertEnvironment(viewer, input.paymentEnvironment);
    const rules = this.rulesOf(viewer);
    const step = payableStepOf(viewer.org.settings.productOrderStatuses, order, rules);
    const isCardPayment = (input.paymentMethod ?? CARD_METHOD_KEY) === CARD_METHOD_KEY;
    const quote = quotePayment(
      order,
      { payInFull: input.payInFull, isCardPayment, shippedWithoutFinalPayment: step?.shippedWithoutFinalPayment ?? false },
      rules?.cardFee,
    );
    const gateway = this.gateways.inUse(viewer.org, input.paymentEnvironment);
    const blocks = this.blocksOf(viewer, order);
    const data = paymentDataOf(order.integrationData);
    return {
      payable: !!step,
      statusKey: step?.statusKey ?? null,
      shippedWithoutFinalPayment: step?.shippedWithoutFinalPayment ?? false,
      forcedPaymentMethod: forcedPaymentMethod(order) ?? null,
      blocks,
      depositChoiceApplies: quote.depositChoiceApplies,
      showDepositRow: quote.showDepositRow,
      depositLabel: depositPercentageLabel(order),
      payInFull: quote.payInFull,
      baseAmountInCents: quote.baseAmountInCents,
      upchargeAmountInCents: quote.upchargeAmountInCents,
      upchargePercent: quote.upchargePercent,
      amountDueInCents: step ? quote.amountDueInCents : 0,
      methods: offeredPaymentMethods(viewer.org.settings.paymentMethods, viewer).map(({ key, title, rank, isPreferred, props }) => ({
        key,
        title,
        rank,
        isPreferred,
        props,
      })),
      manualPaymentMessage: manualPaymentMessageOf(viewer.org.settings),
      awaitingConfirmation: !!data.awaitingPayment && data.awaitingPayment.statusKey === step?.statusKey,
      cardGateway: gateway ? browserSideOf(gateway) : null,
      mayUseTestMode: viewer.isEmployee,
      pendingConfirmation:
        order.isProcessingPayment === 1 && step && gateway ? await this.pendingConfirmation(order, step.statusKey, input.paymentEnvironment, gateway) : null,
    };
  }

  /** The card payment of this step waiting for the customer's 3-D Secure confirmation, if any (a gateway hiccup answers none). */
  private async pendingConfirmation(order: ProductOrderRow, statusKey: string, environment: PaymentEnvironment, gateway: ConnectedGateway) {
    const id = intentIdOf(paymentDataOf(order.integrationData), environment, statusKey);
    const intent = id ? await gateway.client.retrieveIntent(id).catch(() => undefined) : undefined;
    return intent?.status === 'requires_action' ? { paymentIntentId: intent.id, clientSecret: intent.clientSecret, paymentEnvironment: environment } : null;
  }

  /** create-stripe-payment-intent: one intent per order, environment and step, its amount the server's. */
  async createIntent(viewer: Viewer, input: PaymentChoiceInput) {
    const { order, quote, step, gateway } = await this.cardPaymentContext(viewer, input);
    const data = paymentDataOf(order.integrationData);
    const existingId = intentIdOf(data, input.paymentEnvironment, step.statusKey);
    const request = this.intentRequest(order, step.statusKey, input.paymentEnvironment, quote);
    let intent = existingId ? await this.gatewayCall(() => gateway.client.retrieveIntent(existingId)) : undefined;
    if (intent?.status === 'succeeded' || intent?.status === 'processing')
      throw conflict('This payment was already made; the order updates when the payment provider confirms it.');
    if (
      intent &&
      (intent.amountInCents !== request.amountInCents ||
        intent.metadata.pay_in_full !== request.metadata.pay_in_full ||
        intent.metadata.upcharge_amount_in_cents !== request.metadata.upcharge_amount_in_cents)
    ) {
      const current = intent;
      intent = await this.gatewayCall(() => gateway.client.updateIntent(current.id, request));
    }
    if (!intent) {
      intent = await this.gatewayCall(() => gateway.client.createIntent(request));
      await this.rememberIntent(order.id, viewer.orgId, input.paymentEnvironment, step.statusKey, intent.id);
    }
    return this.intentAnswer(intent, gateway, quote);
  }

  /** update-stripe-payment-intent: the method, pay-in-full or amount changed; the client's amount must be the server's. */
  async updateIntent(viewer: Viewer, input: PaymentChoiceInput & { paymentIntentId: string; paymentAmount?: number }) {
    const { order, quote, step, gateway } = await this.cardPaymentContext(viewer, input);
    if (intentIdOf(paymentDataOf(order.integrationData), input.paymentEnvironment, step.statusKey) !== input.paymentIntentId)
      throw notFound(paymentMessages.unknownPaymentIntent);
    if (input.paymentAmount !== undefined && input.paymentAmount !== quote.amountDueInCents) throw unprocessable(paymentMessages.amountIsComputedByServer);
    const current = await this.gatewayCall(() => gateway.client.retrieveIntent(input.paymentIntentId));
    if (!current) throw notFound(paymentMessages.unknownPaymentIntent);
    if (current.status === 'succeeded' || current.status === 'processing')
      throw conflict('This payment was already made; the order updates when the payment provider confirms it.');
    const intent = await this.gatewayCall(() =>
      gateway.client.updateIntent(current.id, this.intentRequest(order, step.statusKey, input.paymentEnvironment, quote)),
    );
    return this.intentAnswer(intent, gateway, quote);
  }

  /** get-stripe-payment-intent: only an intent of an order the viewer can see. */
  async getIntent(viewer: Viewer, input: { paymentIntentId: string; paymentEnvironment: PaymentEnvironment }) {
    this.assertEnvironment(viewer, input.paymentEnvironment);
    const { intent } = await this.visibleIntent(viewer, input.paymentIntentId, input.paymentEnvironment);
    return {
      id: intent.id,
      amount: intent.amountInCents,
      status: intent.status,
      client_secret: intent.clientSecret,
      metadata: intent.metadata as Record<string, string>,
    };
  }

  /** confirm-order-payment: a wire or check announced (the order waits), or a succeeded card intent credited. */
  async confirmOrderPayment(
    viewer: Viewer,
    input: {
      productOrderId: number;
      paymentMethod: string;
      paymentData: { paymentIntentId?: string; paymentEnvironment?: PaymentEnvironment };
      payInFull: boolean;
    },
  ) {
    const order = await this.visibleOrder(viewer, input.productOrderId);
    const rules = this.rulesOf(viewer);
    const step = payableStepOf(viewer.org.settings.productOrderStatuses, order, rules);
    if (!step) throw unprocessable(paymentMessages.notAtPaymentStep);
    this.assertMethodOffered(viewer, input.paymentMethod);
    this.assertNotBlocked(viewer, order);
    if (input.paymentMethod === CARD_METHOD_KEY) {
      const environment = input.paymentData.paymentEnvironment ?? 'live';
      this.assertEnvironment(viewer, environment);
      if (!input.paymentData.paymentIntentId) throw unprocessable(paymentMessages.unknownPaymentIntent);
      const { intent, order: owner } = await this.visibleIntent(viewer, input.paymentData.paymentIntentId, environment);
      if (owner.id !== order.id) throw notFound(paymentMessages.unknownPaymentIntent);
      if (intent.status !== 'succeeded') throw unprocessable(paymentMessages.paymentNotSucceeded);
      const credited = await this.creditIntent(order.orgId, order.id, intent);
      return { statusData: credited.order.statusData };
    }
    const done = await this.em.transactional(async (tx) => {
      const locked = assertCanSeeOrder(viewer, await lockOrder(tx, { id: order.id, orgId: viewer.orgId }));
      const accepted = decideMove({
        order: locked,
        statuses: viewer.org.settings.productOrderStatuses,
        actor: { kind: 'person', role: viewer.role, prevRole: viewer.prevRole, isInvolved: isInvolved(viewer, locked) },
        request: { move: 'recordAwaitingPayment', paymentMethod: input.paymentMethod },
      });
      writeMove(tx, { order: locked, user: viewer.user }, accepted);
      const data = paymentDataOf(locked.integrationData);
      locked.integrationData = withPaymentData(locked.integrationData, {
        ...data,
        awaitingPayment: { method: input.paymentMethod, payInFull: input.payInFull, statusKey: step.statusKey },
      });
      await tx.flush();
      return locked;
    });
    return { statusData: done.statusData };
  }

  /** Staff record that the announced wire or check arrived: the amount announced is credited and the order moves on. */
  async confirmPaymentReceived(viewer: Viewer, productOrderId: number) {
    assertEmployee(viewer, 'confirm that a payment was received');
    const order = await this.visibleOrder(viewer, productOrderId);
    const rules = this.rulesOf(viewer);
    const step = payableStepOf(viewer.org.settings.productOrderStatuses, order, rules);
    const awaiting = paymentDataOf(order.integrationData).awaitingPayment;
    if (!step || !awaiting || awaiting.statusKey !== step.statusKey) throw unprocessable(paymentMessages.noAwaitingPayment);
    const quote = quotePayment(
      order,
      { payInFull: awaiting.payInFull, isCardPayment: false, shippedWithoutFinalPayment: step.shippedWithoutFinalPayment },
      rules?.cardFee,
    );
    const result = await creditPayment(this.em, this.registries, this.notifier, {
      orgId: order.orgId,
      productOrderId: order.id,
      reference: `${awaiting.method}:${step.statusKey}:${order.amountPaidInCents}`,
      amountInCents: quote.baseAmountInCents,
      note: `${awaiting.method} received`,
      method: awaiting.method,
    });
    return { statusData: result.order.statusData, amountPaidInCents: result.order.amountPaidInCents };
  }

  async setProcessing(viewer: Viewer, productOrderId: number, value: 0 | 1) {
    const order = await this.em.transactional(async (tx) => {
      const locked = assertCanSeeOrder(viewer, await lockOrder(tx, { id: productOrderId, orgId: viewer.orgId }));
      if (value === 1 && !payableStepOf(viewer.org.settings.productOrderStatuses, locked, this.rulesOf(viewer)))
        throw unprocessable(paymentMessages.notAtPaymentStep);
      locked.isProcessingPayment = value;
      // When it started, so a payment left processing is reconciled with its gateway later (payment-reconciler.ts).
      locked.integrationData = withPaymentData(locked.integrationData, {
        ...paymentDataOf(locked.integrationData),
        processingSince: value === 1 ? new Date().toISOString() : undefined,
      });
      await tx.flush();
      return locked;
    });
    return { isProcessingPayment: order.isProcessingPayment };
  }

  /** Order Info's 'Reset payment': staff clear a card payment left processing; a history row names them. */
  async resetPayment(viewer: Viewer, input: { productOrderId: number; note?: string }) {
    assertEmployee(viewer, 'reset a payment');
    await this.em.transactional(async (tx) => {
      const locked = assertCanSeeOrder(viewer, await lockOrder(tx, { id: input.productOrderId, orgId: viewer.orgId }));
      if (locked.isProcessingPayment !== 1) throw unprocessable(paymentMessages.resetNotProcessing);
      const name = fillTemplate(paymentMessages.resetByStaffNote, { name: displayName(viewer.user) });
      clearProcessing(tx, locked, { user: viewer.user, note: input.note ? `${name}: ${input.note}` : name });
      await tx.flush();
    });
    return { isProcessingPayment: 0 as const };
  }

  /**
   * card-payment/confirm: the gateway confirms the intent with what its browser form collected. A
   * confirmation step (3-D Secure) answers requires_action, for the platform's dialog.
   */
  async confirmCard(viewer: Viewer, input: CardIntentInput & { paymentMethod: Readonly<Record<string, string>> }) {
    const { intent, order, gateway } = await this.cardIntent(viewer, input);
    const returnUrl = `${this.settings.publicUrl}/orders/${order.orgSpecificId}`;
    return stepAnswer(await this.gatewayCall(() => gateway.client.confirmCard({ intent, paymentMethod: input.paymentMethod, returnUrl })));
  }

  /** card-payment/complete-action: the customer's answer to the confirmation step. */
  async completeCardAction(viewer: Viewer, input: CardIntentInput & { approve: boolean }) {
    const { intent, gateway } = await this.cardIntent(viewer, input);
    return stepAnswer(await this.gatewayCall(() => gateway.client.completeAction({ intent, approve: input.approve })));
  }

  /** An intent of an order the viewer can see, named with its client secret (as the browser holds it). */
  private async cardIntent(viewer: Viewer, input: CardIntentInput) {
    this.assertEnvironment(viewer, input.paymentEnvironment);
    const found = await this.visibleIntent(viewer, input.paymentIntentId, input.paymentEnvironment);
    if (found.intent.clientSecret !== input.clientSecret) throw notFound(paymentMessages.unknownPaymentIntent);
    return found;
  }

  /** Credits a succeeded intent once (webhook, card confirmation). The amount credited excludes the card fee. */
  async creditIntent(orgId: number, productOrderId: number, intent: GatewayIntent) {
    const upcharge = Number(intent.metadata.upcharge_amount_in_cents ?? 0) || 0;
    return creditPayment(this.em, this.registries, this.notifier, {
      orgId,
      productOrderId,
      reference: intent.id,
      amountInCents: intent.amountInCents - upcharge,
      note: `card payment ${intent.id}`,
      method: CARD_METHOD_KEY,
      upchargeAmountInCents: upcharge,
    });
  }

  private async cardPaymentContext(viewer: Viewer, input: PaymentChoiceInput) {
    const order = await this.visibleOrder(viewer, input.productOrderId);
    this.assertEnvironment(viewer, input.paymentEnvironment);
    const rules = this.rulesOf(viewer);
    const step = payableStepOf(viewer.org.settings.productOrderStatuses, order, rules);
    if (!step) throw unprocessable(paymentMessages.notAtPaymentStep);
    this.assertMethodOffered(viewer, CARD_METHOD_KEY);
    this.assertNotBlocked(viewer, order);
    const quote = quotePayment(
      order,
      { payInFull: input.payInFull, isCardPayment: input.isCardPayment, shippedWithoutFinalPayment: step.shippedWithoutFinalPayment },
      rules?.cardFee,
    );
    if (quote.amountDueInCents <= 0) throw unprocessable(paymentMessages.nothingDue);
    const gateway = this.gateways.inUse(viewer.org, input.paymentEnvironment);
    if (!gateway) throw serviceUnavailable('no card gateway is installed');
    return { order, quote, step, gateway };
  }

  private intentRequest(
    order: ProductOrderRow,
    statusKey: string,
    environment: PaymentEnvironment,
    quote: ReturnType<typeof quotePayment>,
  ): GatewayIntentRequest {
    return {
      amountInCents: quote.amountDueInCents,
      // One key per order, step and amount (and fee and choice): two tabs asking at once get one intent.
      idempotencyKey: `order-${order.id}:${environment}:${statusKey}:${quote.amountDueInCents}:${quote.upchargeAmountInCents}:${quote.payInFull ? 1 : 0}:${order.amountPaidInCents}`,
      metadata: {
        productOrderId: String(order.id),
        orgId: String(order.orgId),
        statusKey,
        environment,
        upcharge_amount_in_cents: String(quote.upchargeAmountInCents),
        pay_in_full: quote.payInFull ? '1' : '0',
      },
    };
  }

  private intentAnswer(intent: GatewayIntent, gateway: ConnectedGateway, quote: ReturnType<typeof quotePayment>) {
    return {
      paymentIntentId: intent.id,
      stripePaymentIntentClientSecret: intent.clientSecret,
      gateway: browserSideOf(gateway),
      amountInCents: intent.amountInCents,
      upchargeAmountInCents: quote.upchargeAmountInCents,
      payInFull: quote.payInFull,
    };
  }

  private async rememberIntent(productOrderId: number, orgId: number, environment: PaymentEnvironment, statusKey: string, intentId: string) {
    await this.em.transactional(async (tx) => {
      const order = await lockOrder(tx, { id: productOrderId, orgId });
      if (!order) throw notFound();
      const data = paymentDataOf(order.integrationData);
      data.stripePaymentIntents[environment] = { ...data.stripePaymentIntents[environment], [statusKey]: intentId };
      order.integrationData = withPaymentData(order.integrationData, data);
      await tx.flush();
    });
  }

  private async visibleOrder(viewer: Viewer, productOrderId: number): Promise<ProductOrderRow> {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    // Paying means seeing amounts: a person whose prices are hidden cannot use the payment screen.
    if (pricingHiddenFor(viewer, order)) throw forbidden(paymentMessages.methodNotAllowed);
    return order;
  }

  /** The intent and its order, found through the gateway's metadata and checked against the order's own record of it. */
  private async visibleIntent(viewer: Viewer, paymentIntentId: string, environment: PaymentEnvironment) {
    const gateway = this.gateways.inUse(viewer.org, environment);
    if (!gateway) throw notFound(paymentMessages.unknownPaymentIntent);
    const intent = await this.gatewayCall(() => gateway.client.retrieveIntent(paymentIntentId));
    const orderId = Number(intent?.metadata.productOrderId);
    if (!intent || !Number.isInteger(orderId) || Number(intent.metadata.orgId) !== viewer.orgId) throw notFound(paymentMessages.unknownPaymentIntent);
    const order = await this.em.findOne(ProductOrderSchema, { id: orderId, orgId: viewer.orgId });
    if (!order || !knowsIntent(paymentDataOf(order.integrationData), environment, intent.id)) throw notFound(paymentMessages.unknownPaymentIntent);
    assertCanSeeOrder(viewer, order);
    return { intent, order, gateway };
  }

  /** The payment screen's checks (phone, address, the organisation's own such as a contact email), in order. */
  private blocksOf(viewer: Viewer, order: ProductOrderRow): string[] {
    return orderCheckFailures({ order, hasInvalidItem: false, stage: 'payment' }, contributionsWithSettings(viewer.registry, orderValidatorsPoint)).map(
      (f) => f.message,
    );
  }

  private assertNotBlocked(viewer: Viewer, order: ProductOrderRow): void {
    const [first] = this.blocksOf(viewer, order);
    if (first) throw unprocessable(first);
  }

  private assertMethodOffered(viewer: Viewer, key: string): void {
    if (!offeredPaymentMethods(viewer.org.settings.paymentMethods, viewer).some((m) => m.key === key)) throw forbidden(paymentMessages.methodNotAllowed);
  }

  /** Test mode is the employees' switch (a card form's, e.g. 'Stripe Test Mode'); nobody else pays with test cards. */
  private assertEnvironment(viewer: Viewer, environment: PaymentEnvironment): void {
    if (environment === 'test' && !viewer.isEmployee) throw forbidden('Only owners and members can use the test payment environment.');
  }

  private rulesOf(viewer: Viewer): PaymentRules | undefined {
    return viewer.registry.single(paymentRulesPoint);
  }

  private async gatewayCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw serviceUnavailable(error.message);
      if (error instanceof CardDetailsError) throw unprocessable(error.message);
      throw error;
    }
  }
}
