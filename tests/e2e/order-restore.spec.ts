/**
 * Issue 32: a deleted order is kept 30 days and staff restore it from the orders list's 'Recently
 * deleted' page (keyboard only), which passes axe at 1440 and 390 px. The order is made and deleted
 * through the API (the order page's Delete is covered by order-lifecycle.spec.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const ORG = 850;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('staff find a deleted order under Recently deleted and restore it', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const title = `Deleted lobby ${Date.now()}`;
  const { productOrder } = await post<{ productOrder: { id: number; orgSpecificId: number } }>(page.request, '/configurator/create-product-order', {
    productOrderProps: { orgId: ORG, title },
  });
  await post(page.request, '/api/resources/productOrder/destroy', { id: productOrder.id });

  await page.goto('/orders');
  await expect(page.getByRole('table').getByRole('link', { name: title })).toHaveCount(0);
  const deletedLink = page.getByRole('link', { name: 'Recently deleted' });
  await shot(page, 'orders-with-recently-deleted-1440');
  await deletedLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Recently deleted orders' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Deleted orders' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(String(productOrder.orgSpecificId));
  await expectAccessible(page, 'recently deleted orders');
  await shot(page, 'deleted-orders-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'recently deleted orders, narrow');
  await shot(page, 'deleted-orders-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  const restore = row.getByRole('button', { name: `Restore order #${productOrder.orgSpecificId} ${title}` });
  await restore.focus();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('status').filter({ hasText: 'was restored' });
  await expect(notice).toHaveText(`Order #${productOrder.orgSpecificId} “${title}” was restored. Open it`);
  await expect(row).toHaveCount(0);
  await expectAccessible(page, 'order restored');
  await shot(page, 'deleted-orders-restored-1440');

  await notice.getByRole('link', { name: 'Open it' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${productOrder.orgSpecificId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
