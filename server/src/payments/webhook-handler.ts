/**
 * The one path every gateway event takes, from Stripe's signed webhook POST or the simulated
 * gateway's delivery: signature checked on the raw body by the gateway named in the URL (400 when
 * missing or wrong), the intent re-read from the gateway rather than trusted from the body, checked
 * against the order's own record of it (404 for an unknown intent), then credited once. A replayed
 * event finds its payment already credited and changes nothing.
 */
import type { DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { WebhookSignatureError, paymentMessages } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { OrganisationSchema, ProductOrderSchema } from '../db/entities/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { knowsIntent, paymentDataOf } from './integration-data.ts';
import { PaymentGateways, type WebhookTarget } from './payment-gateways.ts';
import { PaymentService } from './payment-service.ts';

export type WebhookOutcome = 'credited' | 'alreadyCredited' | 'processingReset' | 'ignored';

export async function handleWebhook(
  root: DependencyContainer,
  target: WebhookTarget,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<WebhookOutcome> {
  const scope = root.createChildContainer();
  const em = root.resolve<MikroORM>(Tokens.Orm).em.fork();
  scope.register(Tokens.Em, { useValue: em });
  const org = await em.findOne(OrganisationSchema, { id: target.orgId });
  if (!org) throw notFound(paymentMessages.webhookUnknownIntent);
  const gateway = root.resolve(PaymentGateways).byId(target.gatewayId, org, target.environment);
  if (!gateway) throw notFound('No such payment gateway is configured for this organisation and environment.');
  let event;
  try {
    event = gateway.client.verifyWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof SyntaxError) throw badRequest(paymentMessages.webhookSignatureInvalid);
    throw error;
  }
  const handled = ['payment_intent.succeeded', 'payment_intent.payment_failed'];
  if (!handled.includes(event.type)) return 'ignored';
  const intent = await gateway.client.retrieveIntent(event.intent.id);
  const orderId = Number(intent?.metadata.productOrderId);
  if (!intent || !Number.isInteger(orderId) || Number(intent.metadata.orgId) !== org.id) throw notFound(paymentMessages.webhookUnknownIntent);
  const order = await em.findOne(ProductOrderSchema, { id: orderId, orgId: org.id });
  if (!order || !knowsIntent(paymentDataOf(order.integrationData), target.environment, intent.id)) throw notFound(paymentMessages.webhookUnknownIntent);
  if (event.type === 'payment_intent.payment_failed' || intent.status !== 'succeeded') {
    if (order.isProcessingPayment) {
      order.isProcessingPayment = 0;
      await em.flush();
    }
    return 'processingReset';
  }
  const result = await scope.resolve(PaymentService).creditIntent(org.id, order.id, intent);
  return result.credited ? 'credited' : 'alreadyCredited';
}
