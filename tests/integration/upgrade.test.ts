/**
 * Upgrades (issue 32, item 7): a database made by the first release (only the first committed
 * migration applied) with an organisation, its users, catalogue, orders, items and an image in it,
 * written in that release's own schema; today's server starts on it, applies every later migration,
 * and every one of those records reads back through the API. On both databases.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMediaCall, homepageDataCall, orderDataCall, ordersDataCall } from '@configurator/core';
import { DEMO_PASSWORD } from '@configurator/core/demo-records';
import { startServer, type RunningServer } from '@configurator/server/app';
import { hashPassword } from '@configurator/server/auth/passwords';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';
import { ApiClient, fixturePlugins } from '@configurator/test-harness';
import { databaseAtMigration, type OldDatabase } from './support/database-at-migration.ts';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const FIRST_MIGRATION = 'Migration20261121192006';
const ORG = 700;
const at = '2026-11-21 19:30:00';

let old: OldDatabase;
let server: RunningServer;

/** The first release's rows, in its schema (columns left out take that schema's defaults). */
async function writeFirstReleaseData(db: OldDatabase) {
  const settings = {
    enabledPlugins: [],
    productOrderStatuses: genericOrganisation.productOrderStatuses,
    paymentMethods: genericOrganisation.paymentMethods,
    enabledIntegrations: [],
    branding: {},
  };
  await db.execute(`insert into organisation (id, title, settings, next_org_specific_id, created) values (?, 'Old Shop', ?, 3, ?)`, [
    ORG,
    JSON.stringify(settings),
    at,
  ]);
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.execute(
    `insert into app_user (id, email, password_hash, first_name, last_name, created) values (701, 'owner@old.shop', ?, 'Olga', 'Old', ?), (702, 'guest@old.shop', ?, 'Gert', 'Old', ?)`,
    [hash, at, hash, at],
  );
  await db.execute(`insert into membership (user_id, org_id, role, created) values (701, ?, 'owner', ?), (702, ?, 'guest', ?)`, [ORG, at, ORG, at]);
  await db.execute(`insert into product_category (id, org_id, title, rank, created, last_updated) values (7001, ?, 'Old Doors', 1, ?, ?)`, [ORG, at, at]);
  await db.execute(`insert into product (id, org_id, title, product_category_id, rank, created, last_updated) values (7001, ?, 'Old Door', 7001, 1, ?, ?)`, [
    ORG,
    at,
    at,
  ]);
  await db.execute(
    `insert into product_order (id, org_specific_id, org_id, user_id, title, effective_pricing_date, created, last_updated)
     values (7001, 1, ?, 701, 'Kitchen from 2026', ?, ?, ?), (7002, 2, ?, 702, 'Guest hallway', ?, ?, ?)`,
    [ORG, at, at, at, ORG, at, at, at],
  );
  await db.execute(
    `insert into product_instance (id, org_id, product_order_id, product_id, quantity, rank, title, created, last_updated)
     values (7001, ?, 7001, 7001, 3, 1, 'Left', ?, ?), (7002, ?, 7001, 7001, 5, 2, 'Right', ?, ?), (7003, ?, 7002, 7001, 2, 1, 'Hall', ?, ?)`,
    [ORG, at, at, ORG, at, at, ORG, at, at],
  );
  await db.execute(`insert into medium (id, org_id, title, type, created, last_updated) values (7001, ?, 'Old photo', 'image', ?, ?)`, [ORG, at, at]);
  // The first release's sequences, as its own inserts would have left them.
  for (const table of ['organisation', 'app_user', 'product_category', 'product', 'product_order', 'product_instance', 'medium']) {
    await db.execute(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`);
  }
}

beforeAll(async () => {
  old = await databaseAtMigration(FIRST_MIGRATION);
  await writeFirstReleaseData(old);
  await old.close();
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: old.dataDir,
    databaseUrl: old.scratch?.url,
    webDist: '/nonexistent',
    demoOrganisations: [],
    plugins: [...installedPlugins, ...fixturePlugins],
    backgroundJobs: false,
    logger: { info: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) },
  });
});
afterAll(async () => {
  await server?.close();
  await old?.scratch?.drop();
  if (old) rmSync(old.dataDir, { recursive: true, force: true });
});

describe('a database from the first release', () => {
  it('is migrated to head on start and answers ready', async () => {
    const pending = await server.orm.getMigrator().getPendingMigrations();
    expect(pending).toEqual([]);
    const executed = await server.orm.getMigrator().getExecutedMigrations();
    expect(executed[0]!.name).toBe(FIRST_MIGRATION);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
  });

  it('reads back every record through the API: catalogue, orders, items, image, and the guest sees their own order', async () => {
    const owner = new ApiClient(server.url);
    await owner.signIn('owner@old.shop');
    const home = (await owner.call(homepageDataCall, { orgId: ORG })).body.data!;
    expect(home.productCategories.map((c) => [c.id, c.title])).toEqual([[7001, 'Old Doors']]);
    expect(home.products.map((p) => [p.id, p.title, p.productCategoryId])).toEqual([[7001, 'Old Door', 7001]]);

    const list = (await owner.call(ordersDataCall, { orgId: ORG })).body.data!;
    expect(list.productOrders.map((o) => [o.id, o.orgSpecificId, o.title]).sort()).toEqual([
      [7001, 1, 'Kitchen from 2026'],
      [7002, 2, 'Guest hallway'],
    ]);
    expect(list.totalCount).toBe(2);

    const kitchen = (await owner.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: 1 })).body.data!;
    expect(kitchen.productInstances.map((i) => [i.id, i.title, i.quantity])).toEqual([
      [7001, 'Left', 3],
      [7002, 'Right', 5],
    ]);
    const hallway = (await owner.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: 2 })).body.data!;
    expect(hallway.productInstances.map((i) => [i.id, i.title, i.quantity])).toEqual([[7003, 'Hall', 2]]);

    const media = (await owner.call(getMediaCall, { orgId: ORG })).body.data!;
    expect(media.media.map((m) => [m.id, m.title])).toEqual([[7001, 'Old photo']]);

    const guest = new ApiClient(server.url);
    await guest.signIn('guest@old.shop');
    const own = (await guest.call(ordersDataCall, { orgId: ORG })).body.data!;
    expect(own.productOrders.map((o) => o.title)).toEqual(['Guest hallway']);
  });

  it('keeps numbering and ids going after the old rows', async () => {
    const owner = new ApiClient(server.url);
    await owner.signIn('owner@old.shop');
    const created = await owner.post('/configurator/create-product-order', { productOrderProps: { orgId: ORG, title: 'After the upgrade' } });
    expect(created.status).toBe(200);
    const order = (created.body as { data: { productOrder: { id: number; orgSpecificId: number } } }).data.productOrder;
    expect(order.orgSpecificId).toBe(3);
    expect(order.id).toBeGreaterThan(7002);
  });
});
