/**
 * Browser tests: the built app served by the real server on port 3100 over a fresh embedded database
 * (a new DATA_DIR per run under .tmp/, older ones deleted), driving the system Chromium.
 * `npm run test:e2e` builds the app first.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../scripts/chromium/find-chromium.ts';
import { systemHost } from '../scripts/chromium/system-host.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
const PORT = Number(process.env.E2E_PORT ?? 3100);

// The config is read by the runner and again by each worker: choose (and clean) once, in the runner,
// and hand the choice to the workers through the environment they inherit. Only earlier runs on the
// same port are cleaned, so a run on another port (E2E_PORT) keeps its data.
if (!process.env.E2E_DATA_DIR) {
  mkdirSync(tmp, { recursive: true });
  for (const name of readdirSync(tmp)) {
    if (name.startsWith(`e2e-${PORT}-`)) rmSync(join(tmp, name), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = join(tmp, `e2e-${PORT}-${Date.now()}`);
}
const shotsDir = join(tmp, 'shots');
if (!existsSync(shotsDir)) mkdirSync(shotsDir, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results'),
  workers: 1,
  retries: 0,
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
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/sign-in`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR!, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
});
