/**
 * npm run lighthouse (issue 20): Lighthouse on sign-in, home, the orders list and a 200-item order
 * page, with the desktop and the mobile preset, against the built app served by the real server (the
 * bench server: fresh demo data, compression on), in Debian's chromium. Prints the four category
 * scores per page and preset beside the previous run, which is kept in lighthouse-last.json (committed,
 * so a change's effect shows in review). Goal: accessibility, best practices and SEO 100; performance
 * 95 on desktop, 90 on mobile.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
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

/** LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (lhr JSON) there, to read its audits. */
// WEB_DIST=<folder> serves that build instead of web/dist (built from the sources): two builds compared
// on the same machine, minutes apart, since mobile scores move by several points from run to run.
const reportDir = process.env.LIGHTHOUSE_REPORTS;

const readLastRun = (): Run => (existsSync(lastRunFile) ? (JSON.parse(readFileSync(lastRunFile, 'utf8')) as { scores: Run }).scores : {});

/**
 * A run whose trace could not be recorded (NO_NAVSTART and the like, more frequent on a loaded
 * machine) scores every category 0: it is run again, and left out of the table if it keeps failing,
 * rather than recorded as a score.
 */
const ATTEMPTS = 3;
async function measure(url: string, flags: Flags, config: typeof desktopConfig | undefined, name: string): Promise<Result | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    console.warn(`${name}: Lighthouse failed (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS}`);
  }
  return null;
}

/** The timings behind the performance score, and the load-independent measures. */
function keyAudits(lhr: Result): Record<string, string | number> {
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpItem = lcpElement?.type === 'list' ? lcpElement.items[0] : undefined;
  const lcpNode = lcpItem?.type === 'table' ? lcpItem.items[0]?.node : undefined;
  return {
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    kB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN,
    'LCP element': lcpNode && typeof lcpNode === 'object' && 'selector' in lcpNode ? String(lcpNode.selector) : '',
  };
}

async function main(): Promise<void> {
  const bench = await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const pages: { name: string; path: string; signedIn: boolean }[] = [
    { name: 'sign-in', path: '/sign-in', signedIn: false },
    { name: 'home', path: '/', signedIn: true },
    { name: 'orders list', path: '/orders', signedIn: true },
    { name: 'order page (200 items)', path: `/orders/${bench.orderNumber}`, signedIn: true },
  ];
  // LIGHTHOUSE_PAGES=home,sign-in measures only those (a quick check; the previous run file is kept).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const measured = only ? pages.filter((p) => only.includes(p.name)) : pages;
  const run: Run = {};
  const findings: string[] = [];
  const failed: string[] = [];
  const measures: Record<string, string | number>[] = [];
  try {
    for (const page of measured) {
      for (const [preset, config] of Object.entries(presets)) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          ...(page.signedIn ? { extraHeaders: { Cookie: bench.cookie } } : {}),
        };
        const lhr = await measure(bench.url + page.path, flags, config, `${page.name} · ${preset}`);
        if (!lhr) {
          failed.push(`${page.name} · ${preset}`);
          continue;
        }
        if (reportDir) mkdirSync(reportDir, { recursive: true });
        if (reportDir) writeFileSync(join(reportDir, `${page.name.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(lhr));
        const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
        run[`${page.name} · ${preset}`] = scores;
        measures.push({ page: `${page.name} · ${preset}`, ...keyAudits(lhr) });
        // What cost points, so the table's numbers can be acted on.
        for (const category of categories) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
              findings.push(`${page.name} · ${preset} · ${category}: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`);
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
  console.table(
    Object.entries(run).map(([page, scores]) => ({
      page,
      ...Object.fromEntries(categories.map((c) => [c, beside(scores[c], last[page]?.[c])])),
    })),
  );
  // Simulated throttling scales the CPU time it observed, so scores drop when the machine is busy; the
  // bytes, requests, layout shift and what the largest paint is are the same on any machine.
  console.table(measures);
  console.log('Goal: accessibility, best practices and SEO 100; performance 95 desktop, 90 mobile.');
  if (failed.length) console.log(`No score (Lighthouse failed ${ATTEMPTS} times): ${failed.join(', ')}`);
  if (findings.length) console.log(`\nAudits below 90 that count towards a score:\n${[...new Set(findings)].join('\n')}`);
  if (!only) writeFileSync(lastRunFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), scores: run }, null, 2)}\n`);
}

await main();
process.exit(0);
