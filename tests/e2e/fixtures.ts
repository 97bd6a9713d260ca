/**
 * Shared test helpers: a page fixture that fails the test on any console error or page error (the
 * browser's own log line for an expected refusal, e.g. the 401 of a wrong password, is allowed by status
 * per test; the default allows none),
 * sign-in, screenshots saved to .tmp/shots for a person to look at, and a server of a spec's own (its
 * own port, data folder and set-up steps) for specs that must prepare the platform before it starts.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
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

/**
 * Signed in, on the home page with Sign out shown: the state every test starts from. Through the
 * sign-in call with the page's own cookies (one document load, not the sign-in page's and then the
 * home page's), because the form is not what these tests are about. The form is driven where it is
 * the subject: the shell, keyboard and target-size specs, and security's main flows (signInThroughForm).
 */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/auth/sign-in', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Signs in as a person does: the sign-in page's form, then the home page. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
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

/**
 * Whether screenshots are saved. They are for a person to look at and assert nothing, and a run takes
 * some 330 of them: `npm test`'s browser stage sets E2E_SHOTS=0 and skips them; any other run keeps them.
 */
const shotsWanted = process.env.E2E_SHOTS !== '0';

/**
 * Saves a screenshot of the page or of one element to `path`. Skipped (E2E_SHOTS=0), it still does
 * what taking it would have done to the page: an element is scrolled into view once visible and
 * still; the page waits for its fonts and the next frame. So no step after it runs sooner either way.
 */
export async function saveShot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (shotsWanted) {
    mkdirSync(dirname(path), { recursive: true });
    await target.screenshot({ path, ...options });
  } else if ('goto' in target) {
    await target.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
  } else {
    await target.scrollIntoViewIfNeeded();
  }
}

export async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, join(shotsDir, `${name}.png`), { fullPage: true });
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
 * The port of this worker's shared server (tests/playwright.config.ts gives each worker its own,
 * E2E_PORT + 20 × its parallel index), plus `offset`.
 */
export function workerPort(offset = 0): number {
  return Number(process.env.E2E_PORT ?? 3100) + 20 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + offset;
}

/**
 * Starts the real server (server/src/main.ts) on this worker's port + portOffset with its data in
 * `workDir`, and waits until it answers. `portOffset` (1 to 19) keeps specs that run their own server
 * apart from the worker's shared one (offset 0) and from each other.
 */
export async function startOwnServer(options: { workDir: string; portOffset: number; env?: NodeJS.ProcessEnv; entry?: string }): Promise<OwnServer> {
  const port = workerPort(options.portOffset);
  const url = `http://127.0.0.1:${port}`;
  // `entry`: another script that starts the same server (the test harness's, with its plugins).
  const server = spawn('node', ['--import', 'tsx', options.entry ?? 'server/src/main.ts'], {
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
