/**
 * Browser tests: the built app served by the real server over a fresh embedded database (a new
 * DATA_DIR per run under .tmp/, older ones deleted), driving the system Chromium. `npm run test:e2e`
 * builds the app first and runs E2E_WORKERS workers (2 there, 1 by default): each worker has its own
 * server on E2E_PORT + 20 × its parallel index, with its own data folder, so spec files never share
 * state across workers and the two cores are both used.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../scripts/chromium/find-chromium.ts';
import { systemHost } from '../scripts/chromium/system-host.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** The port of worker `index`'s server (specs that start servers of their own add their offset to it). */
const workerPort = (index: number) => BASE_PORT + 20 * index;
// Read again in each worker process, where Playwright has set TEST_PARALLEL_INDEX: its own server.
const PORT = workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

// The config is read by the runner and again by each worker: choose (and clean) once, in the runner,
// and hand the choice to the workers through the environment they inherit. Only earlier runs on the
// same port are cleaned, so a run on another port (E2E_PORT) keeps its data.
if (!process.env.E2E_DATA_DIR) {
  mkdirSync(tmp, { recursive: true });
  for (const name of readdirSync(tmp)) {
    if (name.startsWith(`e2e-${BASE_PORT}-`)) rmSync(join(tmp, name), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = join(tmp, `e2e-${BASE_PORT}-${Date.now()}`);
}
const shotsDir = join(tmp, 'shots');
if (!existsSync(shotsDir)) mkdirSync(shotsDir, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results'),
  workers: WORKERS,
  // One retry: a test that passes only on its retry is still listed as flaky in the report (to be
  // fixed), but one timing miss on a loaded 2-core machine does not fail the whole run.
  retries: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      // CHROMIUM_PATH, else the system's (npm test installs the distribution's package first when it may).
      executablePath: findChromium(systemHost) ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${workerPort(index)}/sign-in`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(workerPort(index)), DATA_DIR: `${process.env.E2E_DATA_DIR!}-w${index}`, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  })),
});
