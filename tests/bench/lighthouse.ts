/**
 * npm run lighthouse (issue 20): Lighthouse on sign-in, home, the orders list and a 200-item order
 * page, with the desktop and the mobile preset, against the built app served by the real server (the
 * bench server: fresh demo data, compression on), in Debian's chromium. Prints the four category
 * scores per page and preset beside the previous run, which is kept in lighthouse-last.json (committed,
 * so a change's effect shows in review). Goal: accessibility, best practices and SEO 100; performance
 * 95 on desktop, 90 on mobile.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { chromiumPath, startBenchServer } from './bench-server.ts';

const lastRunFile = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse-last.json');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type Scores = Record<Category, number>;
/** "page · preset" → scores (0–100). */
type Run = Record<string, Scores>;

const presets = {
  desktop: desktopConfig,
  // Lighthouse's default: a mid-range phone on a slow 4G connection (simulated throttling).
  mobile: undefined,
} as const;

const readLastRun = (): Run => (existsSync(lastRunFile) ? (JSON.parse(readFileSync(lastRunFile, 'utf8')) as { scores: Run }).scores : {});

async function main(): Promise<void> {
  const bench = await startBenchServer();
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const pages: { name: string; path: string; signedIn: boolean }[] = [
    { name: 'sign-in', path: '/sign-in', signedIn: false },
    { name: 'home', path: '/', signedIn: true },
    { name: 'orders list', path: '/orders', signedIn: true },
    { name: 'order page (200 items)', path: `/orders/${bench.orderNumber}`, signedIn: true },
  ];
  const run: Run = {};
  const findings: string[] = [];
  try {
    for (const page of pages) {
      for (const [preset, config] of Object.entries(presets)) {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories], ...(page.signedIn ? { extraHeaders: { Cookie: bench.cookie } } : {}) };
        const result = await lighthouse(bench.url + page.path, flags, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
        const { lhr } = result;
        const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
        run[`${page.name} · ${preset}`] = scores;
        // What cost points, so the table's numbers can be acted on.
        for (const category of categories) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) findings.push(`${page.name} · ${preset} · ${category}: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await bench.close();
  }
  const last = readLastRun();
  const beside = (now: number, before: number | undefined) => (before === undefined ? `${now}` : `${now} (was ${before})`);
  console.table(Object.entries(run).map(([page, scores]) => ({
    page,
    ...Object.fromEntries(categories.map((c) => [c, beside(scores[c], last[page]?.[c])])),
  })));
  console.log('Goal: accessibility, best practices and SEO 100; performance 95 desktop, 90 mobile.');
  if (findings.length) console.log(`\nAudits below 90 that count towards a score:\n${[...new Set(findings)].join('\n')}`);
  writeFileSync(lastRunFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), scores: run }, null, 2)}\n`);
}

await main();
process.exit(0);
