/**
 * Several instances on one PostgreSQL (issue 11, item 12): two servers share one database, as behind a
 * load balancer. A session made on one is valid on the other, optimistic locking holds across them,
 * and background jobs run on the pg-boss queue in the database (one schedule, done by either).
 * Runs only with DATABASE_URL (CI's PostgreSQL pass); the embedded database is one server by design.
 * The other cases across two instances (support/second-instance.ts): sign-in limits under a burst
 * (parallel-limits), mails, payments and order numbers once (effects-once), share-link crowds
 * (share-link-crowd).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, getSessionCall, productOrderCalls, toStoredDate } from '@configurator/core';
import { startServer, type RunningServer } from '@configurator/server/app';
import { createScratchDatabase, type ScratchDatabase } from '@configurator/server/db/scratch-database';
import { ProductOrderSchema } from '@configurator/server/db/entities/index';
import { ApiClient } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { fixturePlugins } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const adminUrl = process.env.DATABASE_URL;
let scratch: ScratchDatabase;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!adminUrl) return;
  scratch = await createScratchDatabase(adminUrl);
  const options = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: scratch.url,
    logger: { info: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) },
    plugins: [...installedPlugins, ...fixturePlugins],
    demoOrganisations: [fixtureOrganisations[0]!],
    webDist: '/nonexistent',
  };
  a = await startServer(options);
  b = await startServer(options);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  it('a session made on one instance is valid on the other, and signing out on the other ends it', async () => {
    const onA = new ApiClient(a.url);
    await onA.signIn('owner@generic.demo');
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    expect((await onB.call(getSessionCall, {})).body.data?.user.email).toBe('owner@generic.demo');
    await onB.post('/auth/sign-out', {});
    expect((await onA.call(getSessionCall, {})).body.data).toBeNull();
  });

  it('optimistic locking holds across instances: a stale write on the other instance gets 409', async () => {
    const onA = new ApiClient(a.url);
    await onA.signIn('owner@generic.demo');
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    const order = (await onA.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Shared' } })).body.data!.productOrder;
    const first = await onA.call(productOrderCalls.update, { id: order.id, version: order.version, props: { firmName: 'From A' } });
    expect(first.status).toBe(200);
    const stale = await onB.call(productOrderCalls.update, { id: order.id, version: order.version, props: { firmName: 'From B' } });
    expect(stale.status).toBe(409);
    const stored = await b.orm.em.fork().findOneOrFail(ProductOrderSchema, { id: order.id });
    expect(stored.firmName).toBe('From A');
  });

  it('background jobs run on pg-boss: one schedule for both, and a job queued by one instance is done', async () => {
    expect([a.jobs?.kind, b.jobs?.kind]).toEqual(['pg-boss', 'pg-boss']);
    const schedules = await a.orm.em.getConnection().execute<{ name: string }[]>('select name from pgboss.schedule');
    // Core's jobs, each scheduled once for both instances; enabled plugins (the test harness's fixture kit) may add their own.
    const names = schedules.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['deleted-order-purge', 'payment-processing-reconcile', 'untitled-draft-sweep']));
    expect(new Set(names).size).toBe(names.length);

    const onA = new ApiClient(a.url);
    await onA.signIn('owner@generic.demo');
    const draft = (await onA.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Untitled' } })).body.data!.productOrder;
    const em = a.orm.em.fork();
    await em.nativeUpdate(
      ProductOrderSchema,
      { id: draft.id },
      { created: toStoredDate(new Date(Date.now() - 2 * 24 * 3600 * 1000)), promptedForProjectInfo: 0 },
    );

    const id = await a.jobs!.runNow('untitled-draft-sweep');
    await expect.poll(() => b.jobs!.stateOf!('untitled-draft-sweep', id), { timeout: 30_000 }).toBe('completed');
    expect(await b.orm.em.fork().count(ProductOrderSchema, { id: draft.id })).toBe(0);
  });
});
