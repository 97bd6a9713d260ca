/**
 * The API section of npm run bench (issue 17): the server in-process over its own database (PGlite in
 * a temporary folder, or with DATABASE_URL a database 'bench' on that PostgreSQL, dropped and created
 * here), the generic demo organisation seeded with N orders by bulk SQL (--orders N, default 10000)
 * and a 200-item order. Each call is timed over HTTP (p50/p95, request sent to the answer's last byte) beside its SQL alone: the statements
 * the call ran, recorded through the ORM's onQuery hook, replayed on the same connection pool.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '@configurator/server/app';
import { createProductOrderCall, orderDataCall, ordersCountCall, ordersDataCall, productInstanceCalls, type ApiCall, type RequestOf } from '@configurator/core';
import type { z } from 'zod';
import { MikroORM } from '@mikro-orm/postgresql';
import { ApiClient, keepAliveTransport } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { goalOf, metText, type GoalRows, type Issue17Row } from './goals.ts';

const OWNER = 'owner@generic.demo';
const ITEMS = 200;
const RUNS = 500;
/**
 * Calls made before the timed ones: enough for V8 to have optimised the code they run (it does after a
 * few hundred calls), so every row is timed in the steady state a running server is in, whichever row
 * comes first (the first one timed used to be measured on code not yet optimised).
 */
const WARM_UP = 300;

export interface Timing {
  p50: number;
  p95: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Times fn; stoppedAt, when given, reads when its answer was complete (else fn's end counts). */
export async function time(fn: () => Promise<unknown>, stoppedAt?: () => number, runs = RUNS, warmUp = WARM_UP): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    const end = performance.now();
    times.push((stoppedAt ? stoppedAt() : end) - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * A database of our own: BENCH_DATABASE (default 'bench') on DATABASE_URL's server (recreated), or PGlite
 * in a temporary folder. The name is settable so two people benchmarking on one server don't drop each other's.
 */
export async function benchDatabase(
  name = process.env.BENCH_DATABASE || 'bench',
): Promise<{ databaseUrl?: string; dataDir: string; kind: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('BENCH_DATABASE takes a plain lower-case database name');
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-bench-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { dataDir, kind: 'PGlite', drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const admin = async (sql: string) => {
    const orm = await MikroORM.init({ clientUrl: adminUrl, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
    try {
      await orm.em.getConnection().execute(sql);
    } finally {
      await orm.close(true);
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir, kind: 'PostgreSQL', drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** One order in HARBOR_EVERY has 'Harbor View' in its title (2.3 %): the search many orders match (MANY_MATCH_TERM). */
const HARBOR_EVERY = 44;
export const MANY_MATCH_TERM = 'harbor';
const titleWords = ['Lobby', 'Kitchen', 'Suite', 'Office', 'Corridor', 'Annex', 'Atrium', 'Gallery', 'Terrace', 'Studio'];

/**
 * N orders for the organisation in one INSERT … SELECT generate_series: titles, firms, owners and
 * statuses spread over the rows. The one seeder of the bench's orders (api and tiers sections).
 * One in ten is archived, chosen apart from the title's word (archived by g % 10 made every 'Lobby'
 * order archived: the "many matches" search matched no listed order and read them all).
 */
export async function seedOrders(server: RunningServer, orgId: number, count: number, statusKeys: readonly string[]) {
  const connection = server.orm.em.getConnection();
  const [{ start }] = await connection.execute<{ start: number }[]>(
    'select coalesce(max(org_specific_id), 0) + 1 as start from product_order where org_id = ?',
    [orgId],
  );
  const users = (await connection.execute<{ user_id: number }[]>('select user_id from membership where org_id = ? order by user_id', [orgId])).map(
    (r) => r.user_id,
  );
  const words = `array[${titleWords.map((w) => `'${w}'`).join(',')}]`;
  const keys = `array[${statusKeys.map((k) => `'${k}'`).join(',')}]::text[]`;
  await connection.execute(
    `insert into product_order (org_specific_id, org_id, user_id, title, firm_name, contact_name, purchase_order_number, product_category_title,
        archived, last_completed_status_key, status_data, effective_pricing_date, costs, product_instances_count, created, last_updated)
     select ? + g, ?, (array[${users.join(',')}])[1 + g % ${users.length}],
        (${words})[1 + g % ${titleWords.length}] || ' ' || g || case when g % ${HARBOR_EVERY} = 7 then ' Harbor View' else '' end, 'Firm ' || (g % 997), 'Contact ' || (g % 101), 'PO-' || g, 'Category ' || (g % 7),
        case when (g / 10) % 10 = 0 then 1 else 0 end, k.key, jsonb_build_object(k.key, jsonb_build_object('date', '2026-01-01 00:00:00')),
        now(), jsonb_build_object('orderSubTotal', g, 'discount', 0, 'shipping', 0, 'shippingIsTbd', true, 'tariff', 0, 'tax', 0, 'orderTotal', g, 'depositAmount', 0, 'depositPercentage', 0),
        g % 20, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(0, ? - 1) g, lateral (select (${keys})[1 + g % ${statusKeys.length}] as key) k`,
    [start, orgId, count],
  );
  await connection.execute(
    'update organisation set next_org_specific_id = (select max(org_specific_id) + 1 from product_order where org_id = ?) where id = ?',
    [orgId, orgId],
  );
  await connection.execute('vacuum analyze product_order');
}

/** A 200-item order: one item made through the API (valid and priced), then copied by SQL. */
export async function seedBigOrder(server: RunningServer, client: ApiClient, orgId: number) {
  const created = await client.call(createProductOrderCall, { productOrderProps: { orgId, title: 'Bench 200 items' } });
  const order = created.body.data.productOrder;
  const home = await client.call(orderDataCall, { orgId, productOrderOrgSpecificId: order.orgSpecificId });
  const product = home.body.data.products.find((p) => p.archived === 0)!;
  const first = await client.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: product.id, quantity: 1 } });
  const item = first.body.data.productInstance!;
  const connection = server.orm.em.getConnection();
  await connection.execute(
    `insert into product_instance (org_id, product_order_id, product_id, quantity, rank, title, notes, properties, custom_price_in_cents, engraving_arrays,
        unit_price_in_cents, total_price_in_cents, version, created, last_updated)
     select org_id, product_order_id, product_id, quantity, rank + g, title, notes, properties, custom_price_in_cents, engraving_arrays,
        unit_price_in_cents, total_price_in_cents, 1, created, last_updated
     from product_instance, generate_series(1, ?) g where id = ?`,
    [ITEMS - 1, item.id],
  );
  await connection.execute('update product_order set product_instances_count = ? where id = ?', [ITEMS, order.id]);
  await connection.execute('vacuum analyze product_instance');
  return { order, itemId: item.id };
}

/** A transaction's BEGIN or COMMIT, where the call sent it among its statements. */
const BEGIN = Symbol('begin');
const COMMIT = Symbol('commit');
type SqlStep = string | typeof BEGIN | typeof COMMIT;

/**
 * The SQL one call runs, recorded once, then timed alone. A write's statements run in a transaction:
 * its BEGIN and COMMIT (sent by knex, not seen by MikroORM's onQuery) are SQL it ran too, two more
 * round trips, and the replay sends them around the same statements on one connection.
 */
export async function sqlOf(server: RunningServer, call: () => Promise<unknown>): Promise<() => Promise<unknown>> {
  const recorded: SqlStep[] = [];
  const config = server.orm.config;
  const platform = server.orm.em.getPlatform();
  const knex = server.orm.em.getConnection().getKnex();
  config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    recorded.push(platform.formatQuery(sql, [...params]));
    return sql;
  });
  const onKnexQuery = ({ sql }: { sql: string }) => {
    if (/^begin\b/i.test(sql)) recorded.push(BEGIN);
    else if (/^commit\b/i.test(sql)) recorded.push(COMMIT);
  };
  knex.on('query', onKnexQuery);
  try {
    await call();
  } finally {
    config.set('onQuery', (sql: string) => sql);
    knex.off('query', onKnexQuery);
  }
  return async () => {
    for (let i = 0; i < recorded.length; i++) {
      const step = recorded[i]!;
      if (step === COMMIT) continue;
      if (step !== BEGIN) {
        await knex.raw(step);
        continue;
      }
      const end = recorded.indexOf(COMMIT, i);
      const inside = recorded.slice(i + 1, end < 0 ? undefined : end).filter((s): s is string => typeof s === 'string');
      await knex.transaction(async (trx) => {
        for (const sql of inside) await trx.raw(sql);
      });
      i = end < 0 ? recorded.length : end;
    }
  };
}

/** An API section's server on its bench database, and a client signed in as one owner. */
export interface ApiBench {
  server: RunningServer;
  client: ApiClient;
  /** The owner's organisation (the first they own). */
  orgId: number;
  /** When the last answer's last byte arrived: what a call is timed to (see benchApi). */
  lastByteAt(): number;
}

/**
 * Starts the server the API sections time (no web build, no background jobs) on a bench database and
 * signs one owner in over one kept-alive node:http connection (keep-alive-transport.ts).
 */
export async function startApiBench(db: { dataDir: string; databaseUrl?: string }, owner: string): Promise<ApiBench> {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    plugins: installedPlugins,
    logger: { info: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) },
    webDist: join(db.dataDir, 'no-web'),
    backgroundJobs: false,
  });
  let lastByte = 0;
  const client = new ApiClient(server.url, keepAliveTransport({ onLastByte: (at) => (lastByte = at) }));
  await client.signIn(owner);
  const [{ org_id: orgId }] = await server.orm.em
    .getConnection()
    .execute<{ org_id: number }[]>(
      `select m.org_id from membership m join app_user u on u.id = m.user_id where u.email = ? and m.role = 'owner' order by m.org_id limit 1`,
      [owner],
    );
  return { server, client, orgId, lastByteAt: () => lastByte };
}

export const fmt = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;

/** Prints the section's table; answers its rows of issue 17's table. */
export async function benchApi(orders: number): Promise<GoalRows> {
  const db = await benchDatabase();
  const { server, client, orgId, lastByteAt } = await startApiBench(db, OWNER);
  try {
    // Every call of this section goes out over one kept-alive node:http connection rather than fetch, whose
    // own per-call CPU (about a millisecond) is the client's, not the server's; the request is the one
    // fetch sends (its headers and Accept-Encoding), so the server does the same work (keep-alive-transport.ts).
    // A call is timed from its request to its answer's last byte: decompressing and parsing the answer
    // are the caller's work (a browser's), not the server's, and would otherwise run on the server's
    // thread here. The SQL alone is timed to its end: its rows arrived and parsed by pg, as the server has them.
    const first = await client.call(ordersDataCall, { orgId });
    const statusKeys = first.body.data.productOrderStatuses.map((s) => s.key);
    const seedStart = performance.now();
    await seedOrders(server, orgId, orders, statusKeys);
    console.log(
      `\nAPI (${db.kind}): seeded ${orders} orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; each call timed ${RUNS}x over HTTP (after ${WARM_UP} calls not timed) beside its SQL alone.`,
    );
    const big = await seedBigOrder(server, client, orgId);

    const call =
      <Req extends z.ZodType, Res extends z.ZodType>(c: ApiCall<Req, Res>, body: RequestOf<ApiCall<Req, Res>>) =>
      async () => {
        const result = await client.call(c, body);
        if (result.status !== 200) throw new Error(`${c.path} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
        return result;
      };
    const deepFrom = Math.max(0, Math.floor((orders * 0.9) / 100) * 100 - 100);
    const rows: Record<string, string>[] = [];
    const timed = async (name: string, fn: () => Promise<unknown>, goal: string, ratioGoal?: number) => {
      const ours = await time(fn, lastByteAt);
      const sql = await time(await sqlOf(server, fn));
      const ratio = ours.p50 / sql.p50;
      rows.push({
        what: name,
        'p50 / p95 ms': fmt(ours),
        'SQL alone p50 / p95 ms': fmt(sql),
        ratio: `${ratio.toFixed(2)}x`,
        goal: ratioGoal ? `${goal}, <= ${ratioGoal}x` : goal,
      });
      return { ours, sql, ratio };
    };
    const goals: GoalRows = {};
    /** A timed call as a row of issue 17's table: p95 against its goal, and the ratio to its SQL where the issue sets one. */
    const goalRow = (row: Issue17Row, t: Awaited<ReturnType<typeof timed>>, p95Goal: number, ratioGoal?: number, note = '') => {
      goals[row] = {
        measured: `${fmt(t.ours)} ms (p50 / p95), ${t.ratio.toFixed(2)}× its SQL${note}`,
        baseline: `SQL alone ${fmt(t.sql)} ms`,
        goal: goalOf(row),
        met: metText(t.ours.p95 <= p95Goal && (ratioGoal === undefined || t.ratio <= ratioGoal)),
      };
    };
    const list = (extra: Partial<RequestOf<typeof ordersDataCall>> = {}) => call(ordersDataCall, { orgId, ...extra });
    // The whole process warmed before any row is timed, not only the row's own call: the first row timed
    // used to run in a colder process than the rest (the same first-page call measured 1.53× its SQL
    // first and 1.35× when timed again after the other rows).
    for (const warm of [
      list(),
      list({ searchTerm: 'Firm 123' }),
      list({ searchTerm: MANY_MATCH_TERM }),
      call(ordersCountCall, { orgId, statusKeys }),
      call(orderDataCall, { orgId, productOrderOrgSpecificId: big.order.orgSpecificId }),
    ]) {
      for (let i = 0; i < WARM_UP; i++) await warm();
    }
    goalRow('orders list, first page', await timed('orders list, first page (with count)', list(), 'p95 <= 20 ms', 1.5), 20, 1.5);
    const byFirm = await timed('orders list, search (firm name)', list({ searchTerm: 'Firm 123' }), 'p95 <= 20 ms');
    const byNumber = await timed('orders list, search (number)', list({ searchTerm: `#${Math.floor(orders / 2)}` }), 'p95 <= 20 ms');
    // Issue 37: p95 <= 20 ms however many orders match (2.3 % of them here; its count stops at the cap).
    const byMany = await timed(`orders list, search (many matches: ${MANY_MATCH_TERM})`, list({ searchTerm: MANY_MATCH_TERM }), 'p95 <= 20 ms');
    // The issue's search row: the slowest of the searches.
    const slowest = [
      { timing: byFirm, note: 'by firm name' },
      { timing: byNumber, note: 'by number' },
      { timing: byMany, note: `many matches: ${MANY_MATCH_TERM}` },
    ].reduce((a, b) => (b.timing.ours.p95 > a.timing.ours.p95 ? b : a));
    goalRow('orders list, search', slowest.timing, 20, undefined, ` (${slowest.note})`);
    goalRow(
      'orders list, status filter',
      await timed(
        'orders list, status filter',
        list({ filters: { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: statusKeys[1] ?? statusKeys[0]! } }),
        'p95 <= 20 ms',
      ),
      20,
    );
    goalRow(
      'orders list, deep page',
      await timed(
        `orders list, deep page (offset ${deepFrom})`,
        list({ resultConstraints: { from: deepFrom, to: deepFrom + 100 }, includeTotalCount: false }),
        'p95 <= 20 ms',
      ),
      20,
      undefined,
      ` (page number: offset ${deepFrom})`,
    );
    const deepCursor = (await list({ resultConstraints: { from: deepFrom, to: deepFrom + 100 }, includeTotalCount: false })()).body.data.productOrders.at(
      -1,
    )!.orgSpecificId;
    await timed(
      'orders list, deep page (next, keyset)',
      list({ cursor: { direction: 'next', orgSpecificId: deepCursor }, includeTotalCount: false }),
      'p95 <= 20 ms',
    );
    goalRow('order counts by status', await timed('order counts by status', call(ordersCountCall, { orgId, statusKeys }), 'p95 <= 10 ms'), 10);
    goalRow(
      'order page data, 200 items',
      await timed(`order page data, ${ITEMS} items`, call(orderDataCall, { orgId, productOrderOrgSpecificId: big.order.orgSpecificId }), 'p95 <= 40 ms', 1.5),
      40,
      1.5,
    );

    let quantity = 1;
    const write = async () => client.call(productInstanceCalls.update, { id: big.itemId, props: { quantity: (quantity = (quantity % 9) + 1) } });
    const written = await write();
    if (written.status !== 200) throw new Error(`item write answered ${written.status}`);
    const whole = (await call(orderDataCall, { orgId, productOrderOrgSpecificId: big.order.orgSpecificId })()).body.data;
    const wholeBytes = JSON.stringify({
      data: { productInstance: whole.productInstances[0], productInstances: whole.productInstances, productOrder: whole.productOrders[0] },
    }).length;
    const writtenBytes = JSON.stringify(written.body).length;
    rows.push({
      what: `item write answer, ${ITEMS}-item order (bytes)`,
      'p50 / p95 ms': `${writtenBytes} B`,
      'SQL alone p50 / p95 ms': `whole order: ${wholeBytes} B`,
      ratio: '',
      goal: '<= 5 KB',
    });
    goals['item write answer, 200-item order'] = {
      measured: `${writtenBytes} B`,
      baseline: `whole order: ${wholeBytes} B (previous: 150 KB)`,
      goal: goalOf('item write answer, 200-item order'),
      met: metText(writtenBytes <= 5 * 1024),
    };
    await timed(`item write, ${ITEMS}-item order`, write, 'measured');

    const page = (await list()()).body;
    const [{ rows: fullRows }] = await server.orm.em
      .getConnection()
      .execute<{ rows: unknown }[]>(
        'select json_agg(o) as rows from (select * from product_order where org_id = ? and archived = 0 order by org_specific_id desc limit 100) o',
        [orgId],
      );
    const pageKb = gzipSync(JSON.stringify(page)).length / 1024;
    const allColumnsKb = gzipSync(JSON.stringify(fullRows)).length / 1024;
    rows.push({
      what: 'orders list answer, one page of 100 (gzip)',
      'p50 / p95 ms': `${pageKb.toFixed(1)} KB`,
      'SQL alone p50 / p95 ms': `all columns: ${allColumnsKb.toFixed(1)} KB`,
      ratio: '',
      goal: '<= 15 KB gzip',
    });
    goals['orders list answer, one page'] = {
      measured: `${pageKb.toFixed(1)} KB gzip (100 rows)`,
      baseline: `all columns: ${allColumnsKb.toFixed(1)} KB gzip (previous: 166 KB raw)`,
      goal: goalOf('orders list answer, one page'),
      met: metText(pageKb <= 15),
    };
    console.table(rows);
    return goals;
  } finally {
    await server.close();
    await db.drop();
  }
}

/** --orders N from the command line (npm run bench -- --orders 100000). */
export function ordersArgument(argv: readonly string[], fallback = 10_000): number {
  const at = argv.indexOf('--orders');
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error('--orders takes a positive whole number');
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi(ordersArgument(process.argv));
