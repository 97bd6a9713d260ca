/**
 * The server the browser benchmarks (web-transfer.ts, lighthouse.ts) load: the built web app (built
 * first when its sources changed), a fresh embedded database with the demo data, and a 200-item order
 * of the generic organisation made through the API, as a person would.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProductOrderCall, homepageDataCall, productInstanceCalls } from '@configurator/core';
import { startServer, type RunningServer } from '@configurator/server/app';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';
import { DEMO_PASSWORD } from '@configurator/core/demo-records';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_USER = { email: 'owner@generic.demo', password: DEMO_PASSWORD };
export const BENCH_ORDER_ITEMS = 200;
/** Debian's chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface BenchServer {
  server: RunningServer;
  url: string;
  /** The session cookie of BENCH_USER (name=value). */
  cookie: string;
  /** The 200-item order's id, and its number in the organisation (the page's path: /orders/{orderNumber}). */
  orderId: number;
  orderNumber: number;
  /** A 2-item order's number (issue 37: option click → new price on a small order beside the 200-item one). */
  smallOrderNumber: number;
  close(): Promise<void>;
}

/** One demo organisation as the bytes rows load it: its owner signed in and a 200-item order of its own. */
export interface BenchOrganisation {
  orgId: number;
  title: string;
  /** Its enabled plugins, in order (none for the generic organisation). */
  plugins: string[];
  url: string;
  cookie: string;
  orderNumber: number;
}

/**
 * Every demo organisation the server seeded (the generic one, then each organisation package under
 * orgs/ with the plugins it enables), each with its first owner signed in and a BENCH_ORDER_ITEMS-item
 * order of the first product its home lists (issue 37 item 4: bytes per installed organisation). The
 * generic organisation reuses the bench's own order.
 */
export async function benchOrganisations(bench: BenchServer): Promise<BenchOrganisation[]> {
  const out: BenchOrganisation[] = [];
  // BENCH_ORGS=850,1798 measures only those organisations (when working on one organisation's bytes).
  const only = process.env.BENCH_ORGS?.split(',').map(Number);
  for (const org of bench.server.demoOrganisations) {
    if (only && !only.includes(org.id)) continue;
    const plugins = org.enabledPlugins.map((p) => p.id);
    if (org.id === genericOrganisation.id) {
      out.push({ orgId: org.id, title: org.title, plugins, url: bench.url, cookie: bench.cookie, orderNumber: bench.orderNumber });
      continue;
    }
    const owner = org.users.find((u) => u.role === 'owner');
    if (!owner) continue;
    const signIn = await post(bench.url, '/auth/sign-in', { email: owner.email, password: owner.password });
    const cookie = signIn.setCookie.map((c) => c.split(';')[0]!).join('; ');
    const order = await orderWithItems(bench.url, cookie, org.id, `Bench ${BENCH_ORDER_ITEMS} items`, BENCH_ORDER_ITEMS);
    out.push({ orgId: org.id, title: org.title, plugins, url: bench.url, cookie, orderNumber: order.orderNumber });
  }
  return out;
}

/** An order of the organisation's first home product with `items` items of it, made through the API. */
async function orderWithItems(url: string, cookie: string, orgId: number, title: string, items: number): Promise<{ orderId: number; orderNumber: number }> {
  const home = (await post(url, homepageDataCall.path, { orgId }, cookie)).body as { data: { products: { id: number; productCategoryId: number | null }[] } };
  const product = home.data.products[0];
  if (!product) throw new Error(`organisation ${orgId} has no product to order`);
  const created = (
    await post(
      url,
      createProductOrderCall.path,
      { productOrderProps: { orgId, title, productCategoryId: product.productCategoryId, productId: product.id } },
      cookie,
    )
  ).body as { data: { productOrder: { id: number; orgSpecificId: number } } };
  const orderId = created.data.productOrder.id;
  for (let i = 0; i < items; i++) await post(url, productInstanceCalls.create.path, { props: { productOrderId: orderId, productId: product.id } }, cookie);
  return { orderId, orderNumber: created.data.productOrder.orgSpecificId };
}

const quietLogger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };

export async function post(url: string, path: string, body: unknown, cookie?: string): Promise<{ body: unknown; setCookie: string[] }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { body: await response.json(), setCookie: response.headers.getSetCookie() };
}

/** options.webDist: serve another build (the profile's unminified one) instead of web/dist, as it is. */
export async function startBenchServer(options: { webDist?: string } = {}): Promise<BenchServer> {
  if (!options.webDist) execSync('node --import tsx scripts/build-web-if-changed.ts', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quietLogger,
    backgroundJobs: false,
    retryOutbox: false,
    webDist: options.webDist ?? join(root, 'web/dist'),
  });
  const url = server.url;
  try {
    const signIn = await post(url, '/auth/sign-in', BENCH_USER);
    const cookie = signIn.setCookie.map((c) => c.split(';')[0]!).join('; ');
    const orgId = genericOrganisation.id;
    const { orderId, orderNumber } = await orderWithItems(url, cookie, orgId, 'Bench 200 items', BENCH_ORDER_ITEMS);
    const small = await orderWithItems(url, cookie, orgId, 'Bench 2 items', 2);
    return {
      smallOrderNumber: small.orderNumber,
      server,
      url,
      cookie,
      orderId,
      orderNumber,
      async close() {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
