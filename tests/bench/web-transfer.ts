/**
 * Bytes of a route as served over HTTP (issue 17): Chromium loads the route with a cold cache and every
 * document, script and stylesheet it fetches is counted as transferred (the encoded body, brotli or
 * gzip as the server chose), as decoded (raw), and gzip-compressed here at level 6 (the gzip
 * column). Whether konva arrived is read from the scripts themselves.
 * BENCH_FILES=1 also prints every file each route loaded with its raw and gzip size, largest first.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { BENCH_ORDER_ITEMS, benchOrganisations, chromiumPath, startBenchServer, type BenchServer } from './bench-server.ts';
import { benchRedraw } from './redraw.ts';

export interface RouteBytes {
  route: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  servedKb: number;
  encodings: string;
  konva: boolean;
}

const KB = 1024;
const counted = new Set(['document', 'script', 'stylesheet']);
/** Konva's own class registry: present in a script only when konva was bundled into it. */
const konvaMark = /Konva\.(Stage|Layer)\b|_registerNode/;

/** Where a route is loaded from and whose session loads it. */
export interface SignedIn {
  url: string;
  /** A session cookie (name=value). */
  cookie: string;
}

export async function routeBytes(browser: Browser, bench: SignedIn, route: string, path: string, ready: string): Promise<RouteBytes> {
  const context = await browser.newContext();
  const [name, value] = bench.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  const page = await context.newPage();
  const pending: Promise<{ path: string; raw: number; gzip: number; served: number; encoding: string; konva: boolean }>[] = [];
  const onFinished = (request: Request) => {
    // The page itself and every built file (a module preload is typed 'other', so the path decides).
    const isBuilt = new URL(request.url()).pathname.startsWith('/assets/');
    if (!counted.has(request.resourceType()) && !isBuilt) return;
    pending.push(
      (async () => {
        const path = new URL(request.url()).pathname;
        const response = await request.response();
        const body = (await response?.body()) ?? Buffer.alloc(0);
        const sizes = await request.sizes();
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return {
          path,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          served: sizes.responseBodySize,
          encoding,
          konva: request.url().endsWith('.js') && konvaMark.test(body.toString('utf8')),
        };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(bench.url + path, { waitUntil: 'networkidle' });
  // The route's screen drawn (its data and chunks in), then quiet again.
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Requests after the route has settled (polling, prefetch) are not part of loading it.
  page.off('requestfinished', onFinished);
  const files = await Promise.all(pending);
  await context.close();
  if (process.env.BENCH_FILES) printFiles(route, files);
  const sum = (pick: (f: (typeof files)[number]) => number) => Math.round(files.reduce((total, f) => total + pick(f), 0) / KB);
  return {
    route,
    files: files.length,
    rawKb: sum((f) => f.raw),
    gzipKb: sum((f) => f.gzip),
    servedKb: sum((f) => f.served),
    encodings: [...new Set(files.map((f) => f.encoding))].sort().join(', '),
    konva: files.some((f) => f.konva),
  };
}

function printFiles(route: string, files: { path: string; raw: number; gzip: number }[]): void {
  const rows = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => ({ file: f.path, 'raw KB': +(f.raw / KB).toFixed(1), 'gzip KB': +(f.gzip / KB).toFixed(1) }));
  console.log(`Files loaded by ${route}:`);
  console.table(rows);
}

/** The previous measure and goal per route. */
const previous: Record<string, { before: string; goal: string }> = {
  home: { before: '495 KB raw, 158 KB gzip, served uncompressed', goal: '≤ 150 KB gzip, served compressed' },
  'orders list': { before: '(not measured)', goal: '(no goal)' },
  'order page, 200 items': { before: '275 KB gzip', goal: 'konva only where drawn; ≤ 200 KB gzip' },
};

/** The route goals every organisation's rows are held to (issue 37 item 4), gzip KB. */
export const ORGANISATION_BYTES_GOAL = { homeKb: 150, orderPageKb: 200 };
/** Where home is ready: its tiles, or the New Project card of an architectural organisation. */
const homeReady = '.tile, .home-new-project';
/** Where the order page is ready: the first item's drawing drawn, or its message when it cannot be. */
const orderPageReady = '[data-testid="item-drawing"] .drawing-svg > svg, .drawing-error';

/**
 * Home and the 200-item order page for every demo organisation with its enabled plugins (issue 37
 * item 4): one plugin's chunk must never push one organisation over the budget.
 */
export async function benchOrganisationBytes(browser: Browser, bench: BenchServer): Promise<Record<string, string | number | boolean>[]> {
  const rows = [];
  for (const org of await benchOrganisations(bench)) {
    const who = `${org.title} (org ${org.orgId}; plugins: ${org.plugins.join(', ') || 'none'})`;
    for (const [page, path, ready, goalKb] of [
      ['home', '/', homeReady, ORGANISATION_BYTES_GOAL.homeKb],
      [`order page, ${BENCH_ORDER_ITEMS} items`, `/orders/${org.orderNumber}`, orderPageReady, ORGANISATION_BYTES_GOAL.orderPageKb],
    ] as const) {
      const bytes = await routeBytes(browser, org, `${who}: ${page}`, path, ready);
      rows.push({
        organisation: who,
        page,
        files: bytes.files,
        'raw KB': bytes.rawKb,
        'gzip KB': bytes.gzipKb,
        'served KB': bytes.servedKb,
        'konva loaded': bytes.konva,
        goal: `≤ ${goalKb} KB gzip`,
        met: bytes.gzipKb <= goalKb,
      });
    }
  }
  return rows;
}

export async function benchWebTransfer(existing?: { bench: BenchServer; browser: Browser }): Promise<Record<string, string | number | boolean>[]> {
  const bench = existing?.bench ?? (await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}));
  const browser = existing?.browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] }));
  try {
    const routes: [string, string, string][] = [
      ['home', '/', '.tile'],
      ['orders list', '/orders', 'table'],
      ['order page, 200 items', `/orders/${bench.orderNumber}`, '[data-testid="item-drawing"] .drawing-svg > svg'],
    ];
    const rows = [];
    for (const [route, path, ready] of routes) {
      const bytes = await routeBytes(browser, bench, route, path, ready);
      rows.push({
        route,
        files: bytes.files,
        'raw KB': bytes.rawKb,
        'gzip KB': bytes.gzipKb,
        'served KB': bytes.servedKb,
        'served as': bytes.encodings,
        'konva loaded': bytes.konva,
        previous: previous[route]?.before ?? '',
        goal: previous[route]?.goal ?? '',
      });
    }
    const redraw = await benchRedraw(browser, bench);
    rows.push({
      route: `option click → drawing redrawn, ${BENCH_ORDER_ITEMS} items`,
      files: '',
      'raw KB': '',
      'gzip KB': '',
      'served KB': '',
      'served as': `${redraw.medianMs.toFixed(1)} ms median (max ${redraw.maxMs.toFixed(1)}; ${redraw.observedMedianMs.toFixed(1)} by the previous measure)`,
      'konva loaded': `${redraw.draws} draw(s), ${redraw.scaleDraws} item(s) drawn for the scale`,
      previous: '37 ms, 3 draws',
      goal: '≤ 16 ms, 1 draw',
    });
    return rows;
  } finally {
    if (!existing) {
      await browser.close();
      await bench.close();
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const bench = await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    if (!process.env.BENCH_ORGS_ONLY) console.table(await benchWebTransfer({ bench, browser }));
    console.table(await benchOrganisationBytes(browser, bench));
  } finally {
    await browser.close();
    await bench.close();
  }
}
