/**
 * Shared test helpers: a page fixture that fails the test on any console error or page error (the
 * browser's own log line for an expected refusal, e.g. the 401 of a wrong password, is allowed by status
 * per test; the default allows none),
 * sign-in, and screenshots saved to .tmp/shots for a person to look at.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
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
      problems.push(`console error: ${message.text()}`);
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
