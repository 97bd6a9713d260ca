/** A save the server refuses: the page says why and shows the item as the server has it. */
import { expect, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test.use({ allowedFailedStatuses: [401, 422] });

test('a refused save shows the server message and undoes the optimistic change', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');

  const refusal = 'This configuration cannot be made: Plate Size is not offered.';
  await page.route('**/api/resources/productInstance/update', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unprocessable', message: refusal } }) }),
  );
  const quantity = page.getByLabel('Qty');
  await quantity.fill('7');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toContainText(`Your change was not saved: ${refusal}`);
  await expect(quantity).toHaveValue('1');
  await expectAccessible(page, 'save error banner');

  await page.unroute('**/api/resources/productInstance/update');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(0);
  await quantity.fill('7');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('7');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Qty')).toHaveValue('7');
});
