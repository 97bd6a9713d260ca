/** Org 850's orders list extras, for its staff only: SUB/CDR/FPR shortcuts with counts, Export CSV and the cost update; guests and other organisations have none. */
import { readFileSync } from 'node:fs';
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('org 850 owner: status shortcuts with counts filter the list; Export CSV downloads the filtered list', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  const shortcuts = page.getByRole('group', { name: 'Quick filters' });
  const cdr = shortcuts.getByRole('button', { name: /^CDR/ });
  await expect(shortcuts.getByRole('button')).toHaveText([/^SUB\d+$/, /^CDR\d+$/, /^FPR\d+$/]);
  const cdrCount = Number((await cdr.innerText()).replace('CDR', '').trim());
  // The demo data has an order ready to pay its deposit.
  expect(cdrCount).toBeGreaterThan(0);
  await expectAccessible(page, 'orders-850-shortcuts');
  await shot(page, 'orders-850-shortcuts');

  // Pressing CDR shows every active order at that status, whoever owns it and whatever its category.
  await page.getByLabel('Owner').selectOption('self');
  await cdr.click();
  await expect(cdr).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Owner')).toHaveValue('all');
  await expect(page.getByLabel('Type')).toHaveValue('active');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Status')).toHaveValue('readyToPayDeposit');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(cdrCount + 1);
  await expect(page.getByRole('table').getByRole('link', { name: 'Suites fit-out' })).toBeVisible();
  await expectAccessible(page, 'orders-850-cdr');
  await shot(page, 'orders-850-cdr');

  // Export CSV: the filtered list, header row first, named after the list and today's date.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^My Quotes-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\n');
  expect(csv[0]).toBe('Order Number,Title,Owner,Category,Status,Created,Total ($)');
  expect(csv).toHaveLength(cdrCount + 1);
  expect(csv.slice(1).every((line) => line.includes(',Ready to Pay Deposit,'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // Leave the owner's saved filters as they were for the other specs.
  await page.getByLabel('Status').selectOption('All');
  await expect(cdr).toHaveAttribute('aria-pressed', 'false');
});

test('org 850 guest sees no shortcuts and no Export CSV (staff tools, spec orders §6)', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick filters' })).toHaveCount(0);
  await expect(page.getByText(/^(SUB|CDR|FPR)$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page, 'orders-850-guest');
});

test('org 1798 owner sees no shortcuts and no export', async ({ page }) => {
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update order costs' })).toHaveCount(0);
});

test('org 850 staff have no cost-update button: the spec gives it to organisations 1 and 2 (orders §2)', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update order costs' })).toHaveCount(0);
});

test('organisation 1 owner: Update order costs recomputes the active orders and says how many (orders §2)', async ({ page }) => {
  await signIn(page, 'owner@generic.demo');
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  const button = page.getByRole('button', { name: 'Update order costs' });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'orders-org1-cost-update');
  await shot(page, 'orders-org1-cost-update-1440');
  // By keyboard: focus the button, Enter; the alert names how many active orders were updated.
  await button.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toContainText(/^Updated the costs of \d+ active orders\./);
  await expectAccessible(page, 'orders-org1-cost-update-done');
  await shot(page, 'orders-org1-cost-update-done');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(button).toBeEnabled();
  // A phone: the button stays in reach, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'orders-org1-cost-update-390');
  await shot(page, 'orders-org1-cost-update-390');
});

test('organisation 1 guest has no cost update: the button is staff only and the call is refused', async ({ page }) => {
  await signIn(page, 'guest@generic.demo');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: /Orders/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update order costs' })).toHaveCount(0);
  const refused = await page.request.post('/configurator/update-product-order-costs', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
});

test('org 850 owner is refused the cost-update call itself (its settings do not turn it on)', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update order costs' })).toHaveCount(0);
  const refused = await page.request.post('/configurator/update-product-order-costs', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
});
