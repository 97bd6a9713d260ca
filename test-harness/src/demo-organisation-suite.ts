/**
 * The server-side checks every organisation package's demo data must pass, run by each package's own
 * integration test (so a failure names the organisation): boots the real server on a fresh database
 * with that organisation alone; its owner signs in with its plugins enabled, guests see the products
 * published to all, and every active demo order is listed and priced. A package with more to prove
 * (own rules, several organisations) writes its own test instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionCall, homepageDataCall, orderDataCall, ordersDataCall, type DemoOrganisation } from '@configurator/core';
import { bootOrganisation } from './boot-organisation.ts';
import type { TestServer } from './test-server.ts';
import type { ApiClient } from './api-client.ts';

export function describeDemoOrganisationOnServer(demo: DemoOrganisation): void {
  const orgId = demo.id;
  let t: TestServer;
  let owner: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    const booted = await bootOrganisation(demo, { signIn: ['owner', 'guest'] });
    ({ owner, guest } = booted.users);
    t = booted;
  });
  afterAll(async () => t?.dispose());

  describe(`organisation ${orgId} on the server`, () => {
    it('signs its owner in with its plugins enabled', async () => {
      const session = (await owner.call(getSessionCall, {})).body.data!;
      expect(session.activeOrg).toMatchObject({ id: orgId, title: demo.title, role: 'owner' });
      expect(session.enabledPlugins.map((p) => p.id)).toEqual(demo.enabledPlugins.map((p) => p.id));
    });

    it('shows guests the products published to all', async () => {
      const home = (await guest.call(homepageDataCall, { orgId })).body.data;
      const published = demo.catalogue.products!.filter((p) => p.publishLevel === 'all' && !p.archived).map((p) => p.title);
      expect(home.products.map((p) => p.title).sort()).toEqual(published.sort());
    });

    it('lists its demo orders, priced', async () => {
      const list = (await owner.call(ordersDataCall, { orgId })).body.data;
      expect(list.productOrders.map((o) => o.title).sort()).toEqual(
        demo.orders
          .filter((o) => !o.archived)
          .map((o) => o.title)
          .sort(),
      );
      for (const order of list.productOrders) {
        const data = (await owner.call(orderDataCall, { orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
        expect(data.productInstances.length).toBeGreaterThan(0);
        expect(data.productInstances.every((i) => (i.totalPriceInCents ?? 0) > 0)).toBe(true);
        expect(data.productOrders[0]!.costs!.orderSubTotal).toBeGreaterThan(0);
      }
    });
  });
}
