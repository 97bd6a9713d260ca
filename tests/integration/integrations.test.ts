/**
 * The integrations screen's calls (spec catalogue §2, §7; issue 19 item 16): the enabled integrations,
 * and POST /integrations/get-paragon-jwt answering an RS256 token (sub = user id, iat, exp one hour
 * later) signed with the configured key; owners only; without a key a clear 503. Manage's connect and
 * disconnect: the connect flow's token check, the connection state (who, when) and the audit trail.
 */
import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectIntegrationCall,
  disconnectIntegrationCall,
  getEnabledIntegrationsCall,
  getParagonJwtCall,
  integrationMessages,
  integrationsPoint,
  PARAGON_JWT_TTL_SECONDS,
  type GuestIntegration,
} from '@configurator/core';
import { OrganisationSchema, PlatformAuditSchema } from '@configurator/server/db/entities/index';
import { connectFlows } from '@configurator/server/services/integrations/connect-flows';
import { getSessionCall } from '@configurator/core';
import { ROLE_MATRIX_EMAILS, signedInClients, startTestServer, useRoleMatrix, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, generic } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

function verifyRs256(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, payload, signature] = token.split('.');
  const ok = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), Buffer.from(signature!, 'base64url'));
  expect(ok).toBe(true);
  return { header: decode(header!), claims: decode(payload!) };
}

const orgWithIntegrations = { ...generic, enabledIntegrations: ['monday', 'hubspot'] };

describe('with a signing key in the environment', () => {
  const { t, owner, member, guest, otherOwner } = useRoleMatrix({
    demoOrganisations: [orgWithIntegrations, ...fixtureOrganisations.slice(1)],
    integrationEnv: { PARAGON_SIGNING_KEY: pem.replace(/\n/g, '\\n') },
  });

  it('lists the enabled integrations (title and key) to owners only', async () => {
    const listed = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listed.status).toBe(200);
    expect(listed.body.data.integrations.map((i) => [i.key, i.canConnect])).toEqual([
      ['monday', true],
      ['hubspot', true],
    ]);
    for (const who of [member, guest]) expect((await who.call(getEnabledIntegrationsCall, { orgId: G.orgId })).status).toBe(403);
    expect((await otherOwner.call(getEnabledIntegrationsCall, { orgId: G.orgId })).status).toBe(403);
  });

  it('signs an RS256 token for the owner: sub = user id, exp one hour after iat', async () => {
    const answer = await owner.call(getParagonJwtCall, { orgId: G.orgId });
    expect(answer.status).toBe(200);
    const { header, claims } = verifyRs256(answer.body.data.paragonJwt);
    expect(header.alg).toBe('RS256');
    const session = await owner.call(getSessionCall, {});
    expect(claims.sub).toBe(String(session.body.data!.user.id));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(PARAGON_JWT_TTL_SECONDS);
    expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(600);
  });

  it('refuses members and guests (403), another organisation (403) and bad input (400)', async () => {
    for (const who of [member, guest, otherOwner]) expect((await who.call(getParagonJwtCall, { orgId: G.orgId })).status).toBe(403);
    expect((await owner.post(getParagonJwtCall.path, { orgId: 'abc' })).status).toBe(400);
    expect((await t.client().call(getParagonJwtCall, { orgId: G.orgId })).status).toBe(401);
  });

  it('Manage: connect runs the flow and records who connected; disconnect forgets it; both audited', async () => {
    const listedBefore = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listedBefore.body.data.integrations[0]).toMatchObject({ key: 'monday', connection: null, instructions: integrationMessages.defaultInstructions });

    const connected = await owner.call(connectIntegrationCall, { orgId: G.orgId, key: 'monday' });
    expect(connected.status).toBe(200);
    const session = await owner.call(getSessionCall, {});
    const user = session.body.data!.user;
    expect(verifyRs256(connected.body.data.token).claims.sub).toBe(String(user.id));
    expect(Date.parse(connected.body.data.expiresAt) - Date.now()).toBeGreaterThan((PARAGON_JWT_TTL_SECONDS - 600) * 1000);
    expect(connected.body.data.connection).toEqual({ connectedAt: expect.any(String), connectedBy: `${user.firstName} ${user.lastName}`.trim() || user.email });
    const listed = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listed.body.data.integrations.find((i) => i.key === 'monday')!.connection).toEqual(connected.body.data.connection);
    expect(listed.body.data.integrations.find((i) => i.key === 'hubspot')!.connection).toBeNull();

    const disconnected = await owner.call(disconnectIntegrationCall, { orgId: G.orgId, key: 'monday' });
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.data.connection).toBeNull();
    const org = await t.server.orm.em.fork().findOneOrFail(OrganisationSchema, { id: G.orgId });
    expect(org.settings.integrationConnections).toEqual({});
    const audits = await t.server.orm.em.fork().find(PlatformAuditSchema, { orgId: G.orgId, action: { $like: 'integration.%' } }, { orderBy: { id: 'asc' } });
    expect(audits.map((a) => [a.action, a.actorUserId, (a.details as { key: string }).key])).toEqual([
      ['integration.connect', user.id, 'monday'],
      ['integration.disconnect', user.id, 'monday'],
    ]);
    // Disconnecting again changes nothing and writes no audit row.
    expect((await owner.call(disconnectIntegrationCall, { orgId: G.orgId, key: 'monday' })).status).toBe(200);
    expect(await t.server.orm.em.fork().count(PlatformAuditSchema, { orgId: G.orgId, action: { $like: 'integration.%' } })).toBe(2);
  });

  it('Manage refuses members, guests and another organisation (403), a key not enabled (404) and bad input (400)', async () => {
    for (const call of [connectIntegrationCall, disconnectIntegrationCall]) {
      for (const who of [member, guest, otherOwner]) expect((await who.call(call, { orgId: G.orgId, key: 'monday' })).status).toBe(403);
      expect((await owner.call(call, { orgId: G.orgId, key: 'slack' })).status).toBe(404);
      expect((await owner.post(call.path, { orgId: G.orgId, key: 'x'.repeat(101) })).status).toBe(400);
      expect((await owner.post(call.path, { orgId: G.orgId, key: '' })).status).toBe(400);
      expect((await owner.post(call.path, { orgId: G.orgId, key: 'monday', extra: 1 })).status).toBe(400);
      expect((await t.client().call(call, { orgId: G.orgId, key: 'monday' })).status).toBe(401);
    }
    const org = await t.server.orm.em.fork().findOneOrFail(OrganisationSchema, { id: G.orgId });
    expect(org.settings.integrationConnections).toEqual({});
  });
});

describe('without a signing key', () => {
  let t: TestServer;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await startTestServer({ demoOrganisations: fixtureOrganisations, integrationEnv: {} });
    [owner] = await signedInClients(t, ROLE_MATRIX_EMAILS[0]);
  });
  afterAll(async () => t?.dispose());

  it('answers a clear 503, and the list says why Manage cannot connect', async () => {
    const answer = await owner.call(getParagonJwtCall, { orgId: G.orgId });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ code: 'unavailable', message: integrationMessages.noSigningKey });
    const listed = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listed.body.data.integrations).toEqual([]);
  });

  it('Manage cannot connect without a key: 503, nothing recorded', async () => {
    const org = await t.server.orm.em.fork().findOneOrFail(OrganisationSchema, { id: G.orgId });
    if (!org.settings.enabledIntegrations.length) return expect((await owner.call(connectIntegrationCall, { orgId: G.orgId, key: 'monday' })).status).toBe(404);
    const answer = await owner.call(connectIntegrationCall, { orgId: G.orgId, key: org.settings.enabledIntegrations[0]! });
    expect(answer.status).toBe(503);
  });
});

describe('with integrations enabled but no signing key', () => {
  let t: TestServer;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await startTestServer({ demoOrganisations: [orgWithIntegrations, ...fixtureOrganisations.slice(1)], integrationEnv: {} });
    [owner] = await signedInClients(t, ROLE_MATRIX_EMAILS[0]);
  });
  afterAll(async () => t?.dispose());

  it('Manage lists the state; Connect answers a clear 503 and records nothing', async () => {
    const listed = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listed.body.data.integrations.map((i) => [i.key, i.canConnect, i.connection])).toEqual([
      ['monday', false, null],
      ['hubspot', false, null],
    ]);
    const answer = await owner.call(connectIntegrationCall, { orgId: G.orgId, key: 'monday' });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ code: 'unavailable', message: integrationMessages.noSigningKey });
    const org = await t.server.orm.em.fork().findOneOrFail(OrganisationSchema, { id: G.orgId });
    expect(org.settings.integrationConnections).toEqual({});
    expect(await t.server.orm.em.fork().count(PlatformAuditSchema, { orgId: G.orgId, action: { $like: 'integration.%' } })).toBe(0);
  });
});

describe('contributed connect flows', () => {
  it("every installed plugin's integration names a connect flow the server has (monday: paragon)", async () => {
    const { installedPlugins } = await import('../../orgs/installed-plugins.generated.ts');
    const flows = installedPlugins.flatMap((plugin) =>
      plugin.contributions.filter((c) => c.point.id === integrationsPoint.id).map((c) => [c.key, (c.value as GuestIntegration).connect] as const),
    );
    expect(flows).toContainEqual(['monday', expect.objectContaining({ flow: 'paragon', instructions: expect.stringContaining('Monday') })]);
    for (const [, connect] of flows) if (connect) expect(Object.keys(connectFlows)).toContain(connect.flow);
  });
});
