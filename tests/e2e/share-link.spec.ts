/** An order's share link: a person without an account opens it and lands on the order as a guest. */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('a share link opens the order for a visitor without an account', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  const orderNumber = await page.getByText(/^Quote #\d+$/).textContent();

  await page.getByRole('button', { name: 'SHARE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const field = dialog.getByLabel('Link to this order');
  await expect(field).toHaveValue(/\/orders\/\d+\?shareToken=/);
  await expectAccessible(page, 'share-link');
  await shot(page, 'share-link');
  const first = await field.inputValue();

  // The token is stored hashed: opening again says a link exists; a new link replaces it.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'SHARE' }).click();
  await expect(dialog.getByText(/A link to this order was made/)).toBeVisible();
  await expect(field).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).toHaveValue(/\/orders\/\d+\?shareToken=/);
  const link = await field.inputValue();
  expect(link).not.toBe(first);

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
