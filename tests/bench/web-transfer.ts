/**
 * Bytes of a route as served over HTTP (issue 17): Chromium loads the route with a cold cache and every
 * document, script and stylesheet it fetches is counted as transferred (the encoded body, brotli or
 * gzip as the server chose), as decoded (raw), and gzip-compressed here at level 6 (the gzip
 * column). Whether konva arrived is read from the scripts themselves.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath, startBenchServer, type BenchServer } from './bench-server.ts';

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

export async function routeBytes(browser: Browser, bench: BenchServer, route: string, path: string): Promise<RouteBytes> {
  const context = await browser.newContext();
  const [name, value] = bench.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  const page = await context.newPage();
  const pending: Promise<{ raw: number; gzip: number; served: number; encoding: string; konva: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    if (!counted.has(request.resourceType())) return;
    pending.push((async () => {
      const response = await request.response();
      const body = (await response?.body()) ?? Buffer.alloc(0);
      const sizes = await request.sizes();
      const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
      return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length, served: sizes.responseBodySize, encoding, konva: request.resourceType() === 'script' && konvaMark.test(body.toString('utf8')) };
    })());
  });
  await page.goto(bench.url + path, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
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

/** The previous measure and goal per route. */
const previous: Record<string, { before: string; goal: string }> = {
  home: { before: '495 KB raw, 158 KB gzip, served uncompressed', goal: '≤ 150 KB gzip, served compressed' },
  'orders list': { before: '(not measured)', goal: '(no goal)' },
  'order page, 200 items': { before: '275 KB gzip', goal: 'konva only where drawn; ≤ 200 KB gzip' },
};

export async function benchWebTransfer(existing?: { bench: BenchServer; browser: Browser }): Promise<Record<string, string | number | boolean>[]> {
  const bench = existing?.bench ?? (await startBenchServer());
  const browser = existing?.browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] }));
  try {
    const routes: [string, string][] = [['home', '/'], ['orders list', '/orders'], ['order page, 200 items', `/orders/${bench.orderId}`]];
    const rows = [];
    for (const [route, path] of routes) {
      const bytes = await routeBytes(browser, bench, route, path);
      rows.push({
        route,
        'files': bytes.files,
        'raw KB': bytes.rawKb,
        'gzip KB': bytes.gzipKb,
        'served KB': bytes.servedKb,
        'served as': bytes.encodings,
        'konva loaded': bytes.konva,
        'previous': previous[route]?.before ?? '',
        'goal': previous[route]?.goal ?? '',
      });
    }
    return rows;
  } finally {
    if (!existing) {
      await browser.close();
      await bench.close();
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  console.table(await benchWebTransfer());
}
