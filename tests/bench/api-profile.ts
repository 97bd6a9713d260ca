/**
 * One API call type fired N times against the server in-process, for a CPU profile of what a request
 * costs beyond its SQL (issue 17): `node --cpu-prof --import tsx tests/bench/api-profile.ts <call> [N]`
 * with call one of list, search, status, deep, order. Uses DATABASE_URL's server with a database
 * BENCH_DATABASE + '_profile' (default 'bench_profile', recreated), else PGlite in a temporary folder; seeds --orders N (default 10000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startServer } from '@configurator/server/app';
import { orderDataCall, ordersDataCall } from '@configurator/core';
import { ApiClient, keepAliveTransport } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { ordersArgument, seedBigOrder, seedOrders } from './api.ts';

const [callName = 'list', runsText = '2000'] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--orders');
const orders = ordersArgument(process.argv);
const dataDir = mkdtempSync(join(tmpdir(), 'configurator-profile-'));
let databaseUrl: string | undefined;
const profileDatabase = `${process.env.BENCH_DATABASE || 'bench'}_profile`;
if (process.env.DATABASE_URL) {
  const orm = await MikroORM.init({ clientUrl: process.env.DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  await orm.em.getConnection().execute(`drop database if exists "${profileDatabase}" with (force)`);
  await orm.em.getConnection().execute(`create database "${profileDatabase}"`);
  await orm.close(true);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${profileDatabase}`;
  databaseUrl = url.toString();
}
const serverTimes: number[] = [];
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  plugins: installedPlugins,
  logger: {
    info: () => undefined,
    error: (m: string, e?: unknown) => console.error(m, e),
    request: (line: { durationMs: number }) => serverTimes.push(line.durationMs),
  },
  webDist: join(dataDir, 'no-web'),
  backgroundJobs: false,
});
try {
  // The bench's client (api.ts): node:http kept alive, the request fetch would send.
  const client = new ApiClient(server.url, keepAliveTransport());
  await client.signIn('owner@generic.demo');
  const [{ org_id: orgId }] = await server.orm.em
    .getConnection()
    .execute<{ org_id: number }[]>(
      `select m.org_id from membership m join app_user u on u.id = m.user_id where u.email = 'owner@generic.demo' and m.role = 'owner' order by m.org_id limit 1`,
    );
  const statusKeys = (await client.call(ordersDataCall, { orgId })).body.data.productOrderStatuses.map((s) => s.key);
  await seedOrders(server, orgId, orders, statusKeys);
  const big = await seedBigOrder(server, client, orgId);
  const deepFrom = Math.max(0, Math.floor((orders * 0.9) / 100) * 100 - 100);
  const calls: Record<string, () => Promise<unknown>> = {
    list: () => client.call(ordersDataCall, { orgId }),
    search: () => client.call(ordersDataCall, { orgId, searchTerm: 'Firm 123' }),
    status: () =>
      client.call(ordersDataCall, { orgId, filters: { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: statusKeys[1]! } }),
    deep: () => client.call(ordersDataCall, { orgId, resultConstraints: { from: deepFrom, to: deepFrom + 100 }, includeTotalCount: false }),
    order: () => client.call(orderDataCall, { orgId, productOrderOrgSpecificId: big.order.orgSpecificId }),
  };
  const knex = server.orm.em.getConnection().getKnex();
  calls.knex = () => knex.raw('select 1');
  calls.execute = () => server.orm.em.getConnection().execute('select ?::int as x', [1]);
  calls.forkExecute = () => server.orm.em.fork().getConnection().execute('select ?::int as x', [1]);
  calls.parallel = () => Promise.all([knex.raw('select 1'), knex.raw('select 1')]);
  calls.live = () => fetch(`${server.url}/health/live`).then((r) => r.text());
  const fire = calls[callName];
  if (!fire) throw new Error(`unknown call ${callName}: one of ${Object.keys(calls).join(', ')}`);
  for (let i = 0; i < 50; i++) await fire();
  const runs = Number(runsText);
  serverTimes.length = 0;
  const queries: string[] = [];
  server.orm.config.set('onQuery', (sql: string) => (queries.push(sql), sql));
  await fire();
  server.orm.config.set('onQuery', (sql: string) => sql);
  console.log(`${queries.length} queries:\n${queries.map((q) => q.slice(0, 160)).join('\n')}`);
  serverTimes.length = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await fire();
  console.log(
    `${callName}: ${runs} calls, ${((performance.now() - t0) / runs).toFixed(2)} ms per call, CPU ${((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000 / runs).toFixed(2)} ms per call; server side ${(serverTimes.reduce((a, b) => a + b, 0) / serverTimes.length).toFixed(2)} ms (request log)`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
