/**
 * `npm run new:org -- 2001 "Acme"` makes a working organisation: after scaffolding, the app is built
 * with the new package, the server seeds the organisation with its package enabled, and its owner
 * sees the portal under its title. Runs against its own server, data directory and web build; the
 * package and the regenerated plugin lists are removed afterwards.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, ownWorkDir, repoRoot, runOrThrow, startOwnServer, test, type OwnServer } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const orgDir = join(repoRoot, 'orgs', 'org-2001');
let server: OwnServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (existsSync(orgDir)) throw new Error('orgs/org-2001 already exists; remove it before running this test');
  const { workDir } = ownWorkDir('new-org-e2e');
  runOrThrow('node', ['--import', 'tsx', 'scripts/new-org.ts', '2001', 'Acme', '--no-install']);
  runOrThrow('npx', ['vite', 'build', 'web', '--logLevel', 'warn', '--outDir', join(workDir, 'dist'), '--emptyOutDir']);
  server = await startOwnServer({ workDir, portOffset: 1, env: { WEB_DIST: join(workDir, 'dist') } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(orgDir, { recursive: true, force: true });
  runOrThrow('node', ['--import', 'tsx', 'scripts/generate-plugin-list.ts']);
});

test('a scaffolded organisation shows its title on its portal', async ({ page }) => {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('Email').fill('owner@org2001.demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Acme Configurator');
  await page.goto(`${server.url}/orders`);
  await expect(page.getByRole('link', { name: 'First Order' })).toBeVisible();
  await expectAccessible(page, 'new organisation orders');
});
