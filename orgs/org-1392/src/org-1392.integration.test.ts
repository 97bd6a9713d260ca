/**
 * Boots the real server on a fresh database with organisation 1392's demo data: its users sign in with
 * its plugins enabled, see its catalogue by role, and its demo orders are listed and priced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall, homepageDataCall, orderDataCall, ordersDataCall } from '@configurator/core';
import { startTestServer, type TestServer } from '../../../tests/integration/support/test-server.ts';
import type { ApiClient } from '../../../tests/integration/support/api-client.ts';
import { ORG_ID, ORG_TITLE } from './constants.ts';
import { demoOrganisation } from './server.ts';

let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [demoOrganisation] });
  [owner, guest] = [t.client(), t.client()];
  await owner.signIn(`owner@org${ORG_ID}.demo`);
  await guest.signIn(`guest@org${ORG_ID}.demo`);
});
afterAll(async () => t?.dispose());

describe(`organisation ${ORG_ID} on the server`, () => {
  it('signs its owner in with its plugins enabled', async () => {
    const session = (await owner.call(getSessionCall, {})).body.data;
    expect(session.activeOrg).toMatchObject({ id: ORG_ID, title: ORG_TITLE, role: 'owner' });
    expect(session.enabledPlugins.map((p) => p.id)).toEqual(demoOrganisation.enabledPlugins.map((p) => p.id));
  });

  it('shows guests the products published to all', async () => {
    const home = (await guest.call(homepageDataCall, { orgId: ORG_ID })).body.data;
    const published = demoOrganisation.catalogue.products!.filter((p) => p.publishLevel === 'all' && !p.archived).map((p) => p.title);
    expect(home.products.map((p) => p.title).sort()).toEqual(published.sort());
  });

  it('lists its demo orders, priced', async () => {
    const list = (await owner.call(ordersDataCall, { orgId: ORG_ID })).body.data;
    expect(list.productOrders.map((o) => o.title).sort()).toEqual(demoOrganisation.orders.filter((o) => !o.archived).map((o) => o.title).sort());
    for (const order of list.productOrders) {
      const data = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
      expect(data.productInstances.length).toBeGreaterThan(0);
      expect(data.productInstances.every((i) => (i.totalPriceInCents ?? 0) > 0)).toBe(true);
      expect(data.productOrders[0]!.costs!.orderSubTotal).toBeGreaterThan(0);
    }
  });
});
