/**
 * `npm run new:org -- 2001 "Acme"` makes a working organisation: after scaffolding, the app is built
 * with the new package, the server seeds the organisation with its package enabled, and its owner
 * sees the portal under its title. Runs against its own server, data directory and web build; the
 * package and the regenerated plugin lists are removed afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const root = join(import.meta.dirname, '..', '..');
const orgDir = join(root, 'orgs', 'org-2001');
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
let workDir = '';
let server: ChildProcess | undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (existsSync(orgDir)) throw new Error('orgs/org-2001 already exists; remove it before running this test');
  workDir = mkdtempSync(join(root, '.tmp', 'new-org-e2e-'));
  run('node', ['--import', 'tsx', 'scripts/new-org.ts', '2001', 'Acme', '--no-install']);
  run('npx', ['vite', 'build', 'web', '--logLevel', 'warn', '--outDir', join(workDir, 'dist'), '--emptyOutDir']);
  server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: join(workDir, 'data'), WEB_DIST: join(workDir, 'dist') },
    stdio: 'ignore',
  });
  await waitForServer(`http://127.0.0.1:${PORT}/sign-in`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(orgDir, { recursive: true, force: true });
  run('node', ['--import', 'tsx', 'scripts/generate-plugin-list.ts']);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a scaffolded organisation shows its title on its portal', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/sign-in`);
  await page.getByLabel('Email').fill('owner@org2001.demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Acme Configurator');
  await page.goto(`http://127.0.0.1:${PORT}/orders`);
  await expect(page.getByRole('link', { name: 'First Order' })).toBeVisible();
  await expectAccessible(page, 'new organisation orders');
});
