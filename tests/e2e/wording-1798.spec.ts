/** Organisation 1798 says 'Project': its orders list, and its portal title. */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('organisation 1798 shows Project wording', async ({ page }) => {
  await signIn(page, 'owner@org1798.demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to the .+ Configurator$/);
  await expectAccessible(page, 'home-1798');
  await shot(page, 'home-1798');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Project', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Title', exact: true })).toHaveCount(0);
  // The spec's page title, exactly: no organisation name appended (issue 34).
  await expect(page).toHaveTitle('My Projects');
  await expectAccessible(page, 'orders-1798');
  await shot(page, 'orders-1798');
});

test('organisation 850 heads the column Title', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('My Quotes');
});
