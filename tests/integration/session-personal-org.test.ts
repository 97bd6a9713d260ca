/**
 * The session carries personalOrgId (spec orders §3): the person's own organisation, null for someone
 * who only belongs to organisations they were invited to; cleared when that organisation is removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall } from '@configurator/core';
import { UserSchema } from '@configurator/server/db/entities/index';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { startTestServer, type ApiClient, type TestServer } from '@configurator/test-harness';

let t: TestServer;
let owner: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [demoOrganisation] });
  owner = t.client();
  await owner.signIn('owner@org850.demo');
});
afterAll(async () => t?.dispose());

describe("the session's personalOrgId", () => {
  it('is null for a person without an organisation of their own, and the organisation once they have one', async () => {
    const before = await owner.call(getSessionCall, {});
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ personalOrgId: null });

    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: 'owner@org850.demo' });
    user.personalOrgId = 850;
    await em.flush();
    expect((await owner.call(getSessionCall, {})).body.data).toMatchObject({ personalOrgId: 850, user: { id: user.id } });
  });
});
