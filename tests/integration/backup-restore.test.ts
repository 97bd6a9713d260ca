/**
 * Backups (issue 32, item 6): `npm run backup` of a running server's database (organisation 850's demo:
 * orders, payments, history) and an uploaded image; `npm run restore` into a fresh data folder (and, on
 * PostgreSQL, a fresh empty database); a server started on the copy has every row of every table, every
 * order and payment through the API, and the image's bytes. Restoring over existing data is refused.
 * On the embedded database the backup reads the running server's unix socket; on PostgreSQL it is pg_dump.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, getMediaCall, orderDataCall, ordersDataCall, uploadMediumCall } from '@configurator/core';
import { startServer, type RunningServer } from '@configurator/server/app';
import { createScratchDatabase, type ScratchDatabase } from '@configurator/server/db/scratch-database';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ApiClient, fixturePlugins, startTestServer, type TestServer } from '@configurator/test-harness';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { pngImage } from './support/test-images.ts';

const root = join(import.meta.dirname, '../..');
const ORG = 850;
const run = promisify(execFile);
/** The simulated card network makes the demo's card payments (as in payments.test.ts). */
const paymentEnv = { OFFLINE_CARD_WEBHOOK_SECRET: 'whsec_backuptestsecret' };

/** npm run backup / restore as a person runs them (a child process, so the in-process server keeps answering). */
const npmScript = (script: 'backup' | 'restore', file: string, env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '', DATA_DIR: env.DATA_DIR },
  });

/** Every row of every table (bar the migrator's own), as text, sorted: what a faithful copy must equal. */
async function everyRow(orm: MikroORM): Promise<Record<string, string[]>> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    rows[table] = (await connection.execute<{ j: string }[]>(`select row_to_json(t)::text as j from "${table}" t`)).map((r) => r.j).sort();
  }
  return rows;
}

/** Every order as the list shows it, with what was paid on it as its page shows it. */
async function ordersOf(client: ApiClient) {
  const list = (
    await client.call(ordersDataCall, {
      orgId: ORG,
      filters: { orderOwner: 'all', archived: 'all', productCategoryId: 'all', statusKey: 'All' },
      resultConstraints: { from: 0, to: 250 },
    })
  ).body.data!.productOrders;
  return Promise.all(
    list.map(async (o) => {
      const page = (await client.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: o.orgSpecificId })).body.data!;
      const full = page.productOrders[0]!;
      return {
        id: o.id,
        number: o.orgSpecificId,
        title: o.title,
        total: o.costs?.orderTotal,
        step: o.lastCompletedStatusKey,
        paid: full.amountPaidInCents,
        lastPayment: full.lastPaymentDate,
        items: page.productInstances.length,
      };
    }),
  );
}

let source: TestServer;
let restored: RunningServer | undefined;
const restoredDir = mkdtempSync(join(tmpdir(), 'configurator-restored-'));
const backupFile = join(mkdtempSync(join(tmpdir(), 'configurator-backup-file-')), 'backup.tar.gz');
let restoredDb: ScratchDatabase | undefined;

beforeAll(async () => {
  source = await startTestServer({ demoOrganisations: [demoOrganisation], paymentEnv });
});
afterAll(async () => {
  await restored?.close();
  await source?.dispose();
  await restoredDb?.drop();
  rmSync(restoredDir, { recursive: true, force: true });
  rmSync(join(backupFile, '..'), { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('copies every order, payment and upload of a running server into a fresh folder a server then runs on', async () => {
    const owner = new ApiClient(source.server.url);
    await owner.signIn('owner@org850.demo');
    const image = await pngImage(320, 200, '#36c');
    const uploaded = await fetch(`${source.server.url}${uploadMediumCall.path}?title=Showroom`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie: owner.cookie! },
      body: new Uint8Array(image),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const media = (await owner.call(getMediaCall, { orgId: ORG })).body.data!.media;
    expect(media.length).toBeGreaterThan(0);
    const withFiles = media.filter((m) => m.url);
    expect(withFiles.map((m) => m.title)).toContain('Showroom');
    const files = await Promise.all(withFiles.map(async (m) => Buffer.from(await (await fetch(`${source.server.url}${m.url}`)).arrayBuffer())));
    const orders = await ordersOf(owner);
    expect(orders.filter((o) => (o.paid ?? 0) > 0).length).toBeGreaterThan(0);
    const rows = await everyRow(source.server.orm);
    expect(rows.product_order!.length).toBe(orders.length);

    await npmScript('backup', backupFile, { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
    restoredDb = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    await npmScript('restore', backupFile, { DATA_DIR: restoredDir, DATABASE_URL: restoredDb?.url });
    restored = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: restoredDir,
      databaseUrl: restoredDb?.url,
      webDist: '/nonexistent',
      demoOrganisations: [demoOrganisation],
      paymentEnv,
      plugins: [...installedPlugins, ...fixturePlugins],
      backgroundJobs: false,
      logger: { info: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) },
    });

    expect(await everyRow(restored.orm)).toEqual(rows);
    const again = new ApiClient(restored.url);
    await again.signIn('owner@org850.demo');
    expect(await ordersOf(again)).toEqual(orders);
    const restoredMedia = (await again.call(getMediaCall, { orgId: ORG })).body.data!.media;
    expect(restoredMedia.map((m) => [m.id, m.title, m.url])).toEqual(media.map((m) => [m.id, m.title, m.url]));
    for (const [i, m] of restoredMedia.filter((x) => x.url).entries())
      expect(Buffer.from(await (await fetch(`${restored.url}${m.url}`)).arrayBuffer())).toEqual(files[i]);

    // Sequences came along: a new order takes the next number, not one already used.
    const next = await again.call(createProductOrderCall, { productOrderProps: { orgId: ORG, title: 'After the restore' } });
    expect(next.status).toBe(200);
    expect(next.body.data!.productOrder.orgSpecificId).toBe(Math.max(...orders.map((o) => o.number)) + 1);
    expect(next.body.data!.productOrder.id).toBeGreaterThan(Math.max(...orders.map((o) => o.id)));
    // Three processes start (backup, restore, a server) and the restore makes a new embedded database: seconds each, longer on a busy machine.
  }, 180_000);

  it('refuses to restore over a database that holds data', async () => {
    const refused = npmScript('restore', backupFile, { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
    await expect(refused).rejects.toThrow(/already holds|not empty|in use/);
  });
});
