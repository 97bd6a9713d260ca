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
  close(): Promise<void>;
}

const quietLogger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };

async function post(url: string, path: string, body: unknown, cookie?: string): Promise<{ body: unknown; setCookie: string[] }> {
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
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, logger: quietLogger, backgroundJobs: false, retryOutbox: false, webDist: options.webDist ?? join(root, 'web/dist') });
  const url = server.url;
  try {
    const signIn = await post(url, '/auth/sign-in', BENCH_USER);
    const cookie = signIn.setCookie.map((c) => c.split(';')[0]!).join('; ');
    const orgId = genericOrganisation.id;
    const home = (await post(url, homepageDataCall.path, { orgId }, cookie)).body as { data: { products: { id: number; productCategoryId: number | null }[] } };
    const product = home.data.products[0];
    if (!product) throw new Error('the generic organisation has no product to order');
    const created = (await post(url, createProductOrderCall.path, { productOrderProps: { orgId, title: 'Bench 200 items', productCategoryId: product.productCategoryId, productId: product.id } }, cookie)).body as { data: { productOrder: { id: number; orgSpecificId: number } } };
    const orderId = created.data.productOrder.id;
    const orderNumber = created.data.productOrder.orgSpecificId;
    for (let i = 0; i < BENCH_ORDER_ITEMS; i++) await post(url, productInstanceCalls.create.path, { props: { productOrderId: orderId, productId: product.id } }, cookie);
    return {
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
