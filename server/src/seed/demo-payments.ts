/**
 * The demo orders' payments, made after the organisations are seeded and the payment gateways are
 * up, through the same services a customer's browser reaches (PaymentService: the intent, the
 * offline gateway's card network, its webhook-like event, the credit that moves the step, writes the
 * history row and sends the receipt; or the announced wire awaiting staff confirmation). So the demo
 * shows a paid deposit, a payment in full and a wire to confirm exactly as the app makes them.
 * Card payments need a gateway that offers a demo payment method (a simulated network's test card):
 * with a real gateway in use they are left out.
 */
import type { DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DemoOrganisation } from '@configurator/core';
import { Tokens, type Logger } from '../di/tokens.ts';
import { MembershipSchema, OrganisationSchema, ProductOrderSchema, UserSchema } from '../db/entities/index.ts';
import { madeEntities, makeViewer } from '../auth/viewer.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { PaymentService } from '../payments/payment-service.ts';
import { PaymentGateways } from '../payments/payment-gateways.ts';

export async function seedDemoPayments(root: DependencyContainer, organisations: readonly DemoOrganisation[], logger: Logger): Promise<void> {
  const orm = root.resolve<MikroORM>(Tokens.Orm);
  for (const demo of organisations) {
    for (const [i, demoOrder] of demo.orders.entries()) {
      if (!demoOrder.payment) continue;
      const em = orm.em.fork();
      const scope = root.createChildContainer();
      scope.register(Tokens.Em, { useValue: em });
      const org = await em.findOneOrFail(OrganisationSchema, { id: demo.id });
      const order = await em.findOneOrFail(ProductOrderSchema, { orgId: demo.id, orgSpecificId: i + 1 });
      const user = await em.findOneOrFail(UserSchema, { id: order.userId });
      const membership = await em.findOneOrFail(MembershipSchema, { userId: user.id, orgId: demo.id });
      const registry = root.resolve(OrgRegistries).forOrganisation(org);
      // The order's owner pays, as from their browser.
      const viewer = makeViewer('demo-seed', madeEntities(user, org, membership), { role: membership.role, prevRole: null }, registry);
      const payments = scope.resolve(PaymentService);
      const payment = demoOrder.payment;
      if (payment.method !== 'card') {
        await payments.confirmOrderPayment(viewer, { productOrderId: order.id, paymentMethod: payment.method, paymentData: {}, payInFull: false });
        continue;
      }
      const demoPaymentMethod = root.resolve(PaymentGateways).inUse(org, 'live')?.client.demoPaymentMethod;
      if (!demoPaymentMethod) {
        logger.info(`Demo card payment of '${demoOrder.title}' left out: the card gateway in use is a real one.`);
        continue;
      }
      const choice = { productOrderId: order.id, paymentEnvironment: 'live' as const, payInFull: payment.payInFull ?? false, isCardPayment: true };
      const intent = await payments.createIntent(viewer, choice);
      const card = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret, paymentEnvironment: 'live' as const };
      const result = await payments.confirmCard(viewer, { ...card, paymentMethod: demoPaymentMethod });
      if (result.status !== 'succeeded') throw new Error(`Demo card payment of '${demoOrder.title}' did not succeed: ${result.status}`);
    }
  }
}
