/**
 * The integrations screen's calls (spec catalogue §2, §7; issue 19 item 16): the enabled integrations,
 * and POST /integrations/get-paragon-jwt answering an RS256 token (sub = user id, iat, exp one hour
 * later) signed with the configured key; owners only; without a key a clear 503.
 */
import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnabledIntegrationsCall, getParagonJwtCall, integrationMessages, PARAGON_JWT_TTL_SECONDS } from '@configurator/core';
import { getSessionCall } from '@configurator/core';
import { ROLE_MATRIX_EMAILS, signedInClients, startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, generic } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

function verifyRs256(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, payload, signature] = token.split('.');
  const ok = createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), Buffer.from(signature!, 'base64url'));
  expect(ok).toBe(true);
  return { header: decode(header!), claims: decode(payload!) };
}

const orgWithIntegrations = { ...generic, enabledIntegrations: ['monday', 'hubspot'] };

describe('with a signing key in the environment', () => {
  let t: TestServer;
  let owner: ApiClient, member: ApiClient, guest: ApiClient, otherOwner: ApiClient;
  beforeAll(async () => {
    t = await startTestServer({ demoOrganisations: [orgWithIntegrations, ...fixtureOrganisations.slice(1)], integrationEnv: { PARAGON_SIGNING_KEY: pem.replace(/\n/g, '\\n') } });
    [owner, member, guest, otherOwner] = await signedInClients(t, ...ROLE_MATRIX_EMAILS);
  });
  afterAll(async () => t?.dispose());

  it('lists the enabled integrations (title and key) to owners only', async () => {
    const listed = await owner.call(getEnabledIntegrationsCall, { orgId: G.orgId });
    expect(listed.status).toBe(200);
    expect(listed.body.data.integrations.map((i) => [i.key, i.canConnect])).toEqual([['monday', true], ['hubspot', true]]);
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
});
