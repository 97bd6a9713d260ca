/**
 * The Panel Layout view's drag frame rate in Chromium (issue 15): the built app served by the real
 * server over a fresh embedded database, 1798's demo project opened on its viewport's Panel Layout, and
 * a panel dragged by a scripted pointer for 3 seconds while the page counts animation frames. Beside
 * it the baseline: the same page's frame rate over 3 seconds with nothing moving (the most a drag can
 * reach on this machine). Needs `npm run build` first; skipped (and said so) without a build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium/find-chromium.ts';
import { systemHost } from '../../scripts/chromium/system-host.ts';

const SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/sign-in`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** Frames the page paints in SECONDS (requestAnimationFrame), while `drive` runs alongside. */
async function framesPerSecond(page: Page, drive: () => Promise<void>) {
  // Sent as source text: the bench's compiler would add helpers the page does not have to a function.
  const counting = page.evaluate<number>(`new Promise((resolve) => {
    let frames = 0;
    const start = performance.now();
    const tick = (now) => {
      frames += 1;
      if (now - start < ${SECONDS * 1000}) requestAnimationFrame(tick);
      else resolve(frames / ((now - start) / 1000));
    };
    requestAnimationFrame(tick);
  })`);
  await drive();
  return counting;
}

export async function benchPanelLayoutDrag(): Promise<Record<string, string | number>[]> {
  if (!existsSync('web/dist/index.html')) return [{ case: 'panel layout drag in Chromium', result: 'skipped: run npm run build first' }];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-murals-'));
  const server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: findChromium(systemHost) ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await waitForServer(Date.now() + 180_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill('owner@org1798.demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${base}/orders/1`);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'North Wall: Panel Layout', exact: true }).click();
    const canvas = page.getByTestId('plan-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // A point on a panel: tried across the fitted view until a press selects a mural panel.
    let start: { x: number; y: number } | undefined;
    const grid = [0.5, 0.3, 0.7, 0.2, 0.4, 0.6, 0.8].flatMap((fy) => [0.3, 0.5, 0.7, 0.2, 0.4, 0.6, 0.8].map((fx) => ({ fx, fy })));
    for (const { fx, fy } of grid) {
      const at = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      await page.mouse.click(at.x, at.y);
      if ((await page.getByTestId('plan-announcement').textContent())?.startsWith('Selected: Mural Panel')) {
        start = at;
        break;
      }
    }
    if (!start) return [{ case: 'panel layout drag in Chromium', result: 'no panel found to drag' }];
    const idle = await framesPerSecond(page, () => new Promise((r) => setTimeout(r, SECONDS * 1000)));
    const drag = await framesPerSecond(page, async () => {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      const t0 = Date.now();
      for (let i = 0; Date.now() - t0 < SECONDS * 1000; i++) await page.mouse.move(start.x + 80 * Math.sin(i / 10), start.y + 40 * Math.cos(i / 10));
      await page.mouse.up();
    });
    const row = (name: string, fps: number) => ({ case: name, 'frames/s': Number(fps.toFixed(1)), seconds: SECONDS });
    return [row('panel layout, idle (baseline: the most a drag can reach)', idle), row('panel layout, dragging a panel (scripted pointer)', drag)];
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
