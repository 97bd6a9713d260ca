/** Share tokens (get-org-role-for-token, handle-guest-share-link) and optimistic locking (409). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  generateShareableLinkCall,
  getOrgRoleForTokenCall,
  getSessionCall,
  handleGuestShareLinkCall,
  messages,
  orderDataCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
} from '@configurator/core';
import { createHash } from 'node:crypto';
import { ProductOrderSchema, ShareLinkSchema, UserSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';
import { issueUserToken } from '@configurator/server/auth/user-tokens';

let t: TestServer;
let owner: ApiClient;
let order: { id: number; orgSpecificId: number; version: number };
let shareToken: string;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  owner = t.client();
  await owner.signIn('owner@generic.demo');
  order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Shared project' } })).body.data.productOrder;
  shareToken = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
});
afterAll(async () => t?.dispose());

describe('share tokens', () => {
  it('the token is derived, so a second call answers the same one; only its hash is stored', async () => {
    const again = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data;
    expect(again).toMatchObject({ shareableLink: shareToken, hasShareableLink: true, pricingIsHidden: 0 });
    const stored = await t.server.orm.em.fork().findOneOrFail(ShareLinkSchema, { productOrderId: order.id });
    expect(stored.tokenHash).toBe(createHash('sha256').update(shareToken).digest('hex'));
    expect(Buffer.from(shareToken, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers the role a token grants: guest for a stranger, the member\'s own role, and "user" for a sign-in token', async () => {
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken })).body.data.orgRole).toBe('guest');
    expect((await owner.call(getOrgRoleForTokenCall, { shareToken })).body.data.orgRole).toBe('owner');
    const user = await t.server.orm.em.fork().findOneOrFail(UserSchema, { email: 'member@generic.demo' });
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: await issueUserToken(t.server.orm.em.fork(), user.id) })).body.data.orgRole).toBe(
      'user',
    );
    const unknown = await t.client().call(getOrgRoleForTokenCall, { shareToken: 'nope' });
    expect(unknown.status).toBe(404);
    expect((await t.client().post(getOrgRoleForTokenCall.path, { shareToken: '' })).status).toBe(400);
  });

  it('a stranger arriving by the link becomes a guest sharee with a session and sees the order', async () => {
    const stranger = t.client();
    const result = await stranger.call(handleGuestShareLinkCall, { shareToken });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ productOrderOrgSpecificId: order.orgSpecificId, orgId: G.orgId });
    expect(result.body.data.session.activeOrg).toMatchObject({ id: G.orgId, role: 'guest' });
    const session = (await stranger.call(getSessionCall, {})).body.data!;
    const shared = await stranger.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId });
    expect(shared.status).toBe(200);
    expect(shared.body.data.productOrders[0]!.involvedUsers[String(session.user.id)]).toEqual({ role: 'sharee', pricingIsHidden: 0 });
    expect((await stranger.call(ordersDataCall, { orgId: G.orgId })).body.data.productOrders.map((o) => o.title)).toEqual(['Shared project']);
    // Arriving again keeps one membership and one involvement.
    expect((await stranger.call(handleGuestShareLinkCall, { shareToken })).body.data.session.orgs).toHaveLength(1);
  });

  it('a signed-in user of another organisation becomes a guest of this one too, keeping their own', async () => {
    const other = t.client();
    await other.signIn('owner@other.test');
    const result = await other.call(handleGuestShareLinkCall, { shareToken });
    expect(result.body.data.session.activeOrg).toMatchObject({ id: G.orgId, role: 'guest' });
    expect(result.body.data.session.orgs.map((o) => o.id).sort()).toEqual([G.orgId, OTHER_ORG_ID].sort());
  });

  it('order data by share token lets an involved-or-not guest with the token read it; a wrong token does not', async () => {
    const guest = t.client();
    await guest.signIn('guest@generic.demo');
    const withToken = await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId, shareToken });
    expect(withToken.status).toBe(200);
    const wrong = await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId, shareToken: 'wrong-token-of-some-length' });
    expect(wrong.status).toBe(404);
  });
});

describe('optimistic locking', () => {
  it('a stale order version gets 409 and the newer write stays', async () => {
    const fresh = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.productOrders[0]!;
    const first = await owner.call(productOrderCalls.update, { id: order.id, version: fresh.version, props: { firmName: 'First' } });
    expect(first.status).toBe(200);
    expect(first.body.data.productOrder!.version).toBe(fresh.version + 1);
    const stale = await owner.call(productOrderCalls.update, { id: order.id, version: fresh.version, props: { firmName: 'Second' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'conflict', message: messages.staleWrite });
    expect((await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { id: order.id })).firmName).toBe('First');
  });

  it('a stale item version gets 409', async () => {
    const created = (await owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.namePlate } })).body.data.productInstance!;
    const ok = await owner.call(productInstanceCalls.update, { id: created.id, version: created.version, props: { quantity: 2 } });
    expect(ok.status).toBe(200);
    const stale = await owner.call(productInstanceCalls.update, { id: created.id, version: created.version, props: { quantity: 5 } });
    expect(stale.status).toBe(409);
    expect(ok.body.data.productInstance!.quantity).toBe(2);
  });

  it('concurrent writes to one order all land, none lost', async () => {
    const items = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) => owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.namePlate, quantity } })),
    );
    expect(items.map((i) => i.status)).toEqual([200, 200, 200, 200, 200]);
    const data = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    const total = data.productInstances.reduce((sum, i) => sum + (i.totalPriceInCents ?? 0), 0);
    expect(data.productOrders[0]!.costs!.orderSubTotal).toBe(total);
    expect(data.productOrders[0]!.productInstancesCount).toBe(data.productInstances.length);
  });

  it('concurrent order creation never hands out one number twice', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5, 6].map(() => owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId } })));
    const numbers = created.map((c) => c.body.data.productOrder.orgSpecificId);
    expect(new Set(numbers).size).toBe(6);
  });
});
