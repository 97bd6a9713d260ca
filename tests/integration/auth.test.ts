/** Sign-in and out, token sign-in, sessions, organisation switching, no server guest mode, user settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall, signInCall, signOutCall, switchOrgCall, tokenSignInCall, toStoredDate, updateUserAppDataCall, messages } from '@configurator/core';
import { MembershipSchema, OrganisationSchema, SessionSchema, UserSchema } from '@configurator/server/db/entities/index';
import { SESSION_COOKIE } from '@configurator/server/auth/session-cookie';
import { hashToken } from '@configurator/server/auth/tokens';
import { SessionService } from '@configurator/server/auth/session-service';
import { RecentSessions } from '@configurator/server/auth/recent-sessions';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, MULTI, OTHER_ORG_ID, PASSWORD } from './support/fixtures.ts';
import { issueUserToken } from '@configurator/server/auth/user-tokens';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
});
afterAll(async () => t?.dispose());

describe('sign-in', () => {
  it('signs in with email and password and sets an httpOnly SameSite=Lax cookie', async () => {
    const response = await fetch(`${t.server.url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Owner@Generic.Demo', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().join(';').toLowerCase();
    expect(cookie).toContain('httponly');
    expect(cookie).toContain('samesite=lax');
    const body = (await response.json()) as { data: { activeOrg: { id: number; role: string }; user: { email: string } } };
    expect(body.data.user.email).toBe('owner@generic.demo');
    expect(body.data.activeOrg).toMatchObject({ id: G.orgId, role: 'owner' });
  });

  it('refuses a wrong password with 401 and the sign-in message', async () => {
    const result = await t.client().call(signInCall, { email: 'owner@generic.demo', password: 'wrong' });
    expect(result.status).toBe(401);
    expect(result.body.error).toEqual({ code: 'unauthorized', message: messages.signInFailed });
    const unknown = await t.client().call(signInCall, { email: 'nobody@generic.demo', password: PASSWORD });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with field issues for a bad body, and for a body that is not JSON', async () => {
    const client = t.client();
    const result = await client.post(signInCall.path, { email: 'not-an-email' });
    expect(result.status).toBe(400);
    expect((result.body as { error: { issues: unknown[] } }).error.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address.' },
      { path: 'password', message: expect.any(String) },
    ]);
    const form = await client.post(signInCall.path, 'email=a@b.c&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    const broken = await client.post(signInCall.path, '{"email":', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('without a session, the session check answers 200 with no session (no error for the browser to log)', async () => {
    const result = await t.client().call(getSessionCall, {});
    expect(result.status).toBe(200);
    expect(result.body.data).toBeNull();
  });

  it('signs out: the session stops working, also for a copy of the cookie', async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    const stolen = client.cookie;
    expect((await client.call(getSessionCall, {})).status).toBe(200);
    expect((await client.call(signOutCall, {})).status).toBe(200);
    expect((await client.call(getSessionCall, {})).body.data).toBeNull();
    expect((await client.call(switchOrgCall, { orgId: 1 })).status).toBe(401);
    client.cookie = stolen;
    expect((await client.call(getSessionCall, {})).body.data).toBeNull();
  });

  it('refuses an expired session at once, and a session expiring later still works', async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    const token = client
      .cookie!.split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .slice(SESSION_COOKIE.length + 1);
    // The session row is found by the hash of the cookie's token, as the server finds it.
    const setExpiry = (at: Date) => t.server.orm.em.fork().nativeUpdate(SessionSchema, { id: hashToken(token) }, { expires: toStoredDate(at) });
    expect(await setExpiry(new Date(Date.now() + 60_000))).toBe(1);
    expect((await client.call(getSessionCall, {})).body.data).not.toBeNull();
    await setExpiry(new Date(Date.now() - 1_000));
    expect((await client.call(getSessionCall, {})).body.data).toBeNull();
    expect((await client.call(switchOrgCall, { orgId: 1 })).status).toBe(401);
  });

  it('signs in by userToken', async () => {
    const em = t.server.orm.em.fork();
    const guest = await em.findOneOrFail(UserSchema, { email: 'guest@generic.demo' });
    const client = t.client();
    const result = await client.call(tokenSignInCall, { userToken: await issueUserToken(em, guest.id) });
    expect(result.status).toBe(200);
    expect(result.body.data.activeOrg.role).toBe('guest');
    expect((await client.call(getSessionCall, {})).body.data?.user.email).toBe('guest@generic.demo');
    expect((await t.client().call(tokenSignInCall, { userToken: 'not-a-token' })).status).toBe(401);
  });
});

describe("the session's viewer", () => {
  /** A member's viewer as a request would have it: its own EntityManager fork, the session of a signed-in client. */
  const memberViewer = async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    const token = client
      .cookie!.split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .slice(SESSION_COOKIE.length + 1);
    const em = t.server.orm.em.fork();
    const viewer = (await new SessionService(em, t.server.registries, new RecentSessions()).viewerFor(token))!;
    return { em, viewer };
  };

  it('gives ids, role and settings from the session row, and its user, organisation and membership as managed entities only when read', async () => {
    const { em, viewer } = await memberViewer();
    expect(viewer.role).toBe('member');
    expect(viewer.orgId).toBe(G.orgId);
    // Nothing is made an entity until read (a list call needs only ids, role and settings).
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
    expect(viewer.user.id).toBe(viewer.userId);
    expect(viewer.user.email).toBe('member@generic.demo');
    expect(viewer.org.id).toBe(viewer.orgId);
    expect(viewer.org.settings).toBe(viewer.orgSettings);
    expect(viewer.membership).toMatchObject({ userId: viewer.userId, orgId: viewer.orgId, role: 'member' });
    // The same entities ever after, and the ones the request's reads give.
    expect(viewer.user).toBe(viewer.user);
    expect(await em.findOneOrFail(UserSchema, { id: viewer.userId })).toBe(viewer.user);
    expect(await em.findOneOrFail(MembershipSchema, { userId: viewer.userId, orgId: viewer.orgId })).toBe(viewer.membership);
    // A change to one is written by the request's flush, as to any managed entity.
    const firstName = viewer.user.firstName;
    viewer.user.firstName = 'Renamed';
    await em.flush();
    expect((await t.server.orm.em.fork().findOneOrFail(UserSchema, { id: viewer.userId })).firstName).toBe('Renamed');
    viewer.user.firstName = firstName;
    await em.flush();
  });

  it("is the request's own entity when the request read it first, and completes one it read partially", async () => {
    const { em, viewer } = await memberViewer();
    const org = await em.findOneOrFail(OrganisationSchema, { id: viewer.orgId });
    org.settings = { ...org.settings, productOrderStatuses: org.settings.productOrderStatuses.slice(0, 1) };
    // The request's own change to its organisation is what the viewer's settings give, before and after its entity is read.
    expect(viewer.orgSettings.productOrderStatuses).toHaveLength(1);
    expect(viewer.org).toBe(org);
    expect(viewer.orgSettings).toBe(org.settings);
    const user = await em.findOneOrFail(UserSchema, { id: viewer.userId });
    expect(viewer.user).toBe(user);
    await em.find(MembershipSchema, { orgId: viewer.orgId }, { fields: ['userId'] });
    expect(viewer.membership.role).toBe('member');
    expect(viewer.membership.created).toEqual(expect.any(String));
  });
});

describe('organisations and guest mode', () => {
  it('switches only to organisations the user belongs to', async () => {
    const client = t.client();
    await client.signIn(MULTI);
    const session = (await client.call(getSessionCall, {})).body.data!;
    expect(session.orgs.map((o) => o.id).sort()).toEqual([G.orgId, OTHER_ORG_ID].sort());
    expect(session.activeOrg).toMatchObject({ id: G.orgId, role: 'member' });

    const switched = await client.call(switchOrgCall, { orgId: OTHER_ORG_ID });
    expect(switched.status).toBe(200);
    expect(switched.body.data.activeOrg).toMatchObject({ id: OTHER_ORG_ID, title: 'Other Org', role: 'guest' });

    const owner = t.client();
    await owner.signIn('owner@generic.demo');
    const refused = await owner.call(switchOrgCall, { orgId: OTHER_ORG_ID });
    expect(refused.status).toBe(403);
    expect((await owner.call(getSessionCall, {})).body.data!.activeOrg.id).toBe(G.orgId);
  });

  it('keeps no guest mode: there is no call for it, and the session always answers the real role', async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    // Guest mode is the browser's own (spec orders §4, "Local only, no call").
    const call = await client.post('/auth/guest-mode', { enabled: true });
    expect(call.status).toBe(404);
    expect((await client.call(getSessionCall, {})).body.data!.activeOrg).toMatchObject({ role: 'member', prevRole: null });
    const membership = await t.server.orm.em.fork().findOneOrFail(MembershipSchema, { orgId: G.orgId, role: 'member' });
    expect(membership.prevRole ?? null).toBeNull();
  });

  it("stores the user's orders page settings under appData.{product}.ordersPageSettings, merged key by key", async () => {
    const client = t.client();
    await client.signIn('owner@generic.demo');
    await client.call(updateUserAppDataCall, { appData: { configurator: { ordersPageSettings: { archivedFilterValue: 'all' } } } });
    await client.call(updateUserAppDataCall, { appData: { configurator: { dimensionsAreVisible: false } } });
    const result = await client.call(updateUserAppDataCall, { appData: { configurator: { ordersPageSettings: { pageRowsFilterValue: 50 } } } });
    const expected = { configurator: { ordersPageSettings: { archivedFilterValue: 'all', pageRowsFilterValue: 50 }, dimensionsAreVisible: false } };
    expect(result.body.data.appData).toEqual(expected);
    expect((await client.call(getSessionCall, {})).body.data!.user.appData).toEqual(expected);
    const bad = await client.post(updateUserAppDataCall.path, { appData: { configurator: { ordersPageSettings: { archivedFilterValue: 'sometimes' } } } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe('appData.configurator.ordersPageSettings.archivedFilterValue');
    // The settings live under the product's key only: a flat key is refused.
    const flat = await client.post(updateUserAppDataCall.path, { appData: { ordersPageSettings: { archivedFilterValue: 'all' } } });
    expect(flat.status).toBe(400);
  });
});
