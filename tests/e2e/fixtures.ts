/**
 * Shared test helpers: a page fixture that fails the test on any console error or page error (the
 * browser's own log line for an expected refusal, e.g. the 401 of a wrong password, is allowed by status
 * per test; the default allows none),
 * sign-in, screenshots saved to .tmp/shots for a person to look at, and a server of a spec's own (its
 * own port, data folder and set-up steps) for specs that must prepare the platform before it starts.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'demo1234';
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'shots');

interface Fixtures {
  /** HTTP statuses whose "Failed to load resource" console line a test expects. */
  allowedFailedStatuses: number[];
  /** Console errors a test provokes on purpose (e.g. a policy violation it checks is reported). */
  allowConsoleErrors: RegExp | null;
}

export const test = base.extend<Fixtures>({
  allowedFailedStatuses: [[], { option: true }],
  allowConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedFailedStatuses, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const status = /status of (\d{3})/.exec(message.text());
      if (status && allowedFailedStatuses.includes(Number(status[1]))) return;
      if (allowConsoleErrors?.test(message.text())) return;
      // The address says which call failed (the browser's line names only the status).
      problems.push(`console error: ${message.text()} (${message.location().url || 'no address'})`);
    });
    await use(page);
    expect(problems, 'the browser logged errors').toEqual([]);
  },
});

export { expect };
export type { Page };

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Serves every document of the page without its data block (server/src/http/first-paint.ts), as a
 * document whose session lookup failed: the app asks for the session and the route's data itself.
 */
export async function withoutDocumentBoot(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|auth|configurator|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="boot-session">.*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * Opens the create-item view from the add (+) control: staff get a menu (choose 'New item'), a guest's
 * button opens the view directly.
 */
export async function openNewItem(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: '+ Add item' });
  const isMenu = (await add.getAttribute('aria-haspopup')) !== null;
  await add.click();
  if (isMenu) await page.getByRole('menuitem', { name: 'New item' }).click();
}

/** The repository's root folder (specs run scripts and the server from there). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the repository root; a failure stops the test with its output. */
export function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A fresh folder under .tmp for one spec's own server (its data folder is `data` inside it). */
export function ownWorkDir(name: string): { workDir: string; dataDir: string } {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(join(repoRoot, '.tmp', `${name}-`));
  return { workDir, dataDir: join(workDir, 'data') };
}

export interface OwnServer {
  /** e.g. http://127.0.0.1:3102 */
  readonly url: string;
  /** Stops the server (SIGTERM, waits for it to exit) and removes its work folder. */
  stop(): Promise<void>;
}

/**
 * Starts the real server (server/src/main.ts) on E2E_PORT + portOffset with its data in `workDir`,
 * and waits until it answers. `portOffset` keeps specs that run their own server apart from the
 * shared one (offset 0) and from each other.
 */
export async function startOwnServer(options: { workDir: string; portOffset: number; env?: NodeJS.ProcessEnv }): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + options.portOffset;
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(options.workDir, 'data'), ...options.env },
    stdio: 'ignore',
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(options.workDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/sign-in`)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server at ${url} did not start`);
}
