/**
 * Boots the real server on a fresh database with organisation 1798's demo data, beside organisation
 * 850's (multi@demo.test belongs to both): its users sign in, its projects are listed and priced, and
 * the multi-organisation user switches between the two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall, orderDataCall, ordersDataCall, switchOrgCall } from '@configurator/core';
// Test only: organisation 850's demo data, where multi@demo.test is an owner.
import { demoOrganisation as org850 } from '../../org-850/src/server.ts';
import { bootOrganisation, type ApiClient, type TestServer } from '@configurator/test-harness';
import { ORG_ID, ORG_TITLE } from './constants.ts';
import { demoOrganisation } from './server.ts';

let t: TestServer;
let owner: ApiClient;
beforeAll(async () => {
  const booted = await bootOrganisation(demoOrganisation, { signIn: ['owner'], alongside: [org850] });
  ({ owner } = booted.users);
  t = booted;
});
afterAll(async () => t?.dispose());

describe('organisation 1798 on the server', () => {
  it('signs its owner in with its plugin enabled', async () => {
    const session = (await owner.call(getSessionCall, {})).body.data!;
    expect(session.activeOrg).toMatchObject({ id: ORG_ID, title: ORG_TITLE, role: 'owner' });
    expect(session.enabledPlugins.map((p) => p.id)).toEqual(['org-1798', 'murals', 'us-sales-tax']);
  });

  it('lists its demo projects, priced', async () => {
    const list = (await owner.call(ordersDataCall, { orgId: ORG_ID })).body.data;
    expect(list.productOrders.map((o) => o.title).sort()).toEqual(demoOrganisation.orders.map((o) => o.title).sort());
    for (const order of list.productOrders) {
      const data = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
      expect(data.productInstances.every((i) => (i.totalPriceInCents ?? 0) > 0)).toBe(true);
    }
  });

  it('lets multi@demo.test switch from organisation 850 (owner) to 1798 (member)', async () => {
    const multi = t.client();
    await multi.signIn('multi@demo.test');
    const session = (await multi.call(getSessionCall, {})).body.data!;
    expect(session.orgs.map((o) => [o.id, o.role]).sort()).toEqual(
      [
        [1798, 'member'],
        [850, 'owner'],
      ].sort(),
    );
    const switched = (await multi.call(switchOrgCall, { orgId: ORG_ID })).body.data;
    expect(switched.activeOrg).toMatchObject({ id: ORG_ID, role: 'member' });
    expect(switched.enabledPlugins.map((p) => p.id)).toEqual(['org-1798', 'murals', 'us-sales-tax']);
  });
});
