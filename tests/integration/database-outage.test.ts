/**
 * The database goes away under load (issue 32, item 5). A PostgreSQL cluster the test owns is stopped
 * (fast shutdown: open connections get 57P01, new ones ECONNREFUSED) while clients write and read;
 * every answer meanwhile is a success or a 503 with Retry-After and a JSON error (never a 500), the
 * server stays up, /health/ready says not ready and /health/live still answers. Within 5 s of the
 * database's return every call works again, and every write that was acknowledged is there.
 * Runs in both passes: the cluster is the test's own, whatever DATABASE_URL says.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createProductOrderCall, orderDataCall, productInstanceCalls } from '@configurator/core';
import { startServer, type RunningServer } from '@configurator/server/app';
import { ApiClient, fixturePlugins } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { scratchClusterUnavailable, startScratchCluster, type ScratchCluster } from './support/scratch-cluster.ts';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const unavailable = scratchClusterUnavailable();
if (unavailable) console.warn(`database-outage.test.ts skipped: ${unavailable}`);

let cluster: ScratchCluster;
let server: RunningServer;
const logged: string[] = [];

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startScratchCluster();
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: cluster.url,
    webDist: '/nonexistent',
    demoOrganisations: [fixtureOrganisations[0]!],
    plugins: [...installedPlugins, ...fixturePlugins],
    logger: { info: () => undefined, error: (message: string, error?: unknown) => void logged.push(`${message} ${(error as Error | undefined)?.stack ?? ''}`) },
  });
});
afterAll(async () => {
  await server?.close();
  cluster?.destroy();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!!unavailable)('PostgreSQL stopped under load', () => {
  it('answers 503 with Retry-After while it is down, recovers within 5 s of its return, and loses no acknowledged write', async () => {
    const client = new ApiClient(server.url);
    await client.signIn('owner@generic.demo');
    const order = (await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Through an outage' } })).body.data!.productOrder;

    const answers: Answer[] = [];
    const acknowledged: number[] = [];
    let running = true;
    // Eight clients at once, each writing an item (quantity = its own sequence number) then reading the order.
    const worker = async (w: number) => {
      for (let n = 0; running; n++) {
        const quantity = w * 10_000 + n + 1;
        const write = await fetch(`${server.url}${productInstanceCalls.create.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookie! },
          body: JSON.stringify({ props: { productOrderId: order.id, productId: G.namePlate, quantity } }),
        });
        answers.push({ status: write.status, retryAfter: write.headers.get('retry-after'), body: await write.text() });
        if (write.status === 200) acknowledged.push(quantity);
        const read = await fetch(`${server.url}${orderDataCall.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookie! },
          body: JSON.stringify({ orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId }),
        });
        answers.push({ status: read.status, retryAfter: read.headers.get('retry-after'), body: await read.text() });
        // While the database is down answers come back at once: a short pause keeps the loop from spinning.
        if (read.status !== 200) await sleep(50);
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Should an expectation below fail, the clients stop before the server does (no stray rejections).
    onTestFinished(async () => {
      running = false;
      await Promise.allSettled(workers);
    });
    // Warm-up only: wait until every client has been answered at least once (slow on a busy machine).
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(8);

    cluster.stop();
    await sleep(1500);
    const ready = await fetch(`${server.url}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'not ready', reason: 'database unreachable' }]);
    const live = await fetch(`${server.url}/health/live`);
    expect(live.status).toBe(200);
    const duringOutage = answers.length;
    await sleep(1000);
    const failed = answers.slice(duringOutage);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((a) => a.status === 503)).toBe(true);

    cluster.start();
    const back = Date.now();
    const mark = answers.length;
    await expect.poll(async () => (await fetch(`${server.url}/health/ready`)).status, { timeout: 5000, interval: 100 }).toBe(200);
    await expect.poll(() => answers.slice(mark).filter((a) => a.status === 200).length, { timeout: 5000, interval: 100 }).toBeGreaterThan(16);
    // Recovered within 5 s: after that instant every answer is a success again.
    await sleep(Math.max(0, 5000 - (Date.now() - back)));
    const settled = answers.length;
    await sleep(500);
    running = false;
    await Promise.all(workers);

    // Nothing but successes and 503s, ever; each 503 a JSON error that says to come back, with Retry-After.
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.retryAfter).toBe('5');
      expect(JSON.parse(a.body)).toEqual({ error: { code: 'unavailable', message: expect.stringMatching(/database is not reachable/) } });
    }
    expect(answers.slice(settled).every((a) => a.status === 200)).toBe(true);
    expect(logged.some((line) => /database unavailable/.test(line))).toBe(true);

    // Every acknowledged write is stored (and nothing was stored twice).
    const data = (await client.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data!;
    const stored = data.productInstances.map((i) => i.quantity).sort((a, b) => a - b);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    expect(new Set(stored).size).toBe(stored.length);
  });
});
