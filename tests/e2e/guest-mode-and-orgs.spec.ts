/** Guest mode toggle for employees, and switching organisation for a user in two. */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('an owner switches to guest mode and back', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  await page.getByRole('button', { name: 'GUEST MODE' }).click();
  await expect(page.getByRole('button', { name: 'EMPLOYEE MODE' })).toBeVisible();
  // In guest mode the owner is a guest: no admin link, no View filter on the list.
  await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('View', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'guest-mode');
  await shot(page, 'guest-mode');
  await page.getByRole('button', { name: 'EMPLOYEE MODE' }).click();
  await expect(page.getByRole('button', { name: 'GUEST MODE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  await expect(page.getByLabel('View', { exact: true })).toBeVisible();
});

test('a guest has no mode toggle', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await expect(page.getByRole('button', { name: 'GUEST MODE' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'EMPLOYEE MODE' })).toHaveCount(0);
});

test('a user of two organisations switches between them', async ({ page }) => {
  await signIn(page, 'multi@demo.test');
  const heading = page.getByRole('heading', { level: 1 });
  const organisation = page.getByLabel('Organisation');
  await expect(organisation).toBeVisible();
  const first = await heading.textContent();
  const options = await organisation.locator('option').allTextContents();
  expect(options).toHaveLength(2);
  const current = await organisation.locator('option:checked').textContent();
  const other = options.find((o) => o !== current)!;
  await organisation.selectOption({ label: other });
  await expect(heading).not.toHaveText(first ?? '');
  await expect(heading).toContainText(other);
  await expectAccessible(page, 'org-switched');
  await shot(page, 'org-switched');
  await organisation.selectOption({ label: current! });
  await expect(heading).toHaveText(first ?? '');
});

test('a user of one organisation has no organisation switcher', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByLabel('Organisation')).toHaveCount(0);
});
