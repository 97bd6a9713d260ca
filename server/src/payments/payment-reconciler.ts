/**
 * A card payment can never stay stuck at 'Payment processing...': an order still processing after
 * paymentConstants.processingReconcileAfterMs is compared with its gateway. An intent that succeeded
 * (its webhook lost) is credited as the webhook would have; one the gateway is still working on is
 * left alone; otherwise (failed, cancelled, or left at the bank's confirmation: expired) processing is
 * cleared with a history row naming why, and the customer is offered the methods again. Runs from the
 * background job and when the order is read.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fillTemplate, paymentConstants, paymentEnvironments, paymentMessages, type GatewayIntent } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { OrganisationSchema, ProductOrderSchema } from '../db/entities/index.ts';
import { lockOrder } from '../services/order-repricing.ts';
import { paymentDataOf } from './integration-data.ts';
import { PaymentGateways } from './payment-gateways.ts';
import { PaymentService } from './payment-service.ts';
import { clearProcessing } from './processing-reset.ts';

export type ReconcileOutcome = 'notProcessing' | 'recent' | 'credited' | 'stillProcessing' | 'cleared';

/** The facts staleness is read from (an order row, or a plain one as the order read selects it). */
interface ProcessingFacts {
  isProcessingPayment: number;
  integrationData: Record<string, unknown>;
  lastUpdated: string | Date;
}

/** Processing for longer than the threshold (from when it was set; older orders: their last change). */
export function processingIsStale(order: ProcessingFacts, now = Date.now()): boolean {
  if (order.isProcessingPayment !== 1) return false;
  const since = paymentDataOf(order.integrationData).processingSince ?? order.lastUpdated;
  const started = new Date(typeof since === 'string' && !since.includes('T') ? `${since.replace(' ', 'T')}Z` : since).getTime();
  return !Number.isFinite(started) || now - started >= paymentConstants.processingReconcileAfterMs;
}

const reasonOf = (intents: readonly GatewayIntent[]): string => {
  if (intents.some((i) => i.status === 'canceled')) return 'cancelled';
  if (intents.some((i) => i.lastErrorMessage)) return 'failed';
  return 'expired';
};

@injectable()
export class PaymentReconciler {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(PaymentGateways) private readonly gateways: PaymentGateways,
    @inject(PaymentService) private readonly payments: PaymentService,
  ) {}

  /** Every order of every organisation left processing too long (the background job). */
  async reconcileStale(now = Date.now()): Promise<Record<ReconcileOutcome, number>> {
    const counts: Record<ReconcileOutcome, number> = { notProcessing: 0, recent: 0, credited: 0, stillProcessing: 0, cleared: 0 };
    const processing = await this.em
      .fork()
      .find(ProductOrderSchema, { isProcessingPayment: 1 }, { fields: ['id', 'orgId', 'isProcessingPayment', 'integrationData', 'lastUpdated'] });
    for (const order of processing) counts[await this.reconcile(order.orgId, order.id, now)] += 1;
    return counts;
  }

  /** One order: asks its gateway about every intent it knows that was not credited yet. */
  async reconcile(orgId: number, productOrderId: number, now = Date.now()): Promise<ReconcileOutcome> {
    const em = this.em.fork();
    const order = await em.findOne(ProductOrderSchema, { id: productOrderId, orgId });
    if (!order || order.isProcessingPayment !== 1) return 'notProcessing';
    if (!processingIsStale(order, now)) return 'recent';
    const org = await em.findOneOrFail(OrganisationSchema, { id: orgId });
    const data = paymentDataOf(order.integrationData);
    const intents: GatewayIntent[] = [];
    // Gateway calls outside any transaction; an unreachable gateway leaves the order for the next run.
    for (const environment of paymentEnvironments) {
      const gateway = this.gateways.inUse(org, environment);
      const ids = Object.values(data.stripePaymentIntents[environment] ?? {}).filter((id) => !data.creditedPayments.includes(id));
      for (const id of ids) {
        const intent = gateway ? await gateway.client.retrieveIntent(id).catch(() => null) : undefined;
        if (intent === null) return 'stillProcessing';
        if (!intent) continue;
        if (intent.status === 'succeeded') {
          await this.payments.creditIntent(orgId, order.id, intent);
          return 'credited';
        }
        if (intent.status === 'processing') return 'stillProcessing';
        intents.push(intent);
      }
    }
    const cleared = await em.transactional(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id, orgId });
      // Credited or reset meanwhile: nothing to clear.
      if (!locked || locked.isProcessingPayment !== 1) return false;
      clearProcessing(tx, locked, { user: null, note: fillTemplate(paymentMessages.reconciledNote, { reason: reasonOf(intents) }) });
      await tx.flush();
      return true;
    });
    return cleared ? 'cleared' : 'notProcessing';
  }
}
