/**
 * Boots the real server with every installed organisation package's demo data (plus the generic
 * organisation) on a fresh database: every demo user signs in by password and by link, sees their
 * organisation's home page and orders, and every demo order opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall, homepageDataCall, orderDataCall, ordersDataCall, tokenSignInCall } from '@configurator/core';
import {
  GatewayIntentSchema,
  MembershipSchema,
  OrderHistorySchema,
  OrganisationSchema,
  OutboxMessageSchema,
  ProductCategorySchema,
  ProductOrderSchema,
  UserSchema,
} from '@configurator/server/db/entities/index';
import { signInLinks } from '@configurator/server/seed/sign-in-links';
import { seedDemoData } from '@configurator/server/seed/seed-demo-data';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { issueUserToken } from '@configurator/server/auth/user-tokens';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.dispose());

describe('demo organisations', () => {
  it('seeds the generic organisation and every organisation package with demo data', async () => {
    const ids = t.server.demoOrganisations.map((o) => o.id);
    expect(ids.length).toBeGreaterThan(1);
    const stored = await t.server.orm.em.fork().find(OrganisationSchema, {}, { orderBy: { id: 'asc' } });
    expect(stored.map((o) => o.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(stored.find((o) => o.id === 1)?.title).toBe('Generic Demo');
  });

  it('every demo user signs in with their password and lands in an organisation they belong to', async () => {
    for (const demo of t.server.demoOrganisations) {
      for (const user of demo.users) {
        const client = t.client();
        await client.signIn(user.email, user.password);
        const session = (await client.call(getSessionCall, {})).body.data!;
        expect(session.orgs.map((o) => o.id)).toContain(demo.id);
      }
    }
  });

  it("every organisation's owner sees its home page, its orders, and every demo order opens", async () => {
    for (const demo of t.server.demoOrganisations) {
      const ownerEmail = demo.users.find((u) => u.role === 'owner')!.email;
      const user = await t.server.orm.em.fork().findOneOrFail(UserSchema, { email: ownerEmail.toLowerCase() });
      const client = t.client();
      await client.call(tokenSignInCall, { userToken: await issueUserToken(t.server.orm.em.fork(), user.id) });
      const session = (await client.call(getSessionCall, {})).body.data!;
      if (session.activeOrg.id !== demo.id) await client.post('/auth/switch-org', { orgId: demo.id });
      const home = await client.call(homepageDataCall, { orgId: demo.id });
      expect(home.status, `home of ${demo.id}`).toBe(200);
      expect(home.body.data.products.length, `products of ${demo.id}`).toBeGreaterThan(0);
      const list = (
        await client.call(ordersDataCall, { orgId: demo.id, filters: { orderOwner: 'all', archived: 'all', productCategoryId: 'all', statusKey: 'All' } })
      ).body.data;
      expect(list.totalCount).toBe(demo.orders.length);
      for (const order of list.productOrders) {
        const data = await client.call(orderDataCall, { orgId: demo.id, productOrderOrgSpecificId: order.orgSpecificId });
        expect(data.status, `order ${order.orgSpecificId} of ${demo.id}`).toBe(200);
        const items = data.body.data.productInstances;
        expect(data.body.data.productOrders[0]!.costs!.orderSubTotal).toBe(items.reduce((sum, i) => sum + (i.totalPriceInCents ?? 0), 0));
      }
    }
  });

  it('demo orders carry their completed statuses', async () => {
    const em = t.server.orm.em.fork();
    for (const demo of t.server.demoOrganisations) {
      // Orders with a demo payment move on when paid (see the payments test below).
      for (const demoOrder of demo.orders.filter((o) => o.completedStatusKeys?.length && !o.payment)) {
        const order = await em.findOneOrFail(ProductOrderSchema, { orgId: demo.id, title: demoOrder.title });
        // jsonb keeps no key order; the last completed status is stored on its own.
        expect(Object.keys(order.statusData).sort()).toEqual([...demoOrder.completedStatusKeys!].sort());
        expect(order.lastCompletedStatusKey).toBe(demoOrder.completedStatusKeys!.at(-1));
      }
    }
  });

  it("850's demo shows every payment state, made through the app's payment service: submitted, at the payment step, deposit paid by card, paid in full, wire awaiting confirmation", async () => {
    const em = t.server.orm.em.fork();
    const orderNamed = (title: string) => em.findOneOrFail(ProductOrderSchema, { orgId: 850, title });
    const historyOf = async (id: number) =>
      (await em.find(OrderHistorySchema, { productOrderId: id }, { orderBy: { id: 'asc' } })).map((h) => [h.move, h.toStatusKey]);
    const receiptsOf = async (id: number) => (await em.find(OutboxMessageSchema, { productOrderId: id })).map((m) => m.event);

    expect((await orderNamed('Residence – Level 2')).lastCompletedStatusKey).toBe('submittedForApproval');
    const atPayment = await orderNamed('Suites fit-out');
    expect(atPayment).toMatchObject({ lastCompletedStatusKey: 'readyToPayDeposit', amountPaidInCents: 0 });

    const deposit = await orderNamed('Marina Bar – Deposit paid');
    expect(deposit.amountPaidInCents).toBe(deposit.costs.depositAmount);
    expect(deposit.amountPaidInCents).toBeLessThan(deposit.costs.orderTotal);
    expect(deposit.lastCompletedStatusKey).toBe('inProduction');
    expect(deposit.lastPaymentDate).not.toBeNull();
    expect(
      Object.values(deposit.statusData)
        .map((entry) => entry.paymentAmountInCents)
        .filter(Boolean),
    ).toEqual([deposit.costs.depositAmount]);
    // Paid by card through the offline gateway: its intent is in the gateway's store and on the order.
    const intents = (await em.find(GatewayIntentSchema, { gatewayId: 'offline-card' })).filter(
      (row) => row.intent.metadata.productOrderId === String(deposit.id),
    );
    expect(intents.map((row) => row.intent.status)).toEqual(['succeeded']);
    expect(await historyOf(deposit.id)).toContainEqual(['confirmPayment', 'inProduction']);
    expect(await receiptsOf(deposit.id)).toContain('paymentConfirmed');

    const full = await orderNamed('Gallery Annex – Paid in full');
    expect(full.amountPaidInCents).toBe(full.costs.orderTotal);
    expect(full.lastCompletedStatusKey).not.toBe('readyToPayDeposit');
    expect(await receiptsOf(full.id)).toContain('paymentConfirmed');

    const wire = await orderNamed('Riverside Offices – Wire sent');
    expect(wire).toMatchObject({ lastCompletedStatusKey: 'readyToPayDeposit', amountPaidInCents: 0 });
    expect(wire.statusData.readyToPayDeposit!.awaitingPaymentMethod).toBe('wire');
    expect(await historyOf(wire.id)).toContainEqual(['recordAwaitingPayment', 'readyToPayDeposit']);
  });

  it('every demo card payment went through: its order is paid (deposit or in full), past its payment step, with a receipt', async () => {
    const em = t.server.orm.em.fork();
    const paidByCard = t.server.demoOrganisations.flatMap((demo) =>
      demo.orders.filter((o) => o.payment?.method === 'card').map((o) => ({ orgId: demo.id, demoOrder: o })),
    );
    expect(new Set(paidByCard.map((p) => p.orgId))).toEqual(new Set([850, 1392]));
    for (const { orgId, demoOrder } of paidByCard) {
      const order = await em.findOneOrFail(ProductOrderSchema, { orgId, title: demoOrder.title });
      const payInFull = demoOrder.payment?.method === 'card' && demoOrder.payment.payInFull;
      expect(order.amountPaidInCents, demoOrder.title).toBe(payInFull ? order.costs.orderTotal : order.costs.depositAmount);
      expect(order.lastCompletedStatusKey).not.toBe(demoOrder.completedStatusKeys!.at(-1));
      expect((await em.find(OutboxMessageSchema, { productOrderId: order.id, event: 'paymentConfirmed' })).length).toBe(1);
    }
  });

  it('prints a working sign-in link for every demo guest, and none for owners or members', async () => {
    const lines = await signInLinks(t.server.orm, t.server.demoOrganisations, t.server.url);
    const links = lines.flatMap((line) => line.match(/\?userToken=(\S+)/)?.[1] ?? []);
    const guests = await t.server.orm.em.fork().count(MembershipSchema, { orgId: { $in: t.server.demoOrganisations.map((o) => o.id) }, role: 'guest' });
    expect(links).toHaveLength(guests);
    for (const line of lines.filter((l) => /^\s+(owner|member) /.test(l))) expect(line).not.toContain('userToken');
    const client = t.client();
    expect((await client.call(tokenSignInCall, { userToken: links[0]! })).status).toBe(200);
  });

  it('moves id sequences past the seeded ids, so new records do not collide', async () => {
    const em = t.server.orm.em.fork();
    const highest = Math.max(...t.server.demoOrganisations.flatMap((o) => (o.catalogue.productCategories ?? []).map((c) => c.id)));
    const category = em.create(ProductCategorySchema, { orgId: 1, title: 'New', rank: 9, archived: 0, thumbnailUrl: null, fileUrl: null });
    await em.flush();
    expect(category.id).toBeGreaterThan(highest);
    await em.nativeDelete(ProductCategorySchema, { id: category.id });
  });

  it('seeding again changes nothing', async () => {
    const em = t.server.orm.em.fork();
    const before = [await em.count(OrganisationSchema, {}), await em.count(UserSchema, {}), await em.count(ProductOrderSchema, {})];
    expect(await seedDemoData(t.server.orm, t.server.registries, t.server.demoOrganisations)).toEqual([]);
    expect([await em.count(OrganisationSchema, {}), await em.count(UserSchema, {}), await em.count(ProductOrderSchema, {})]).toEqual(before);
  });
});
