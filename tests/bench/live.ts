/**
 * The live section of npm run bench (issue 36). The servers run as `npm start` runs them (each its own
 * process, so its memory is its own): with DATABASE_URL two processes on one PostgreSQL database,
 * else one on the embedded database.
 * - change → other screen: a write answered on one client → its `change` event read on another
 *   viewer's stream; on one instance, and across two (write on the first, viewer on the second: the
 *   event goes through PostgreSQL NOTIFY). Goal p95 ≤ 1 s each.
 * - 1,000 idle streams opened at once (as when an instance restarts and every browser reconnects) on
 *   one instance: the server process's resident memory they add, after a settle. Goal ≤ 200 MB. Any
 *   stream refused or reset is counted in the row (the listen backlog was the cause of earlier resets).
 */
import { request, type ClientRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProductOrderCall, liveStreamPath, productOrderCalls } from '@configurator/core';
import { ApiClient, freshEmbeddedDatabase, keepAliveTransport } from '@configurator/test-harness';
import { openLiveStream } from '../integration/support/live-stream.ts';
import { startServerProcess, type ServerProcess } from '../integration/support/server-process.ts';
import { benchDatabase } from './api.ts';

const OWNER = 'owner@org850.demo';
const MEMBER = 'member@org850.demo';
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 60);
const IDLE = Number(process.env.BENCH_LIVE_IDLE ?? 1000);
const LIVE_GOAL = { p95Ms: 1000, idleMb: 200 };
/** Let the server settle after the streams open (buffers allocated, first heartbeat written). */
const SETTLE_MS = 3_000;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function serverProcess(env: Record<string, string>): Promise<{ process: ServerProcess; url: string }> {
  const started = startServerProcess(env);
  const url = await started.ready;
  // Its request lines are not kept: drained unread.
  for (const stream of [started.child.stdout!, started.child.stderr!]) stream.removeAllListeners('data').resume();
  return { process: started, url };
}

async function latency(writer: ApiClient, viewerUrl: string, viewerCookie: string | undefined, orderId: number): Promise<{ p50: number; p95: number }> {
  const stream = await openLiveStream(viewerUrl, viewerCookie, { scope: 'order', orgId: 850, orderId });
  await stream.next((e) => e.event === 'ready');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const before = stream.events.length;
    await writer.call(productOrderCalls.update, { id: orderId, props: { projectName: `Live ${i}` } });
    await stream.next((e) => e.event === 'change' && stream.events.indexOf(e) >= before);
    times.push(performance.now() - start);
  }
  stream.close();
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

/** IDLE streams opened at once with plain sockets (no parsing); the server's memory measured after a settle. */
async function idleStreams(server: { process: ServerProcess; url: string }, cookie: string, orderId: number) {
  const pid = server.process.child.pid!;
  const before = residentMb(pid);
  const url = new URL(`${server.url}${liveStreamPath}?scope=order&orgId=850&orderId=${orderId}`);
  const failures: Record<string, number> = {};
  const start = performance.now();
  const requests = await Promise.all(
    Array.from(
      { length: IDLE },
      () =>
        new Promise<{ req: ClientRequest; ok: boolean }>((resolve) => {
          let settled = false;
          const req = request(url, { headers: { cookie }, agent: false }, (res) => {
            res.on('data', () => undefined);
            // Ended by destroy() at the end: a reset then is expected.
            res.on('error', () => undefined);
            if (res.statusCode !== 200) failures[`HTTP ${res.statusCode}`] = (failures[`HTTP ${res.statusCode}`] ?? 0) + 1;
            settled = true;
            resolve({ req, ok: res.statusCode === 200 });
          });
          req.on('error', (error: NodeJS.ErrnoException) => {
            // After the answer came: the destroy() at the end.
            if (settled) return;
            settled = true;
            failures[error.code ?? error.message] = (failures[error.code ?? error.message] ?? 0) + 1;
            resolve({ req, ok: false });
          });
          req.end();
        }),
    ),
  );
  const openSeconds = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const added = residentMb(pid) - before;
  for (const { req } of requests) req.destroy();
  return { added, open: requests.filter((r) => r.ok).length, failures, openSeconds };
}

export async function benchLive(): Promise<Record<string, string | number>[]> {
  const db = await benchDatabase(`${process.env.BENCH_DATABASE || 'bench'}_live`);
  if (!db.databaseUrl) await freshEmbeddedDatabase(db.dataDir);
  const secondDir = mkdtempSync(join(tmpdir(), 'configurator-bench-live-'));
  const rows: Record<string, string | number>[] = [];
  let first: { process: ServerProcess; url: string } | undefined;
  let second: { process: ServerProcess; url: string } | undefined;
  try {
    first = await serverProcess({ DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' });
    // Started once the first has migrated and seeded: the second finds the database ready.
    if (db.databaseUrl) second = await serverProcess({ DATA_DIR: secondDir, DATABASE_URL: db.databaseUrl });
    const writer = new ApiClient(first.url, keepAliveTransport());
    await writer.signIn(MEMBER);
    const viewer = new ApiClient(first.url);
    await viewer.signIn(OWNER);
    const order = (await viewer.call(createProductOrderCall, { productOrderProps: { orgId: 850, title: 'Live bench' } })).body.data.productOrder;
    const goal = `p95 <= ${LIVE_GOAL.p95Ms} ms`;
    const one = await latency(writer, first.url, viewer.cookie, order.id);
    rows.push({
      what: `change → other screen, one instance (${db.kind})`,
      measured: `p50 ${one.p50.toFixed(1)} / p95 ${one.p95.toFixed(1)} ms`,
      runs: RUNS,
      goal,
      met: one.p95 <= LIVE_GOAL.p95Ms ? 'yes' : 'no',
    });
    if (second) {
      const two = await latency(writer, second.url, viewer.cookie, order.id);
      rows.push({
        what: 'change → other screen, two instances (written on one, seen on the other; PostgreSQL)',
        measured: `p50 ${two.p50.toFixed(1)} / p95 ${two.p95.toFixed(1)} ms`,
        runs: RUNS,
        goal,
        met: two.p95 <= LIVE_GOAL.p95Ms ? 'yes' : 'no',
      });
    } else {
      rows.push({ what: 'change → other screen, two instances', measured: 'needs DATABASE_URL', runs: 0, goal, met: '-' });
    }
    const idle = await idleStreams(first, viewer.cookie!, order.id);
    const refused = Object.entries(idle.failures)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ');
    rows.push({
      what: `${IDLE} idle streams opened at once, one instance: server memory added (opened in ${idle.openSeconds.toFixed(1)} s${refused ? `; refused: ${refused}` : ''})`,
      measured: `${idle.added.toFixed(1)} MB, ${idle.open}/${IDLE} open`,
      runs: IDLE,
      goal: `<= ${LIVE_GOAL.idleMb} MB, all open`,
      met: idle.added <= LIVE_GOAL.idleMb && idle.open === IDLE ? 'yes' : 'no',
    });
  } finally {
    await second?.process.stop();
    await first?.process.stop();
    await db.drop();
    rmSync(secondDir, { recursive: true, force: true });
  }
  return rows;
}
