/**
 * Issue 31 item 7: share links a person can use. The token is derived (HMAC of the order and the
 * link's version with the server's secret), so generate-shareable-link answers the same link every
 * time and the order's shareableLink carries it; 'Make a new link' moves the version and the old link
 * is refused; only the order owner or staff may do that; people who may not read the link never get it.
 */
import { describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  generateShareableLinkCall,
  getOrgRoleForTokenCall,
  handleGuestShareLinkCall,
  orderDataCall,
  shareCall,
  updateInvolvedUsersDataCall,
} from '@configurator/core';
import { createHash, randomBytes } from 'node:crypto';
import { ServerSecretSchema, ShareLinkSchema, UserSchema } from '@configurator/server/db/entities/index';
import { useRoleMatrix, type ApiClient } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

const { t, owner, member, guest } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const em = () => t.server.orm.em.fork();
const newOrder = async (title: string) => (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title } })).body.data.productOrder;
const link = (as: ApiClient, productOrderId: number, more: { regenerate?: boolean; pricingIsHidden?: 0 | 1 } = {}) =>
  as.call(generateShareableLinkCall, { productOrderId, ...more });
const orderOf = async (as: ApiClient, order: { orgSpecificId: number }) =>
  (await as.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.productOrders[0]!;
const guestId = async () => (await em().findOneOrFail(UserSchema, { email: 'guest@generic.demo' })).id;
const shareWithGuest = async (order: { orgSpecificId: number }) =>
  owner.post(shareCall.path, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId, sharees: [{ userId: await guestId() }], shareNote: '' });

describe('derived share links', () => {
  it('answers the same link on every call, stored only as its hash, and the order carries it as shareableLink', async () => {
    const order = await newOrder('Same link');
    const first = (await link(owner, order.id)).body.data;
    const second = (await link(owner, order.id)).body.data;
    expect(first.shareableLink).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.shareableLink).toBe(first.shareableLink);
    // Staff see the same link.
    expect((await link(member, order.id)).body.data.shareableLink).toBe(first.shareableLink);
    const stored = await em().findOneOrFail(ShareLinkSchema, { productOrderId: order.id });
    expect(stored.tokenHash).toBe(createHash('sha256').update(first.shareableLink!).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(first.shareableLink!);
    expect(await em().count(ServerSecretSchema, { name: 'share-link' })).toBe(1);
    expect((await orderOf(owner, order)).shareableLink).toBe(first.shareableLink);
    expect((await orderOf(member, order)).shareableLink).toBe(first.shareableLink);
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: first.shareableLink! })).status).toBe(200);
  });

  it('people asking for the first link at the same moment all get the one link', async () => {
    const order = await newOrder('Together');
    const answers = await Promise.all([link(owner, order.id), link(member, order.id), link(owner, order.id), link(member, order.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.shareableLink)).size).toBe(1);
    expect(await em().count(ShareLinkSchema, { productOrderId: order.id })).toBe(1);
  });

  it('an order without a link has no shareableLink; a new link moves the version and the old link is refused', async () => {
    const order = await newOrder('Renewed');
    expect((await orderOf(owner, order)).shareableLink).toBeUndefined();
    const old = (await link(owner, order.id)).body.data.shareableLink!;
    const renewed = (await link(owner, order.id, { regenerate: true })).body.data.shareableLink!;
    expect(renewed).not.toBe(old);
    expect((await link(owner, order.id)).body.data.shareableLink).toBe(renewed);
    expect((await orderOf(owner, order)).shareableLink).toBe(renewed);
    expect((await em().findOneOrFail(ShareLinkSchema, { productOrderId: order.id })).version).toBe(2);
    const refused = await t.client().call(handleGuestShareLinkCall, { shareToken: old });
    expect(refused.status).toBe(404);
    expect(refused.body.error!.message).toBe('This link is not valid any more.');
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: old })).status).toBe(404);
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: renewed })).status).toBe(200);
  });

  it('a sharee may read the link but not replace it; a guest who cannot see the order is refused; nothing changes', async () => {
    const order = await newOrder('Refusals');
    const made = (await link(owner, order.id)).body.data.shareableLink!;
    // Not involved: the order is not found, and neither is its link.
    const stranger = await link(guest, order.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.data).toBeUndefined();
    await shareWithGuest(order);
    expect((await link(guest, order.id)).body.data.shareableLink).toBe(made);
    const renew = await link(guest, order.id, { regenerate: true });
    expect(renew.status).toBe(403);
    expect(renew.body.error!.message).toMatch(/links already sent would stop working/);
    expect((await link(owner, order.id)).body.data.shareableLink).toBe(made);
    expect((await em().findOneOrFail(ShareLinkSchema, { productOrderId: order.id })).version).toBe(1);
  });

  it('a person whose prices are hidden never receives a link that shows prices (neither answer nor order), but one that hides them', async () => {
    const order = await newOrder('Hidden sharee');
    const showing = (await link(owner, order.id)).body.data.shareableLink!;
    await shareWithGuest(order);
    await owner.call(updateInvolvedUsersDataCall, {
      orgId: G.orgId,
      productOrderOrgSpecificId: order.orgSpecificId,
      shareeId: await guestId(),
      pricingIsHidden: 1,
    });
    const answered = (await link(guest, order.id)).body.data;
    expect(answered).toMatchObject({ shareableLink: null, hasShareableLink: true, pricingIsHidden: 0 });
    const seen = await orderOf(guest, order);
    expect(seen).not.toHaveProperty('shareableLink');
    expect(JSON.stringify(seen)).not.toContain(showing);
    // Once the link hides prices, they may read it.
    const hiding = (await link(owner, order.id, { regenerate: true, pricingIsHidden: 1 })).body.data.shareableLink!;
    expect((await link(guest, order.id)).body.data.shareableLink).toBe(hiding);
    expect((await orderOf(guest, order)).shareableLink).toBe(hiding);
  });

  it('a link made before derived tokens (a stored random token) keeps working until renewed; the link shown is the derived one', async () => {
    const order = await newOrder('Legacy link');
    const legacyToken = randomBytes(24).toString('base64url');
    const legacyTokenHash = createHash('sha256').update(legacyToken).digest('hex');
    // As Migration20261127120000 leaves a link made before it.
    const writer = em();
    writer.create(ShareLinkSchema, { orgId: G.orgId, productOrderId: order.id, version: 1, tokenHash: null, legacyTokenHash, pricingIsHidden: 0 });
    await writer.flush();
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: legacyToken })).body.data.orgRole).toBe('guest');
    expect((await orderOf(owner, order)).shareableLink).toBeUndefined();
    const derived = (await link(owner, order.id)).body.data.shareableLink!;
    expect(derived).not.toBe(legacyToken);
    expect((await orderOf(owner, order)).shareableLink).toBe(derived);
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: legacyToken })).status).toBe(200);
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: derived })).status).toBe(200);
    await link(owner, order.id, { regenerate: true });
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: legacyToken })).status).toBe(404);
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: derived })).status).toBe(404);
  });
});
