/**
 * Issue 9 over the role matrix: who may share, remove a collaborator, toggle a person's price hiding
 * and change the order owner; share links (hashed, revoked by regenerating, never opening another
 * organisation's order, one guest per browser per link); invitation mails that sign the invitee in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  generateShareableLinkCall,
  getInvolvedUsersCall,
  getOrCreateShareeCall,
  getOrgRoleForTokenCall,
  getSessionCall,
  getShareSuggestionsCall,
  handleGuestShareLinkCall,
  messages,
  orderDataCall,
  productOrderCalls,
  removeShareeCall,
  shareCall,
  signOutCall,
  tokenSignInCall,
  updateInvolvedUsersDataCall,
  createUserGroupCall,
  updateUserGroupCall,
  addShareeCall,
  type PendingSharee,
  toStoredDate,
} from '@configurator/core';
import {
  MembershipSchema,
  OutboxMessageSchema,
  ProductOrderSchema,
  ShareLinkGuestSchema,
  ShareLinkSchema,
  UserSchema,
} from '@configurator/server/db/entities/index';
import { SHARE_LINK_TTL_DAYS } from '@configurator/server/services/share-service';
import { ROLE_MATRIX_EMAILS, useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';
import { mailedUserToken } from './support/mailed-token.ts';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const ids: Record<string, number> = {};
const em = () => t.server.orm.em.fork();
const userId = async (email: string) => (await em().findOneOrFail(UserSchema, { email })).id;
const involved = async (orderId: number) => (await em().findOneOrFail(ProductOrderSchema, { id: orderId })).involvedUsers;

beforeAll(async () => {
  for (const email of ROLE_MATRIX_EMAILS) ids[email] = await userId(email);
});

const newOrder = async (as: ApiClient, title: string) =>
  (await as.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title } })).body.data.productOrder;
const share = (as: ApiClient, order: { orgSpecificId: number }, sharees: PendingSharee[], orgId = G.orgId) =>
  as.post(shareCall.path, { orgId, productOrderOrgSpecificId: order.orgSpecificId, sharees, shareNote: 'Have a look' });

describe('who may share', () => {
  it('employees, the guest who owns the order and its sharees share; a guest who cannot see it, or another organisation, gets 404 and nothing changes', async () => {
    const order = await newOrder(guest, 'Guest order');
    expect((await share(guest, order, [{ userId: ids['member@generic.demo']! }])).status).toBe(200);
    expect((await share(owner, order, [{ email: 'friend-one@example.com' }])).status).toBe(200);
    const sharee = t.client();
    await sharee.signIn('member@generic.demo');
    expect((await share(member, order, [{ email: 'friend-two@example.com' }])).status).toBe(200);

    const stranger = await newOrder(owner, 'Owner only');
    const before = await involved(stranger.id);
    expect((await share(guest, stranger, [{ email: 'nope@example.com' }])).status).toBe(404);
    expect((await share(otherOwner, stranger, [{ email: 'nope@example.com' }], OTHER_ORG_ID)).status).toBe(404);
    expect((await share(otherOwner, stranger, [{ email: 'nope@example.com' }])).status).toBe(403);
    expect(await involved(stranger.id)).toEqual(before);
    expect(await em().findOne(UserSchema, { email: 'nope@example.com' })).toBeNull();
  });

  it('an email that is not an email is 400 with the spec message; an unknown user id is 422; nothing is made', async () => {
    const order = await newOrder(owner, 'Bad input');
    const bad = await share(owner, order, [{ email: 'valid@example.com' }, { email: 'not an email' }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(messages.invalidCollaborator);
    const unknown = await share(owner, order, [{ email: 'valid@example.com' }, { userId: ids['owner@other.test']! }]);
    expect(unknown.status).toBe(422);
    expect(await em().findOne(UserSchema, { email: 'valid@example.com' })).toBeNull();
    expect(Object.keys(await involved(order.id))).toEqual([String(ids['owner@generic.demo'])]);
  });

  it('a new email becomes a guest user of the organisation and gets a mail with a sign-in link that opens the order', async () => {
    const order = await newOrder(owner, 'Invitation');
    const result = await share(owner, order, [{ email: 'New.Person@Example.com' }]);
    expect(result.status).toBe(200);
    const user = await em().findOneOrFail(UserSchema, { email: 'new.person@example.com' });
    expect((await em().findOneOrFail(MembershipSchema, { userId: user.id, orgId: G.orgId })).role).toBe('guest');
    const mail = await em().findOneOrFail(OutboxMessageSchema, { to: { $contains: ['new.person@example.com'] } as never, event: 'orderShared' });
    expect(mail.text).toContain('Have a look');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/orders/${order.orgSpecificId}`);
    const invitee = t.client();
    expect((await invitee.call(tokenSignInCall, { userToken: link.searchParams.get('userToken')! })).status).toBe(200);
    const seen = await invitee.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId });
    expect(seen.status).toBe(200);
    expect(seen.body.data.productOrders[0]!.title).toBe('Invitation');
  });

  it('get-or-create-sharee makes the guest and mails them once; add-sharee adds them', async () => {
    const order = await newOrder(owner, 'Get or create');
    const made = await owner.call(getOrCreateShareeCall, { productOrderId: order.id, shareeEmail: 'made@example.com' });
    expect(made.body.data.sharee).toMatchObject({ email: 'made@example.com', isNewUser: true });
    const again = await owner.call(getOrCreateShareeCall, { productOrderId: order.id, shareeEmail: 'made@example.com' });
    expect(again.body.data.sharee.isNewUser).toBe(false);
    expect(await em().count(OutboxMessageSchema, { event: 'guestInvited', to: { $contains: ['made@example.com'] } as never })).toBe(1);
    const added = await owner.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'made@example.com' });
    expect(added.body.data.involvedUsersById[String(made.body.data.sharee.id)]!.data).toEqual({ role: 'sharee', pricingIsHidden: 0 });
  });

  it('sharing with a user group shares with all its members (staff only); suggestions leave out the involved and oneself', async () => {
    const order = await newOrder(owner, 'Group share');
    const group = (await owner.call(createUserGroupCall, { props: { orgId: G.orgId, title: 'Installers' } })).body.data.userGroup;
    const a = (await owner.call(getOrCreateShareeCall, { productOrderId: order.id, shareeEmail: 'installer-a@example.com' })).body.data.sharee.id;
    const b = (await owner.call(getOrCreateShareeCall, { productOrderId: order.id, shareeEmail: 'installer-b@example.com' })).body.data.sharee.id;
    expect((await owner.call(updateUserGroupCall, { id: group.id, props: { userIds: [a, b, a] } })).body.data.userGroup.userIds).toEqual([a, b]);
    const suggested = (await owner.call(getShareSuggestionsCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(suggested.userGroups.map((g) => g.title)).toContain('Installers');
    expect(suggested.users.map((u) => u.id)).not.toContain(ids['owner@generic.demo']);
    expect((await share(owner, order, [{ userGroupId: group.id }])).status).toBe(200);
    expect(Object.keys(await involved(order.id))).toEqual(expect.arrayContaining([String(a), String(b)]));
    const guestsOrder = await newOrder(guest, 'Guest tries a group');
    expect((await share(guest, guestsOrder, [{ userGroupId: group.id }])).status).toBe(403);
    expect((await guest.call(getShareSuggestionsCall, { orgId: G.orgId, productOrderOrgSpecificId: guestsOrder.orgSpecificId })).body.data.userGroups).toEqual(
      [],
    );
  });
});

describe('who may remove a collaborator', () => {
  it('the owner entry never; a sharee only themselves; the order owner and employees anyone', async () => {
    const order = await newOrder(guest, 'Removals');
    await share(guest, order, [{ userId: ids['member@generic.demo']! }, { email: 'r1@example.com' }, { email: 'r2@example.com' }]);
    const remove = (as: ApiClient, email: string) =>
      as.call(removeShareeCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId, shareeEmail: email });
    const ownerEntry = await remove(owner, 'guest@generic.demo');
    expect(ownerEntry.status).toBe(422);
    expect(ownerEntry.body.error!.message).toBe('The order owner cannot be removed.');
    const r1 = t.client();
    await r1.call(tokenSignInCall, { userToken: await mailedUserToken(t.server.orm, 'r1@example.com') });
    expect((await remove(r1, 'r2@example.com')).status).toBe(403);
    expect((await remove(r1, 'r1@example.com')).status).toBe(200);
    expect((await remove(guest, 'r2@example.com')).status).toBe(200);
    expect((await remove(owner, 'member@generic.demo')).status).toBe(200);
    expect(Object.keys(await involved(order.id))).toEqual([String(ids['guest@generic.demo'])]);
    expect((await remove(owner, 'not-there@example.com')).status).toBe(422);
  });
});

describe('who may toggle price hiding', () => {
  it('the order owner and employees may; a sharee may not; a person hidden by access data cannot be toggled', async () => {
    const order = await newOrder(guest, 'Toggle');
    await share(guest, order, [{ userId: ids['member@generic.demo']! }, { email: 'toggle@example.com' }]);
    const toggleId = await userId('toggle@example.com');
    const toggle = (as: ApiClient, shareeId: number, pricingIsHidden: 0 | 1) =>
      as.call(updateInvolvedUsersDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId, shareeId, pricingIsHidden });
    expect((await toggle(guest, toggleId, 1)).body.data.involvedUsers[String(toggleId)]).toEqual({ role: 'sharee', pricingIsHidden: 1 });
    expect((await toggle(member, toggleId, 0)).status).toBe(200);
    const sharee = t.client();
    await sharee.call(tokenSignInCall, { userToken: await mailedUserToken(t.server.orm, 'toggle@example.com') });
    expect((await toggle(sharee, toggleId, 0)).status).toBe(403);
    expect((await toggle(owner, ids['guest@generic.demo']!, 1)).status).toBe(422);
    const membership = await em().findOneOrFail(MembershipSchema, { userId: toggleId, orgId: G.orgId });
    await em().nativeUpdate(MembershipSchema, { id: membership.id }, { orgAccessEdgeData: { pricingIsHidden: 1 } });
    const byAccess = await toggle(owner, toggleId, 0);
    expect(byAccess.status).toBe(422);
    expect((await involved(order.id))[String(toggleId)]).toEqual({ role: 'sharee', pricingIsHidden: 0 });
  });
});

describe('who may change the owner', () => {
  it('employees only; the previous owner becomes a sharee with pricing visible', async () => {
    const order = await newOrder(guest, 'Owner change');
    const refused = await guest.call(productOrderCalls.update, { id: order.id, props: { userId: ids['member@generic.demo']! } });
    expect(refused.status).toBe(403);
    const changed = await member.call(productOrderCalls.update, { id: order.id, props: { userId: ids['member@generic.demo']! } });
    expect(changed.status).toBe(200);
    const entries = await involved(order.id);
    expect(entries[String(ids['guest@generic.demo'])]).toEqual({ role: 'sharee', pricingIsHidden: 0 });
    expect(entries[String(ids['member@generic.demo'])]).toMatchObject({ role: 'owner' });
    const users = (await guest.call(getInvolvedUsersCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.involvedUsersById;
    expect(users[String(ids['member@generic.demo'])]!.data.role).toBe('owner');
  });
});

describe('share links', () => {
  it('a regenerated link revokes the old one at once', async () => {
    const order = await newOrder(owner, 'Regenerate');
    const first = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
    const second = (await owner.call(generateShareableLinkCall, { productOrderId: order.id, regenerate: true })).body.data.shareableLink!;
    expect(second).not.toBe(first);
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: first })).status).toBe(404);
    const late = await t.client().call(handleGuestShareLinkCall, { shareToken: first });
    expect(late.status).toBe(404);
    expect(late.body.error!.message).toBe('This link is not valid any more.');
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: second })).status).toBe(200);
  });

  it('a link expires SHARE_LINK_TTL_DAYS after it was made', async () => {
    const order = await newOrder(owner, 'Expiring');
    const token = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: token })).status).toBe(200);
    const madeLongAgo = toStoredDate(new Date(Date.now() - (SHARE_LINK_TTL_DAYS + 1) * 24 * 60 * 60 * 1000));
    await em().nativeUpdate(ShareLinkSchema, { productOrderId: order.id }, { created: madeLongAgo });
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: token })).status).toBe(404);
  });

  it("one organisation's token never opens another organisation's order", async () => {
    const otherOrder = (await otherOwner.call(createProductOrderCall, { productOrderProps: { orgId: OTHER_ORG_ID, title: 'Other org' } })).body.data
      .productOrder;
    const otherToken = (await otherOwner.call(generateShareableLinkCall, { productOrderId: otherOrder.id })).body.data.shareableLink!;
    const mine = await newOrder(owner, 'Mine');
    // The other organisation's token with this organisation's order number: not found.
    const crossed = await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: mine.orgSpecificId, shareToken: otherToken });
    expect(crossed.status).toBe(404);
    const ownToken = (await owner.call(generateShareableLinkCall, { productOrderId: mine.id })).body.data.shareableLink!;
    const wrongOrder = await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: otherOrder.orgSpecificId, shareToken: ownToken });
    expect(wrongOrder.status).toBe(404);
    // Arriving by the other organisation's link lands in that organisation, on that order only.
    const visitor = t.client();
    const arrived = (await visitor.call(handleGuestShareLinkCall, { shareToken: otherToken })).body.data;
    expect(arrived).toMatchObject({ orgId: OTHER_ORG_ID, productOrderOrgSpecificId: otherOrder.orgSpecificId });
    expect((await visitor.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: mine.orgSpecificId, shareToken: ownToken })).status).toBe(404);
  });

  it('one guest per browser per link: the same browser comes back as the same guest, another browser is another guest', async () => {
    const order = await newOrder(owner, 'Browsers');
    const token = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
    const browser = t.client();
    const first = (await browser.call(handleGuestShareLinkCall, { shareToken: token })).body.data.session.user.id;
    await browser.call(signOutCall, {});
    expect((await browser.call(getSessionCall, {})).body.data).toBeNull();
    const again = (await browser.call(handleGuestShareLinkCall, { shareToken: token })).body.data.session.user.id;
    expect(again).toBe(first);
    const another = (await t.client().call(handleGuestShareLinkCall, { shareToken: token })).body.data.session.user.id;
    expect(another).not.toBe(first);
    expect(await em().count(ShareLinkGuestSchema, { productOrderId: order.id })).toBe(2);
  });

  it('a link that hides prices: a new guest arriving by it sees no price on the order nor on a new order of their own', async () => {
    const order = await newOrder(owner, 'Hidden link');
    const token = (await owner.call(generateShareableLinkCall, { productOrderId: order.id, pricingIsHidden: 1 })).body.data.shareableLink!;
    const visitor = t.client();
    const arrived = (await visitor.call(handleGuestShareLinkCall, { shareToken: token })).body.data;
    expect(arrived.session.pricingIsHidden).toBe(true);
    const data = (await visitor.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(data.pricingIsHidden).toBe(true);
    expect(data.productOrders[0]!.costs).toBeUndefined();
    const own = (await visitor.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Own' } })).body.data.productOrder;
    expect(own.costs).toBeUndefined();
  });

  it('a person whose prices are hidden cannot make a link that shows them', async () => {
    const order = await newOrder(owner, 'No escalation');
    await share(owner, order, [{ userId: ids['guest@generic.demo']! }]);
    await owner.call(updateInvolvedUsersDataCall, {
      orgId: G.orgId,
      productOrderOrgSpecificId: order.orgSpecificId,
      shareeId: ids['guest@generic.demo']!,
      pricingIsHidden: 1,
    });
    expect((await guest.call(generateShareableLinkCall, { productOrderId: order.id, pricingIsHidden: 0 })).status).toBe(403);
    const made = (await guest.call(generateShareableLinkCall, { productOrderId: order.id })).body.data;
    expect(made.pricingIsHidden).toBe(1);
    // ... nor share it with a second address of theirs that would see prices.
    await share(guest, order, [{ email: 'second-address@example.com' }]);
    const second = await userId('second-address@example.com');
    expect((await involved(order.id))[String(second)]).toEqual({ role: 'sharee', pricingIsHidden: 1 });
  });
});
