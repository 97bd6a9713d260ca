/**
 * Cost that stays flat (issue 37, item 5): one database seeded in tiers of 10k, 100k and, with
 * --million (it takes minutes), 1M orders of the generic organisation, by api.ts's seedOrders (the api
 * section's seeder: one INSERT … SELECT generate_series per tier, then vacuum analyze); at each size
 * the list rows (first page, search by firm and by number, the many-match searches 'harbor' and
 * 'Lobby', status filter, deep keyset page), the counts by status and the 200-item order's data, each
 * p50 / p95 over HTTP, with the growth from one tier to the next. Goal: every list p95 ≤ 20 ms at the
 * largest size, growth 100k → 1M ≤ 1.5×.
 * Beside each, the CPU a call costs (this process: server and client; PostgreSQL's backends, read from
 * /proc, on PostgreSQL only) and its growth: CPU time moves little with the machine's load, where the
 * p95 of a tier measured while others run can move several times over on a shared machine.
 */
import { orderDataCall, ordersCountCall, ordersDataCall, type ApiCall, type RequestOf } from '@configurator/core';
import type { z } from 'zod';
import { benchDatabase, fmt, startApiBench, MANY_MATCH_TERM, seedBigOrder, seedOrders, time, type Timing } from './api.ts';
import { cpuMs } from './soak.ts';

const OWNER = 'owner@generic.demo';
const RUNS = Number(process.env.BENCH_TIER_RUNS ?? 200);
const WARM_UP = Math.ceil(RUNS / 2);
const TIER_GOAL = { listP95Ms: 20, growth: 1.5 };
const CPU_RUNS = Number(process.env.BENCH_TIER_CPU_RUNS ?? 100);

/** CPU per call, in ms: this process's and the database backends'. */
interface CallCpu {
  node: number;
  sql: number;
}

/**
 * CPU per call over CPU_RUNS calls. The database's backends are read before and after: a backend the
 * pool opened meanwhile counts from zero, one that closed meanwhile is left out (its last reading is
 * lost with it) rather than counted as negative time.
 */
async function cpuPerCall(fn: () => Promise<unknown>, backendPids: () => Promise<readonly number[]>): Promise<CallCpu> {
  const readBackends = async () => new Map((await backendPids()).map((pid) => [pid, cpuMs(pid)]));
  const [node0, sql0] = [process.cpuUsage(), await readBackends()];
  for (let i = 0; i < CPU_RUNS; i++) await fn();
  const node = process.cpuUsage(node0);
  const sql1 = await readBackends();
  const sql = [...sql1].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (sql0.get(pid) ?? 0)), 0);
  return { node: (node.user + node.system) / 1000 / CPU_RUNS, sql: sql / CPU_RUNS };
}

export async function benchTiers(million: boolean): Promise<Record<string, string>[]> {
  const sizes = million ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
  const db = await benchDatabase(`${process.env.BENCH_DATABASE || 'bench'}_tiers`);
  const { server, client, orgId, lastByteAt } = await startApiBench(db, OWNER);
  try {
    const call =
      <Req extends z.ZodType, Res extends z.ZodType>(c: ApiCall<Req, Res>, body: RequestOf<ApiCall<Req, Res>>) =>
      async () => {
        const result = await client.call(c, body);
        if (result.status !== 200) throw new Error(`${c.path} answered ${result.status}`);
        return result;
      };
    const statusKeys = (await call(ordersDataCall, { orgId })()).body.data.productOrderStatuses.map((s) => s.key);
    const big = await seedBigOrder(server, client, orgId);
    const list = (extra: Partial<RequestOf<typeof ordersDataCall>> = {}) => call(ordersDataCall, { orgId, ...extra });
    const byRow = new Map<string, Timing[]>();
    const cpuByRow = new Map<string, CallCpu[]>();
    const onPostgres = !!db.databaseUrl;
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedOrders(server, orgId, size - seeded, statusKeys);
      seeded = size;
      console.log(`Tier ${size.toLocaleString('en')}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const cursor = Math.floor(size / 2);
      const rows: [string, () => Promise<unknown>][] = [
        ['orders list, first page (with count)', list()],
        ['orders list, search (firm name)', list({ searchTerm: 'Firm 123' })],
        ['orders list, search (number)', list({ searchTerm: `#${cursor}` })],
        [`orders list, search (many matches: ${MANY_MATCH_TERM}, 2.3 %)`, list({ searchTerm: MANY_MATCH_TERM })],
        ['orders list, search (many matches: Lobby, 10 %)', list({ searchTerm: 'Lobby' })],
        [
          'orders list, status filter',
          list({ filters: { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: statusKeys[1] ?? statusKeys[0]! } }),
        ],
        ['orders list, deep page (keyset)', list({ cursor: { direction: 'next', orgSpecificId: cursor }, includeTotalCount: false })],
        ['order counts by status', call(ordersCountCall, { orgId, statusKeys })],
        ['order page data, 200 items', call(orderDataCall, { orgId, productOrderOrgSpecificId: big.order.orgSpecificId })],
      ];
      // The backends of the server's pool, on this machine's PostgreSQL.
      const backendPids = async () =>
        onPostgres
          ? (
              await server.orm.em
                .getConnection()
                .execute<{ pid: number }[]>(`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`)
            ).map((r) => r.pid)
          : [];
      for (const [what, fn] of rows) {
        byRow.set(what, [...(byRow.get(what) ?? []), await time(fn, lastByteAt, RUNS, WARM_UP)]);
        cpuByRow.set(what, [...(cpuByRow.get(what) ?? []), await cpuPerCall(fn, backendPids)]);
      }
    }
    return [...byRow].map(([what, timings]) => {
      const row: Record<string, string> = { what };
      timings.forEach((t, i) => (row[`${sizes[i]! / 1000}k p50 / p95 ms`] = fmt(t)));
      const last = timings.at(-1)!;
      const previous = timings.at(-2)!;
      const growth = last.p95 / previous.p95;
      row[`growth ${sizes.at(-2)! / 1000}k → ${sizes.at(-1)! / 1000}k (p95)`] = `${growth.toFixed(2)}x`;
      const cpus = cpuByRow.get(what)!;
      const cpuOf = (c: CallCpu) => c.node + c.sql;
      cpus.forEach(
        (c, i) => (row[`${sizes[i]! / 1000}k CPU ms/call (node + SQL)`] = onPostgres ? `${c.node.toFixed(2)} + ${c.sql.toFixed(2)}` : c.node.toFixed(2)),
      );
      row['CPU growth'] = `${(cpuOf(cpus.at(-1)!) / cpuOf(cpus.at(-2)!)).toFixed(2)}x`;
      const isList = what.startsWith('orders list');
      row.goal = isList ? `p95 <= ${TIER_GOAL.listP95Ms} ms, growth <= ${TIER_GOAL.growth}x` : `growth <= ${TIER_GOAL.growth}x`;
      row.met = (isList ? last.p95 <= TIER_GOAL.listP95Ms : true) && growth <= TIER_GOAL.growth ? 'yes' : 'no';
      return row;
    });
  } finally {
    await server.close();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchTiers(process.argv.includes('--million')));
