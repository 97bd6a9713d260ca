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
  const csv = readFileSync((await file.path())!, 'utf8').trimEnd().split('\n');
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

test('org 850 staff update the costs of every active order from the list, by keyboard; guests have no such button', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  const button = page.getByRole('button', { name: 'Update order costs' });
  await expect(page.getByRole('table')).toBeVisible();
  await button.focus();
  const call = page.waitForResponse((r) => r.url().endsWith('/configurator/update-product-order-costs'));
  await page.keyboard.press('Enter');
  const answer = (await (await call).json()) as { data: { updatedCount: number } };
  expect(answer.data.updatedCount).toBeGreaterThan(0);
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toContainText(`Updated the costs of ${answer.data.updatedCount} active orders.`);
  await expectAccessible(page, 'orders-850-cost-update');
  await shot(page, 'orders-850-cost-update');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.context().clearCookies();
  await signIn(page, 'guest@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update order costs' })).toHaveCount(0);
});
