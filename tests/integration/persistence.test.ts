/**
 * Data survives a restart (the embedded database persists its folder; PostgreSQL its database), seeding
 * is idempotent and incremental, and a misconfigured organisation stops start-up with the registry's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, definePlugin, orderDataCall, productInstanceCalls, type DemoOrganisation } from '@configurator/core';
import { startServer } from '@configurator/server/app';
import { OrganisationSchema, UserSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, generic } from './support/fixtures.ts';
import { fixturePlugins } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!] });
});
afterAll(async () => t?.dispose());

const counts = async () => {
  const em = t.server.orm.em.fork();
  return { orgs: await em.count(OrganisationSchema, {}), users: await em.count(UserSchema, {}) };
};

describe('columns', () => {
  it('jsonb columns refuse a value their core schema refuses, and nothing is written', async () => {
    const em = t.server.orm.em.fork();
    const org = await em.findOneOrFail(OrganisationSchema, { id: G.orgId });
    org.settings = { ...org.settings, enabledPlugins: [{ id: 42 }] } as never;
    await expect(em.flush()).rejects.toThrow(/Invalid JSON for settings/);
    // Checked texts are remembered (columns.ts); a refused one is not, so it is refused again.
    await expect(em.flush()).rejects.toThrow(/Invalid JSON for settings/);
    const fresh = await t.server.orm.em.fork().findOneOrFail(OrganisationSchema, { id: G.orgId });
    expect(fresh.settings.enabledPlugins).toEqual(generic.enabledPlugins);
  });

  it("dates are stored and read as UTC 'YYYY-MM-DD HH:mm:ss'", async () => {
    const user = await t.server.orm.em.fork().findOneOrFail(UserSchema, { email: 'owner@generic.demo' });
    expect(user.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(user.created.replace(' ', 'T') + 'Z') - Date.now())).toBeLessThan(10 * 60 * 1000);
  });
});

describe('restart', () => {
  it('keeps what users created and continues the numbering', async () => {
    const client = t.client();
    await client.signIn('guest@generic.demo');
    const order = (await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Survives restarts' } })).body.data.productOrder;
    await client.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.namePlate, quantity: 4 } });
    const before = await counts();

    await t.restart();

    expect(await counts()).toEqual(before);
    const again = t.client();
    await again.signIn('guest@generic.demo');
    const data = (await again.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(data.productOrders[0]!.title).toBe('Survives restarts');
    expect(data.productInstances.map((i) => i.quantity)).toEqual([4]);
    expect(data.productOrders[0]!.costs!.orderSubTotal).toBe(4 * 2500);
    const next = (await again.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId } })).body.data.productOrder;
    expect(next.orgSpecificId).toBe(order.orgSpecificId + 1);
  });

  it('seeds a newly installed demo organisation on the next start, and only that one', async () => {
    await t.stop();
    const restarted = await startServer({ ...optionsOf(t), demoOrganisations: fixtureOrganisations });
    try {
      const em = restarted.orm.em.fork();
      expect((await em.find(OrganisationSchema, {}, { orderBy: { id: 'asc' } })).map((o) => o.title)).toEqual(['Generic Demo', 'Other Org']);
      expect(await em.count(UserSchema, { email: 'owner@generic.demo' })).toBe(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('a misconfigured organisation stops start-up', () => {
  it('refuses to seed an organisation enabling a plugin that is not installed, naming both', async () => {
    const broken: DemoOrganisation = {
      ...fixtureOrganisations[1]!,
      id: 77,
      enabledPlugins: [{ id: 'no-such-plugin', settings: {} }],
      users: [],
      orders: [],
      catalogue: {},
    };
    await expect(startServer({ ...optionsOf(t), demoOrganisations: [broken] })).rejects.toThrow(
      /organisation 77 \(Other Org\) enables plugin 'no-such-plugin', which is not installed/,
    );
  });

  it('refuses to seed an organisation whose product names a renderer key no enabled plugin contributes, naming the product', async () => {
    const product = { ...fixtureOrganisations[1]!.catalogue.products![0]!, id: 79001, title: 'Mystery Plate', data: { renderer: 'plates.no-such-renderer' } };
    const broken: DemoOrganisation = { ...fixtureOrganisations[1]!, id: 79, users: [], orders: [], catalogue: { products: [product] } };
    await expect(startServer({ ...optionsOf(t), demoOrganisations: [broken] })).rejects.toThrow(
      /organisation 79 \(Other Org\): product 79001 \('Mystery Plate'\) names renderer 'plates.no-such-renderer', which no enabled plugin contributes/,
    );
  });

  it('refuses to start when a stored organisation enables a plugin no longer installed', async () => {
    const extra = definePlugin({ id: 'temporary', kind: 'plugin', title: 'Temporary', contributions: [] });
    const org: DemoOrganisation = {
      id: 78,
      title: 'Uses Temporary',
      enabledPlugins: [{ id: 'temporary', settings: {} }],
      users: [],
      orders: [],
      catalogue: {},
    };
    const once = await startServer({ ...optionsOf(t), plugins: [extra, ...fixturePlugins], demoOrganisations: [org] });
    await once.close();
    await expect(startServer({ ...optionsOf(t), plugins: [...fixturePlugins], demoOrganisations: [] })).rejects.toThrow(
      /organisation 78 \(Uses Temporary\) enables plugin 'temporary', which is not installed/,
    );
  });
});

function optionsOf(server: TestServer) {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    logger: { info: () => undefined, error: () => undefined },
    plugins: [...installedPlugins, ...fixturePlugins],
  };
}
