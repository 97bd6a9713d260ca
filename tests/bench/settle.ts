/**
 * "Screens that settle when their data arrives" (issue 37 item 3), in Chromium on the built app: the
 * admin products list, an admin product page and an unknown order's not-found page, each opened as a
 * new page load by the generic organisation's owner. For each load: the last data answer (the end of
 * the document, which carries the route's answer, or of the last API call after it) and the moment the
 * screen settled (its last DOM change, once the page has been quiet for QUIET_MS); the row is the time
 * from the one to the other (a lazy chunk or a second call fetched only after the answer shows up
 * here). The first load of each page warms the server and the browser cache and is not counted.
 */
import type { Browser, Page } from '@playwright/test';
import { percentile } from './api.ts';
import { post, type BenchServer } from './bench-server.ts';

const LOADS = Number(process.env.BENCH_SETTLE_LOADS ?? 8);
const QUIET_MS = 1_000;
/** Issue 37's goal: settled within 300 ms of the last answer. */
export const SETTLE_GOAL_MS = 300;

export interface SettleResult {
  page: string;
  loads: number;
  p50: number;
  p95: number;
}

// Sources as text: tsx would wrap named functions in a helper the page does not have.
const WATCH_DOM = `(() => {
  window.benchLastChange = 0;
  new MutationObserver(() => { window.benchLastChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;
const DATA_PATH = /\/(api|auth|configurator|integrations|orgs)\//;

async function settleOnce(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(url);
  await ready(page);
  // Quiet: no DOM change for QUIET_MS.
  await page.waitForFunction(`performance.now() - window.benchLastChange > ${QUIET_MS}`, undefined, { timeout: 30_000, polling: 100 });
  return page.evaluate<number>(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const answers = performance.getEntriesByType('resource').filter((e) => ${DATA_PATH}.test(new URL(e.name).pathname)).map((e) => e.responseEnd);
    const lastAnswer = Math.max(nav ? nav.responseEnd : 0, ...answers);
    return Math.max(0, window.benchLastChange - lastAnswer);
  })()`);
}

export async function benchSettle(browser: Browser, bench: BenchServer): Promise<SettleResult[]> {
  // The page's CSP forbids eval: the bench's own probes are evaluated by the browser tool, so it is bypassed.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const [name, value] = bench.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  await context.addInitScript(WATCH_DOM);
  const products = (await post(bench.url, '/api/admin/catalogue', { orgId: await activeOrgId(bench) }, bench.cookie)).body as {
    data: { products: { id: number }[] };
  };
  const productId = products.data.products[0]!.id;
  const cases: { page: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    { page: 'admin products list', path: '/admin/products', ready: (p) => p.getByRole('row').nth(1).waitFor() },
    { page: 'admin product page', path: `/admin/products/${productId}`, ready: (p) => p.getByRole('heading', { name: 'Prices' }).waitFor() },
    { page: 'unknown order (not found)', path: '/orders/999999', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor() },
  ];
  const page = await context.newPage();
  const results: SettleResult[] = [];
  for (const { page: what, path, ready } of cases) {
    const times: number[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const ms = await settleOnce(page, `${bench.url}${path}`, ready);
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results.push({ page: what, loads: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  await context.close();
  return results;
}

async function activeOrgId(bench: BenchServer): Promise<number> {
  const session = (await post(bench.url, '/auth/session', {}, bench.cookie)).body as { data: { activeOrg: { id: number } } };
  return session.data.activeOrg.id;
}

/** The section's rows as run.ts prints them. */
export const settleRows = (results: readonly SettleResult[]) =>
  results.map((r) => ({
    what: `${r.page}: last answer → settled`,
    'p50 / p95 ms': `${r.p50.toFixed(0)} / ${r.p95.toFixed(0)}`,
    loads: r.loads,
    baseline: 'previous: admin pages 1.6–2.7 s to settle, not-found 2.7 s (busy machine, from navigation)',
    goal: `<= ${SETTLE_GOAL_MS} ms`,
    met: r.p95 <= SETTLE_GOAL_MS ? 'yes' : 'no',
  }));
