/**
 * Guest administration and user groups (catalogue §2, §4, §7): owners only; invitations mail a sign-in
 * link; an existing member cannot be invited; a guest's discount and sales-tax switch become their new
 * orders' defaults; a disinvited guest loses access at once while their orders stay; groups list newest
 * first with de-duplicated guest members, scoped to the organisation.
 */
import { describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  createUserGroupCall,
  destroyUserGroupCall,
  disinviteGuestCall,
  getSessionCall,
  getUserGroupsCall,
  guestsDataCall,
  inviteGuestCall,
  ordersDataCall,
  tokenSignInCall,
  updateGuestDataCall,
  updateUserGroupCall,
} from '@configurator/core';
import { OutboxMessageSchema, ProductOrderSchema, UserSchema } from '@configurator/server/db/entities/index';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import { mailedUserToken } from './support/mailed-token.ts';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const em = () => t.server.orm.em.fork();

const signInByMail = async (email: string) => {
  const client = t.client();
  expect((await client.call(tokenSignInCall, { userToken: await mailedUserToken(t.server.orm, email) })).status).toBe(200);
  return client;
};

describe('guests', () => {
  it('only owners list, invite, edit and disinvite guests', async () => {
    for (const who of [member, guest]) {
      expect((await who.call(guestsDataCall, { orgId: G.orgId })).status).toBe(403);
      expect((await who.call(inviteGuestCall, { email: 'x@example.com', activeOrgId: G.orgId })).status).toBe(403);
    }
    expect((await otherOwner.call(guestsDataCall, { orgId: G.orgId })).status).toBe(403);
    expect(await em().findOne(UserSchema, { email: 'x@example.com' })).toBeNull();
  });

  it('invites by mail, lists newest first, and refuses an existing member or a bad email', async () => {
    const first = await owner.call(inviteGuestCall, { email: 'first-guest@example.com', activeOrgId: G.orgId, pricingIsHidden: 0 });
    expect(first.status).toBe(200);
    const second = await owner.call(inviteGuestCall, { email: 'second-guest@example.com', activeOrgId: G.orgId, pricingIsHidden: 1 });
    expect(second.body.data.guest.orgAccessEdgeData.configurator.pricingIsHidden).toBe(1);
    const list = (await owner.call(guestsDataCall, { orgId: G.orgId })).body.data.guests.map((g) => g.email);
    expect(list.indexOf('second-guest@example.com')).toBeLessThan(list.indexOf('first-guest@example.com'));
    expect(list).not.toContain('member@generic.demo');
    const mail = await em().findOneOrFail(OutboxMessageSchema, { event: 'guestInvited', to: { $contains: ['first-guest@example.com'] } as never });
    expect(mail.text).toMatch(/userToken=/);
    const member409 = await owner.call(inviteGuestCall, { email: 'member@generic.demo', activeOrgId: G.orgId });
    expect(member409.status).toBe(409);
    expect(member409.body.error!.message).toBe('That person is already a member of this organisation.');
    expect((await owner.post(inviteGuestCall.path, { email: 'not-an-email', activeOrgId: G.orgId })).status).toBe(400);
  });

  it("keeps a guest's item id in an outside tool, by tool; an empty id unlinks them", async () => {
    const invited = (await owner.call(inviteGuestCall, { email: 'linked-guest@example.com', activeOrgId: G.orgId })).body.data.guest;
    expect(invited.integrationsData).toEqual({ monday: { itemId: null } });
    const link = (itemId: string | null) =>
      owner.call(updateGuestDataCall, { orgId: G.orgId, userId: invited.id, updateProps: { integrationsData: { monday: { itemId } } } });
    expect((await link('4242')).body.data.guest.integrationsData).toEqual({ monday: { itemId: '4242' } });
    expect((await link('')).body.data.guest.integrationsData).toEqual({ monday: { itemId: null } });
  });

  it("a guest's discount and sales-tax switch become the defaults of their new orders", async () => {
    const invited = (await owner.call(inviteGuestCall, { email: 'discount-guest@example.com', activeOrgId: G.orgId })).body.data.guest;
    const updated = await owner.call(updateGuestDataCall, {
      orgId: G.orgId,
      userId: invited.id,
      updateProps: { appData: { configurator: { discount: { type: 'percent', value: 12.5 }, disableSalesTax: 1 } } },
    });
    expect(updated.body.data.guest.appData.configurator).toEqual({ discount: { type: 'percent', value: 12.5 }, disableSalesTax: 1 });
    const client = await signInByMail('discount-guest@example.com');
    const order = (await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Discounted' } })).body.data.productOrder;
    expect(order).toMatchObject({ discountPercentage: 12.5, disableSalesTax: 1 });
    const both = await owner.post(updateGuestDataCall.path, {
      orgId: G.orgId,
      userId: invited.id,
      pricingIsHidden: 1,
      updateProps: { appData: { configurator: {} } },
    });
    expect(both.status).toBe(400);
    expect(
      (await owner.call(updateGuestDataCall, { orgId: G.orgId, userId: invited.id, pricingIsHidden: 1 })).body.data.guest.orgAccessEdgeData.configurator
        .pricingIsHidden,
    ).toBe(1);
    const employee = (await em().findOneOrFail(UserSchema, { email: 'member@generic.demo' })).id;
    expect((await owner.call(updateGuestDataCall, { orgId: G.orgId, userId: employee, pricingIsHidden: 1 })).status).toBe(404);
  });

  it('a disinvited guest loses access at once; their orders stay with the organisation', async () => {
    const invited = (await owner.call(inviteGuestCall, { email: 'leaving@example.com', activeOrgId: G.orgId })).body.data.guest;
    const client = await signInByMail('leaving@example.com');
    const order = (await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Stays' } })).body.data.productOrder;
    expect((await member.call(disinviteGuestCall, { orgId: G.orgId, invitedUser: invited.id })).status).toBe(403);
    expect((await owner.call(disinviteGuestCall, { orgId: G.orgId, invitedUser: invited.id })).status).toBe(200);
    expect((await client.call(getSessionCall, {})).body.data).toBeNull();
    expect((await client.call(ordersDataCall, { orgId: G.orgId })).status).toBe(401);
    expect(await em().findOne(ProductOrderSchema, { id: order.id })).not.toBeNull();
    expect((await owner.call(disinviteGuestCall, { orgId: G.orgId, invitedUser: invited.id })).status).toBe(404);
  });

  it('the Monday push is an organisation integration: one without it answers 404', async () => {
    const invited = (await owner.call(inviteGuestCall, { email: 'monday@example.com', activeOrgId: G.orgId })).body.data.guest;
    // Organisation 850's package mounts the push; an organisation without that package gets 404.
    expect((await owner.post('/configurator/push-user-update-to-monday', { orgId: G.orgId, userId: invited.id, mondayItemId: '123' })).status).toBe(404);
    expect((await owner.post('/configurator/push-user-update-to-monday', { orgId: G.orgId, userId: invited.id, mondayItemId: '' })).status).toBe(400);
  });
});

describe('user groups', () => {
  it('owners create, list newest first, add de-duplicated guest members and remove; others are refused', async () => {
    const a = (await owner.call(createUserGroupCall, { props: { orgId: G.orgId, title: 'Alpha' } })).body.data.userGroup;
    const b = (await owner.call(createUserGroupCall, { props: { orgId: G.orgId, title: 'Beta' } })).body.data.userGroup;
    const titles = (await owner.call(getUserGroupsCall, { where: { orgId: G.orgId } })).body.data.userGroups.map((g) => g.title);
    expect(titles.indexOf('Beta')).toBeLessThan(titles.indexOf('Alpha'));
    const guestId = (await em().findOneOrFail(UserSchema, { email: 'guest@generic.demo' })).id;
    const memberId = (await em().findOneOrFail(UserSchema, { email: 'member@generic.demo' })).id;
    expect((await owner.call(updateUserGroupCall, { id: a.id, props: { userIds: [guestId, guestId] } })).body.data.userGroup.userIds).toEqual([guestId]);
    expect((await owner.call(updateUserGroupCall, { id: a.id, props: { userIds: [guestId, memberId] } })).status).toBe(422);
    expect((await owner.post(createUserGroupCall.path, { props: { orgId: G.orgId, title: '' } })).status).toBe(400);
    expect((await member.call(createUserGroupCall, { props: { orgId: G.orgId, title: 'Nope' } })).status).toBe(403);
    expect((await member.call(getUserGroupsCall, { where: { orgId: G.orgId } })).status).toBe(403);
    expect((await otherOwner.call(updateUserGroupCall, { id: a.id, props: { userIds: [] } })).status).toBe(404);
    expect((await otherOwner.call(destroyUserGroupCall, { id: b.id })).status).toBe(404);
    expect((await otherOwner.call(getUserGroupsCall, { where: { orgId: OTHER_ORG_ID } })).body.data.userGroups).toEqual([]);
    expect((await owner.call(destroyUserGroupCall, { id: b.id })).status).toBe(200);
    expect((await owner.call(getUserGroupsCall, { where: { orgId: G.orgId } })).body.data.userGroups.map((g) => g.title)).not.toContain('Beta');
  });
});
