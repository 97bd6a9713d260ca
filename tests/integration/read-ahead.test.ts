/**
 * The calls that open a page start their reads beside the session lookup (MountOptions.readAhead,
 * issue 17), served as the session this process last verified. Proven here: that is what happens for a
 * session verified before, never for a made-up cookie; and an answer read ahead is never the one given
 * when the session's rows changed in between (role, organisation, signed out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersDataCall } from '@configurator/core';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { SESSION_COOKIE } from '@configurator/server/auth/session-cookie';
import { hashToken } from '@configurator/server/auth/tokens';
import { fixtureOrganisations, G, MULTI, OTHER_ORG_ID, STAFF_ONLY_STATUS } from './support/fixtures.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
});
afterAll(async () => t?.dispose());

/** The SQL statements run while `fn` runs, in the order they were sent. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const config = t.server.orm.config;
  config.set('onQuery', (sql: string) => (sent.push(sql), sql));
  try {
    await fn();
  } finally {
    config.set('onQuery', (sql: string) => sql);
  }
  return sent;
}

const isSessionLookup = (sql: string) => /from "session" s join "membership"/.test(sql);
const isListPage = (sql: string) => /from product_order o|from \(select/.test(sql) && !isSessionLookup(sql);
const statusKeys = (body: { data: { productOrderStatuses: { key: string }[] } }) => body.data.productOrderStatuses.map((s) => s.key);
const tokenOf = (cookie: string | undefined) => cookie!.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!;
const execute = (sql: string, params: unknown[]) => t.server.orm.em.getConnection().execute(sql, params);

describe('reads started beside the session lookup', () => {
  it('a session verified before starts the list reads before its lookup; an unknown cookie starts none', async () => {
    const client = t.client();
    await client.signIn('owner@generic.demo');
    const sent = await statementsOf(() => client.call(ordersDataCall, { orgId: G.orgId }));
    const lookup = sent.findIndex(isSessionLookup);
    const page = sent.findIndex(isListPage);
    expect(lookup).toBeGreaterThanOrEqual(0);
    expect(page).toBeGreaterThanOrEqual(0);
    expect(page).toBeLessThan(lookup);

    const stranger = t.client();
    stranger.cookie = `${SESSION_COOKIE}=${'a'.repeat(43)}`;
    let status = 0;
    const strangerSent = await statementsOf(async () => (status = (await stranger.call(ordersDataCall, { orgId: G.orgId })).status));
    expect(status).toBe(401);
    expect(strangerSent.filter((sql) => !isSessionLookup(sql))).toEqual([]);
  });

  it('answers as the role the session has now, not the one it had when verified', async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    const asMember = await client.call(ordersDataCall, { orgId: G.orgId });
    expect(statusKeys(asMember.body)).toContain(STAFF_ONLY_STATUS.key);
    const [{ user_id: userId }] = (await execute(`select id as user_id from app_user where email = ?`, ['member@generic.demo'])) as { user_id: number }[];
    await execute(`update membership set role = 'guest' where user_id = ? and org_id = ?`, [userId, G.orgId]);
    try {
      const asGuest = await client.call(ordersDataCall, { orgId: G.orgId });
      expect(asGuest.status).toBe(200);
      expect(statusKeys(asGuest.body)).not.toContain(STAFF_ONLY_STATUS.key);
    } finally {
      await execute(`update membership set role = 'member' where user_id = ? and org_id = ?`, [userId, G.orgId]);
    }
    expect(statusKeys((await client.call(ordersDataCall, { orgId: G.orgId })).body)).toContain(STAFF_ONLY_STATUS.key);
  });

  it('after switching organisation on another server, the old organisation is refused at once', async () => {
    const client = t.client();
    await client.signIn(MULTI);
    expect((await client.call(ordersDataCall, { orgId: G.orgId })).status).toBe(200);
    // Switched by another server of the deployment: this process still remembers the old organisation.
    await execute('update session set active_org_id = ? where id = ?', [OTHER_ORG_ID, hashToken(tokenOf(client.cookie))]);
    const old = await client.call(ordersDataCall, { orgId: G.orgId });
    expect(old.status).toBe(403);
    expect((await client.call(ordersDataCall, { orgId: OTHER_ORG_ID })).status).toBe(200);
  });

  it('a session ended elsewhere (its row deleted by another server) gets 401, not the answer read ahead', async () => {
    const client = t.client();
    await client.signIn('owner@generic.demo');
    expect((await client.call(ordersDataCall, { orgId: G.orgId })).status).toBe(200);
    await execute('delete from session where id = ?', [hashToken(tokenOf(client.cookie))]);
    let status = 0;
    const sent = await statementsOf(async () => (status = (await client.call(ordersDataCall, { orgId: G.orgId })).status));
    // This process still remembered the session, so the list was read ahead, and thrown away.
    expect(sent.some(isListPage)).toBe(true);
    expect(status).toBe(401);
  });
});
