/**
 * Where the order page's first load spends its main thread (issue 20: Lighthouse's total blocking time
 * on the 200-item order): the bench server's order opened in Chromium with the CPU 4x slowed (as
 * Lighthouse's mobile preset) and the CPU profiler on, until the page is idle. Prints the long tasks
 * (> 50 ms) and the functions with the most self time. Profiles an unminified build (built here, into
 * the temporary folder) so the names are readable.
 * Usage: node --import tsx tests/bench/first-load-profile.ts [--top N] [--keep] [--path /orders/<n>] [--heading <text>]
 * (--heading: the heading that says the screen is drawn; default the order page's Items; '*' for the page's h1)
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath, startBenchServer } from './bench-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const topAt = process.argv.indexOf('--top');
const TOP = topAt >= 0 ? Number(process.argv[topAt + 1]) : 25;
const webDist = process.env.WEB_DIST ?? join(tmpdir(), 'web-dist-first-load');
if (!process.argv.includes('--keep')) execSync(`npx vite build web --logLevel warn --minify false --outDir ${webDist}`, { cwd: root, stdio: 'inherit' });

const bench = await startBenchServer({ webDist });
const pathAt = process.argv.indexOf('--path');
const path = pathAt >= 0 ? process.argv[pathAt + 1]! : `/orders/${bench.orderNumber}`;
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, value] = bench.cookie.split('; ')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) })),
    ).observe({ type: 'longtask', buffered: true });
    const paints: { at: number; element: string }[] = [];
    (window as unknown as { largestPaints: typeof paints }).largestPaints = paints;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const element = (e as PerformanceEntry & { element?: Element }).element;
        paints.push({ at: Math.round(e.startTime), element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '' });
      }),
    ).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(bench.url + path);
  const headingAt = process.argv.indexOf('--heading');
  const heading = headingAt >= 0 ? process.argv[headingAt + 1]! : 'Items';
  // '*': the page's h1, whatever it says.
  const drawn = heading === '*' ? page.getByRole('heading', { level: 1 }) : page.getByRole('heading', { name: heading, exact: true });
  await drawn.first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  // PROFILE_OUT=<file>: the raw profile, to open in Chrome's DevTools (Performance > Load profile).
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: unknown[] }).longTasks);
  console.log('long tasks (ms after navigation start, 4x slowed CPU):', JSON.stringify(longTasks));
  console.log('largest contentful paints:', JSON.stringify(await page.evaluate(() => (window as unknown as { largestPaints: unknown[] }).largestPaints)));
  console.log(
    'rows mounted:',
    await page.locator('.item-list-rows > li').count(),
    'DOM elements:',
    await page.evaluate(() => document.querySelectorAll('*').length),
  );
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const rows = [...self.entries()]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  console.table(rows.map(([fn, ms]) => ({ function: fn, 'self ms': Math.round(ms) })));
  // Inclusive time of the app's own named functions (components, hooks, engine), not the framework's.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)!.callFrame;
      if (!frame.functionName || !/\/assets\/(?!index-|react-)/.test(frame.url)) continue;
      const key = `${frame.functionName} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  // Self time by source module: the unminified build marks each module's start with a '// <path>' line.
  const moduleStarts = new Map<string, { line: number; path: string }[]>();
  const modulesOf = async (url: string) => {
    if (!moduleStarts.has(url)) {
      const text = url.startsWith(bench.url) ? await (await fetch(url)).text().catch(() => '') : '';
      const starts: { line: number; path: string }[] = [];
      text.split('\n').forEach((line, i) => {
        const match = /^\/\/ ((?:node_modules|core|web|plugins|orgs|shared)\/\S+|\S+\/node_modules\/\S+)$/.exec(line);
        if (match)
          starts.push({
            line: i,
            path: match[1]!.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*$/, 'npm:$1').replace(/^(core|web|plugins|orgs)\/src\/([^/]+)\/.*$/, '$1/$2'),
          });
      });
      moduleStarts.set(url, starts);
    }
    return moduleStarts.get(url)!;
  };
  const byModule = new Map<string, number>();
  for (const [i, id] of profile.samples.entries()) {
    const frame = byNode.get(id)!.callFrame;
    if (!frame.url) continue;
    const starts = await modulesOf(frame.url);
    const start = starts.filter((s) => s.line <= frame.lineNumber).at(-1);
    const key = start?.path ?? frame.url.replace(/^.*\//, '');
    byModule.set(key, (byModule.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  // zod's share: parsing answers and requests (under a safeParse/parse call) or building schemas (the rest).
  const zodSplit = { parsing: 0, building: 0 };
  for (const [i, id] of profile.samples.entries()) {
    const frame = byNode.get(id)!.callFrame;
    const starts = frame.url ? await modulesOf(frame.url) : [];
    if (starts.filter((s) => s.line <= frame.lineNumber).at(-1)?.path !== 'npm:zod') continue;
    let parsing = false;
    for (let at: number | undefined = id; at !== undefined && !parsing; at = parent.get(at))
      parsing = /^(safeParse|parse|callApi|startEarly)$/.test(byNode.get(at)!.callFrame.functionName);
    zodSplit[parsing ? 'parsing' : 'building'] += (profile.timeDeltas[i] ?? 0) / 1000;
  }
  console.log('zod self ms:', JSON.stringify(Object.fromEntries(Object.entries(zodSplit).map(([k, v]) => [k, Math.round(v)]))));
  console.table(
    [...byModule.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([module, ms]) => ({ module, 'self ms': Math.round(ms) })),
  );
  const inclusive = [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.table(inclusive.map(([fn, ms]) => ({ function: fn, 'total ms': Math.round(ms) })));
} finally {
  await browser.close();
  await bench.close();
}
