/**
 * Where an option click's time goes (issue 17, "option click → drawing redrawn"): the redraw bench
 * (redraw.ts) on the bench's 200-item order, with Chromium's CPU profiler running over the timed clicks.
 * Prints the click-to-frame times and the functions with the most self time (less noisy than the
 * times on a shared machine). Profiles an unminified build (built here, into the temporary folder) so the names
 * are readable; React stays its production build.
 * Usage: node --import tsx tests/bench/redraw-profile.ts [--clicks N] [--top N] [--keep] [--dist <built web app>]
 * (--keep: profile the previous build; --dist: profile another build, e.g. one of an earlier commit)
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '@configurator/server/app';
import { BENCH_USER, chromiumPath } from './bench-server.ts';
import { finishOption, openDrawnOrder } from './redraw.ts';
import { createProductOrderCall, homepageDataCall, productInstanceCalls } from '@configurator/core';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLICKS = arg('--clicks', 12);
const TOP = arg('--top', 30);
const ITEMS = 200;
const distAt = process.argv.indexOf('--dist');
const webDist = distAt >= 0 ? process.argv[distAt + 1]! : join(tmpdir(), 'web-dist-profile');

if (distAt < 0 && !process.argv.includes('--keep'))
  execSync(`npx vite build web --logLevel warn --minify false --outDir ${webDist}`, { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  logger: { info: () => undefined, error: console.error },
  backgroundJobs: false,
  retryOutbox: false,
  webDist,
});
const url = server.url;
async function post(path: string, body: unknown, cookie?: string) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { body: (await response.json()) as { data: Record<string, never> }, setCookie: response.headers.getSetCookie() };
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const signIn = await post('/auth/sign-in', BENCH_USER);
  const cookie = signIn.setCookie.map((c) => c.split(';')[0]!).join('; ');
  const orgId = genericOrganisation.id;
  const product = ((await post(homepageDataCall.path, { orgId }, cookie)).body.data.products as { id: number; productCategoryId: number | null }[])[0]!;
  const created = (
    await post(
      createProductOrderCall.path,
      { productOrderProps: { orgId, title: 'Bench 200 items', productCategoryId: product.productCategoryId, productId: product.id } },
      cookie,
    )
  ).body.data.productOrder as { id: number; orgSpecificId: number };
  for (let i = 0; i < ITEMS; i++) await post(productInstanceCalls.create.path, { props: { productOrderId: created.id, productId: product.id } }, cookie);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url }]);
  const page = await context.newPage();
  await openDrawnOrder(page, `${url}/orders/${created.orgSpecificId}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const times: number[] = [];
  const draws: number[] = [];
  const scaleDraws: number[] = [];
  const profiles: Awaited<ReturnType<typeof cdp.send<'Profiler.stop'>>>['profile'][] = [];
  for (let i = 0; i < CLICKS; i++) {
    const option = await finishOption(page, i);
    await page.evaluate(`(() => {
      window.benchClickAt = Number.POSITIVE_INFINITY;
      window.benchDrawnAt = 0;
      document.addEventListener('pointerup', () => {
        window.benchClickAt = performance.now();
        const poll = () => {
          if (performance.getEntriesByName('item-drawing').some((e) => e.startTime >= window.benchClickAt)) setTimeout(() => { window.benchPaintedAt = performance.now() - window.benchClickAt; });
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('item-drawing').find((e) => e.startTime >= window.benchClickAt);
        if (!entry) return;
        observer.disconnect();
        window.benchPhases = { measured: entry.startTime - window.benchClickAt, observed: performance.now() - window.benchClickAt };
        requestAnimationFrame(() => { window.benchPhases.frame = performance.now() - window.benchClickAt; setTimeout(() => { window.benchDrawnAt = performance.now(); }); });
      });
      observer.observe({ type: 'measure' });
    })()`);
    // A raw mouse click at the option: Playwright's own checks (an injected script) stay out of the profile.
    const box = (await option.boundingBox())!;
    if (i > 0) await cdp.send('Profiler.start');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1500);
    if (i > 0) profiles.push((await cdp.send('Profiler.stop')).profile);
    const result = await page.evaluate<{ ms: number; draws: number; scaleDraws: number; phases: Record<string, number> }>(`(() => {
      const count = (name) => performance.getEntriesByName(name).filter((e) => e.startTime >= window.benchClickAt).length;
      return { ms: window.benchDrawnAt - window.benchClickAt, draws: count('item-drawing'), scaleDraws: count('scale-drawing'), phases: { ...window.benchPhases, painted: window.benchPaintedAt } };
    })()`);
    if (i === 0) continue;
    console.log(
      `click ${i}: ${result.ms.toFixed(1)} ms; ${Object.entries(result.phases)
        .map(([k, v]) => `${k} at ${v.toFixed(1)}`)
        .join(', ')}`,
    );
    times.push(result.ms);
    draws.push(result.draws);
    scaleDraws.push(result.scaleDraws);
  }
  profiles.forEach((profile, i) => writeFileSync(join(tmpdir(), `redraw-${i}.cpuprofile`), JSON.stringify(profile)));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`click → frame ms: ${times.map((t) => t.toFixed(1)).join(', ')}`);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} max ${sorted.at(-1)!.toFixed(1)}; draws ${draws.join(',')}; scale draws ${scaleDraws.join(',')}`,
  );

  // Self time per function (name, file, line), in ms over all timed clicks.
  const byFunction = new Map<string, number>();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const deltas = profile.timeDeltas ?? [];
    profile.samples?.forEach((id, i) => {
      const f = nodes.get(id)!.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    });
  }
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  console.log(`busy self time over ${times.length} clicks: ${total.toFixed(1)} ms (${(total / times.length).toFixed(1)} ms per click)`);
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(ms / times.length).toFixed(2).padStart(7)} ms/click  ${key}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
