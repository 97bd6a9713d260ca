/**
 * An order's share link (issue 31): the same link, with Copy, every time the Share dialog opens;
 * 'Make a new link' asks first (links already sent stop working) and changes it; focus returns to
 * SHARE when the dialog closes; a person without an account opens the link and lands on the order as
 * a guest. At 1440 × 900 and 390 × 844.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('a share link is shown again on reopening, renewed after a warning, and opens the order for a visitor', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  const orderNumber = await page.getByText(/^Quote #\d+$/).textContent();

  const share = page.getByRole('button', { name: 'SHARE' });
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const field = dialog.getByLabel('Link to this order');
  await share.click();
  await expect(field).toHaveValue(/\/orders\/\d+\?shareToken=[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectAccessible(page, 'share-link');
  await shot(page, 'share-link');
  const first = await field.inputValue();

  // Closing gives focus back to SHARE; reopening shows the same link with Copy.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(first);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // A new link warns first; cancelling keeps the link.
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Links to this order already sent will stop working');
  await expectAccessible(page, 'share-link-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toHaveValue(first);
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await confirm.getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(first);
  await expect(field).toHaveValue(/\/orders\/\d+\?shareToken=[A-Za-z0-9_-]{32}$/);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeFocused();

  // On a phone the dialog fits the width and shows the same (new) link.
  await page.setViewportSize({ width: 390, height: 844 });
  await share.click();
  await expect(field).toHaveValue(link);
  await expect(field).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'share-link-390');
  await shot(page, 'share-link-390');
  await page.keyboard.press('Escape');
  await expect(share).toBeFocused();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const problems: string[] = [];
  visitorPage.on('pageerror', (error) => problems.push(error.message));
  await visitorPage.goto(link);
  await expect(visitorPage.getByText(orderNumber!)).toBeVisible();
  await expect(visitorPage.getByTestId('active-item-title')).toHaveText('Switch Plate');
  // A guest: no admin link, no mode toggle.
  await expect(visitorPage.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: 'GUEST MODE' })).toHaveCount(0);
  await shot(visitorPage, 'share-link-visitor');
  expect(problems).toEqual([]);
  await visitor.close();
});
