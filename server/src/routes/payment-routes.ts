/** The payment calls (spec orders §7; contract in core/src/api/payment-calls.ts) and the gateways' webhook. */
import {
  completeCardActionCall,
  confirmCardPaymentCall,
  confirmOrderPaymentCall,
  confirmPaymentReceivedCall,
  createPaymentIntentCall,
  getPaymentIntentCall,
  paymentEnvironments,
  paymentScreenCall,
  paymentWebhookPath,
  resetPaymentCall,
  setPaymentProcessingCall,
  updatePaymentIntentCall,
} from '@configurator/core';
import type { DependencyContainer } from 'tsyringe';
import type { CallRouter } from '../http/call-router.ts';
import { badRequest } from '../http/errors.ts';
import { PaymentService } from '../payments/payment-service.ts';
import { asCalledInGuestMode } from '../auth/viewer.ts';
import { handleWebhook } from '../payments/webhook-handler.ts';
import { PaymentGateways } from '../payments/payment-gateways.ts';

const signatureOf = (ctx: { get(header: string): string }, header: string | undefined): string | undefined => (header && ctx.get(header)) || undefined;

export const paymentsTag = {
  name: 'Payments',
  description: 'The payment screen, card payment intents, manual payments and gateway webhooks (spec orders §7).',
};

export function mountPaymentRoutes(calls: CallRouter, root: DependencyContainer): void {
  calls.group(paymentsTag, () => mountPayments(calls, root));
}

function mountPayments(calls: CallRouter, root: DependencyContainer): void {
  calls
    .authed(paymentScreenCall, async (input, { resolve, viewer }) => ({
      data: await resolve(PaymentService).screen(asCalledInGuestMode(viewer, input.isGuestMode), input),
    }))
    .authed(createPaymentIntentCall, async (input, { resolve, viewer }) => ({ data: await resolve(PaymentService).createIntent(viewer, input) }))
    .authed(updatePaymentIntentCall, async (input, { resolve, viewer }) => ({ data: await resolve(PaymentService).updateIntent(viewer, input) }))
    .authed(getPaymentIntentCall, async (input, { resolve, viewer }) => ({ data: { paymentIntent: await resolve(PaymentService).getIntent(viewer, input) } }))
    .authed(confirmOrderPaymentCall, async (input, { resolve, viewer }) => ({
      data: await resolve(PaymentService).confirmOrderPayment(asCalledInGuestMode(viewer, input.isGuestMode), input),
    }))
    .authed(confirmPaymentReceivedCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: await resolve(PaymentService).confirmPaymentReceived(viewer, productOrderId),
    }))
    .authed(setPaymentProcessingCall, async ({ productOrderId, isProcessingPayment }, { resolve, viewer }) => ({
      data: await resolve(PaymentService).setProcessing(viewer, productOrderId, isProcessingPayment),
    }))
    .authed(resetPaymentCall, async (input, { resolve, viewer }) => ({ data: await resolve(PaymentService).resetPayment(viewer, input) }))
    .authed(confirmCardPaymentCall, async (input, { resolve, viewer }) => ({ data: await resolve(PaymentService).confirmCard(viewer, input) }))
    .authed(completeCardActionCall, async (input, { resolve, viewer }) => ({ data: await resolve(PaymentService).completeCardAction(viewer, input) }));

  // Gateways deliver their events to the same handler as the webhook route.
  root.resolve(PaymentGateways).receiveWebhooksWith(async (target, rawBody, signature) => {
    await handleWebhook(root, target, rawBody, signature);
  });

  calls.route(
    {
      method: 'post',
      path: paymentWebhookPath,
      summary: "A payment gateway's webhook",
      description: "Events of a card gateway (a payment-gateway plugin), signed by the gateway in the header it names; the body is the gateway's own event.",
      answers: 'application/json',
    },
    async (ctx) => {
      const { gatewayId, orgId, environment } = ctx.params as { gatewayId: string; orgId: string; environment: string };
      if (!/^\d{1,9}$/.test(orgId) || !(paymentEnvironments as readonly string[]).includes(environment) || !/^[a-z-]{1,40}$/.test(gatewayId))
        throw badRequest('Unknown webhook address.');
      const rawBody = (ctx.request as { rawBody?: string }).rawBody;
      if (typeof rawBody !== 'string' || rawBody === '') throw badRequest('The webhook body is empty.');
      const outcome = await handleWebhook(
        root,
        { gatewayId, orgId: Number(orgId), environment: environment as 'test' | 'live' },
        rawBody,
        signatureOf(ctx, root.resolve(PaymentGateways).signatureHeaderOf(gatewayId)),
      );
      ctx.status = 200;
      ctx.body = { received: true, outcome };
    },
  );
}
