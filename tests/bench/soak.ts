/**
 * Hours of traffic, shortened (issue 32, item 8): `npm run bench -- --only soak,load`.
 * The server runs as `npm start` does (server/src/main.ts, its own process, so its memory is its own)
 * on a database of its own: 'bench_soak' (BENCH_DATABASE + '_soak') on DATABASE_URL's PostgreSQL (recreated), else PGlite.
 *  - soak: 16 kept-alive connections making mixed calls (orders lists, order data, item writes) for
 *    BENCH_SOAK_SECONDS (default 600), and a quote PDF every minute; prints requests per second,
 *    p50/p99, the 5xx count, the server's resident memory at start and end, and p99 over the first and
 *    the last fifth of the run (goals: no 5xx, memory growth <= 10 %, p99 flat within 20 %).
 *  - load: the same mix at 1, 8, 32 and 64 connections, BENCH_LOAD_SECONDS each (default 20); then
 *    orders-list calls alone at 8 connections, with the server's CPU per call beside the CPU its SQL
 *    took in PostgreSQL's backends (both read from /proc: CPU time, not wall time, so a busy machine
 *    moves it little; issue 37: server CPU per list call within 1.5× its SQL's).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createProductOrderCall, documentPdfCall, homepageDataCall, orderDataCall, ordersDataCall, productInstanceCalls } from '@configurator/core';
import { ApiClient, freshEmbeddedDatabase, keepAliveTransport } from '@configurator/test-harness';
import { startServerProcess, type ServerProcess } from '../integration/support/server-process.ts';

const OWNER = 'owner@generic.demo';
const ORG = 1;
const SOAK_CONNECTIONS = 16;
const LOAD_CONNECTIONS = [1, 8, 32, 64] as const;
const PDF_EVERY_MS = 60_000;
const ITEMS = 64;
/** Issue 37: a list call's server CPU within this many times its SQL's. */
const LIST_CPU_GOAL = 1.5;
const LIST_CPU_CONNECTIONS = 8;

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number of seconds`);
  return value;
};

interface Sample {
  at: number;
  ms: number;
  status: number;
  pdf?: boolean;
}

interface Target {
  url: string;
  cookie: string;
  orderNumber: number;
  orderId: number;
  itemIds: number[];
}

/** A server process on its own database; stopped and the database dropped by close(). */
async function startSoakServer(
  databaseName: string,
): Promise<{ server: ServerProcess; url: string; kind: string; backendPids(): Promise<number[]>; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-soak-'));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl = '';
  const admin = async <T = unknown>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const orm = await MikroORM.init({ clientUrl: adminUrl, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
    try {
      return await orm.em.getConnection().execute<T[]>(sql, params);
    } finally {
      await orm.close(true);
    }
  };
  if (adminUrl) {
    await admin(`drop database if exists "${databaseName}" with (force)`);
    await admin(`create database "${databaseName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  // The embedded database from the migrated template (initdb and migrations take seconds otherwise).
  if (!adminUrl) await freshEmbeddedDatabase(dataDir);
  // NODE_ENV as deployed, not startServerProcess's 'test': that checks every answer against the contract,
  // CPU a deployed server does not spend, which the list calls' server CPU row would count.
  const server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'production' });
  const url = await server.ready;
  // Its request lines are not kept (minutes of them would fill this process's memory): drained unread.
  for (const stream of [server.child.stdout!, server.child.stderr!]) stream.removeAllListeners('data').resume();
  return {
    server,
    url,
    kind: adminUrl ? 'PostgreSQL' : 'PGlite',
    /** The PostgreSQL backends serving the server's pool (on this machine: their CPU is read from /proc); none on PGlite. */
    async backendPids() {
      if (!adminUrl) return [];
      const rows = await admin<{ pid: number }>(`select pid from pg_stat_activity where datname = ? and backend_type = 'client backend'`, [databaseName]);
      return rows.map((r) => r.pid);
    },
    async close() {
      await server.stop();
      if (adminUrl) await admin(`drop database if exists "${databaseName}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An order of ITEMS items made through the API, as a person would: the mix reads and writes it. */
async function prepare(url: string): Promise<Target> {
  const client = new ApiClient(url);
  await client.signIn(OWNER);
  const product = (await client.call(homepageDataCall, { orgId: ORG })).body.data!.products.find((p) => p.archived === 0)!;
  const order = (
    await client.call(createProductOrderCall, {
      productOrderProps: { orgId: ORG, title: 'Soak order', productCategoryId: product.productCategoryId, productId: product.id },
    })
  ).body.data!.productOrder;
  const itemIds: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const made = await client.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: product.id, quantity: 1 } });
    itemIds.push(made.body.data!.productInstance!.id);
  }
  return { url, cookie: client.cookie!, orderNumber: order.orgSpecificId, orderId: order.id, itemIds };
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU a process has used so far (user + system, /proc/<pid>/stat), in ms; 0 once it is gone. */
export function cpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * `connections` clients, each on one kept-alive connection, calling the mix until `until`: of every
 * 10 calls, 4 orders lists (first page, a search, a status filter, a later page), 3 order data, 3 item
 * writes; with listsOnly the four lists alone.
 */
async function drive(target: Target, connections: number, until: number, samples: Sample[], pdfs = false, listsOnly = false): Promise<void> {
  const lists = [
    { orgId: ORG },
    { orgId: ORG, searchTerm: 'Kitchen' },
    { orgId: ORG, filters: { orderOwner: 'all' as const, archived: 'all' as const, productCategoryId: 'all' as const, statusKey: 'All' } },
    { orgId: ORG, resultConstraints: { from: 0, to: 50 }, includeTotalCount: false },
  ];
  const worker = async (w: number) => {
    const client = new ApiClient(target.url, keepAliveTransport());
    client.cookie = target.cookie;
    const itemId = target.itemIds[w % target.itemIds.length]!;
    for (let n = 0; Date.now() < until; n++) {
      const kind = listsOnly ? n % 4 : n % 10;
      const t0 = performance.now();
      const result =
        kind < 4
          ? await client.call(ordersDataCall, lists[kind]!)
          : kind < 7
            ? await client.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: target.orderNumber })
            : await client.call(productInstanceCalls.update, { id: itemId, props: { quantity: 1 + ((n + w) % 9) } });
      samples.push({ at: Date.now(), ms: performance.now() - t0, status: result.status });
    }
  };
  const pdfLoop = async () => {
    const client = new ApiClient(target.url, keepAliveTransport());
    client.cookie = target.cookie;
    while (Date.now() < until) {
      const t0 = performance.now();
      const result = await client.call(documentPdfCall, { orgId: ORG, productOrderOrgSpecificId: target.orderNumber, mode: 'quote' });
      samples.push({ at: Date.now(), ms: performance.now() - t0, status: result.status, pdf: true });
      await new Promise((resolve) => setTimeout(resolve, Math.min(PDF_EVERY_MS, Math.max(0, until - Date.now()))));
    }
  };
  await Promise.all([...Array.from({ length: connections }, (_, w) => worker(w)), ...(pdfs ? [pdfLoop()] : [])]);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;
};

function summary(all: Sample[], spanSeconds: number) {
  const samples = all.filter((s) => !s.pdf);
  const ms = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    'req/s': Math.round(samples.length / spanSeconds),
    'p50 / p99 ms': `${percentile(ms, 0.5).toFixed(1)} / ${percentile(ms, 0.99).toFixed(1)}`,
    '5xx': all.filter((s) => s.status >= 500).length,
    'other non-200': samples.filter((s) => s.status !== 200 && s.status < 500).length,
  };
}

export interface SoakOptions {
  soak: boolean;
  load: boolean;
  /** Default BENCH_SOAK_SECONDS, else 600. */
  soakSeconds?: number;
  /** Per connection count; default BENCH_LOAD_SECONDS, else 20. */
  loadSeconds?: number;
  /** Before anything is measured; default 10. */
  warmSeconds?: number;
  /** On DATABASE_URL's server; default BENCH_DATABASE's name (else bench) + _soak (recreated, dropped after). */
  databaseName?: string;
}

/** The four list calls alone: the server's CPU per call and its PostgreSQL backends' (0 when not PostgreSQL). */
async function listCpu(target: Target, pid: number, backendPids: () => Promise<number[]>, seconds: number) {
  // The pool's connections opened before the backends are listed: a first short run at the same concurrency.
  await drive(target, LIST_CPU_CONNECTIONS, Date.now() + 2000, [], false, true);
  const backends = await backendPids();
  const backendCpu = () => backends.reduce((sum, p) => sum + cpuMs(p), 0);
  const samples: Sample[] = [];
  const [server0, sql0] = [cpuMs(pid), backendCpu()];
  await drive(target, LIST_CPU_CONNECTIONS, Date.now() + seconds * 1000, samples, false, true);
  const [server1, sql1] = [cpuMs(pid), backendCpu()];
  const calls = samples.filter((s) => s.status === 200).length;
  return { calls, serverMs: (server1 - server0) / calls, sqlMs: backends.length ? (sql1 - sql0) / calls : 0 };
}

export interface SoakResult {
  soak?: ReturnType<typeof summary> & { memoryGrowthPercent: number; p99DriftPercent: number; pdfs: { ok: number; made: number } };
  load: (ReturnType<typeof summary> & { connections: number })[];
  listCpu?: { calls: number; serverMs: number; sqlMs: number };
}

/** The soak row, then the load rows; prints both tables and answers their numbers. */
export async function benchSoakAndLoad(options: SoakOptions): Promise<SoakResult> {
  const result: SoakResult = { load: [] };
  const { server, url, kind, backendPids, close } = await startSoakServer(options.databaseName ?? `${process.env.BENCH_DATABASE || 'bench'}_soak`);
  try {
    const target = await prepare(url);
    const pid = server.child.pid!;
    // Warm the process before memory and time are read: V8 optimises after a few hundred calls, the
    // first PDF starts the browser, and 16 connections' buffers are allocated once.
    await drive(target, SOAK_CONNECTIONS, Date.now() + (options.warmSeconds ?? 10) * 1000, [], true);
    if (options.soak) {
      const soakSeconds = options.soakSeconds ?? seconds('BENCH_SOAK_SECONDS', 600);
      console.log(
        `\nSoak (${kind}, the server as its own process): ${SOAK_CONNECTIONS} connections, mixed calls for ${soakSeconds} s, a quote PDF every minute; goals: no 5xx, memory growth <= 10 %, p99 flat within 20 %.`,
      );
      const memoryStart = residentMb(pid);
      const started = Date.now();
      const samples: Sample[] = [];
      await drive(target, SOAK_CONNECTIONS, started + soakSeconds * 1000, samples, true);
      const memoryEnd = residentMb(pid);
      const fifth = (soakSeconds * 1000) / 5;
      const p99Of = (from: number, to: number) =>
        percentile(
          samples.filter((s) => !s.pdf && s.at - started >= from && s.at - started < to).map((s) => s.ms),
          0.99,
        );
      const [p99First, p99Last] = [p99Of(0, fifth), p99Of(4 * fifth, Infinity)];
      const growth = ((memoryEnd - memoryStart) / memoryStart) * 100;
      const drift = ((p99Last - p99First) / p99First) * 100;
      const row = summary(samples, soakSeconds);
      const pdfs = { ok: samples.filter((s) => s.pdf && s.status === 200).length, made: samples.filter((s) => s.pdf).length };
      result.soak = { ...row, memoryGrowthPercent: growth, p99DriftPercent: drift, pdfs };
      console.table([
        {
          what: `soak, ${SOAK_CONNECTIONS} connections, ${soakSeconds} s`,
          ...row,
          'memory start → end MB': `${memoryStart.toFixed(0)} → ${memoryEnd.toFixed(0)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
          'p99 first → last fifth ms': `${p99First.toFixed(1)} → ${p99Last.toFixed(1)} (${drift >= 0 ? '+' : ''}${drift.toFixed(0)} %)`,
          'PDFs (ok / made)': `${pdfs.ok} / ${pdfs.made}`,
          met: row['5xx'] === 0 && growth <= 10 && Math.abs(drift) <= 20 ? 'yes' : 'no',
        },
      ]);
    }
    if (options.load) {
      const loadSeconds = options.loadSeconds ?? seconds('BENCH_LOAD_SECONDS', 20);
      console.log(`\nLoad (${kind}): the same mix (no PDFs) at ${LOAD_CONNECTIONS.join(', ')} connections, ${loadSeconds} s each:`);
      const rows = [];
      for (const connections of LOAD_CONNECTIONS) {
        const samples: Sample[] = [];
        await drive(target, connections, Date.now() + loadSeconds * 1000, samples);
        const row = summary(samples, loadSeconds);
        result.load.push({ ...row, connections });
        rows.push({ what: `load, ${connections} connection${connections === 1 ? '' : 's'}`, ...row });
      }
      console.table(rows);
      const cpu = await listCpu(target, pid, backendPids, loadSeconds);
      result.listCpu = cpu;
      console.log(`\nOrders-list calls alone, ${LIST_CPU_CONNECTIONS} connections, ${loadSeconds} s: CPU per call (user + system, from /proc):`);
      console.table([
        {
          what: 'list call: server CPU beside its SQL',
          calls: cpu.calls,
          'req/s': Math.round(cpu.calls / loadSeconds),
          'server CPU ms / call': cpu.serverMs.toFixed(2),
          'SQL CPU ms / call (PostgreSQL backends)': cpu.sqlMs ? cpu.sqlMs.toFixed(2) : 'PostgreSQL only',
          ratio: cpu.sqlMs ? `${(cpu.serverMs / cpu.sqlMs).toFixed(2)}x` : '',
          baseline: 'previous: 3.9 ms server CPU against 2.6 ms of SQL (1.5x)',
          goal: `<= ${LIST_CPU_GOAL}x`,
          met: cpu.sqlMs ? (cpu.serverMs / cpu.sqlMs <= LIST_CPU_GOAL ? 'yes' : 'no') : '',
        },
      ]);
    }
    return result;
  } finally {
    await close();
  }
}
