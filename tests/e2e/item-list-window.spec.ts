/**
 * The item list of a long order is windowed (issue 20): only the rows near its visible part are in the
 * page, each still says its place in the whole list, scrolling brings the others, and the keyboard
 * walks through every row, a row focus moves to being mounted first.
 */
import { expect, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const ITEMS = 60;
const GENERIC_ORG = 1;

async function post(page: Page, path: string, data: unknown): Promise<unknown> {
  const response = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** An order of ITEMS items of the organisation's first product, made through the API; its number. */
async function longOrder(page: Page): Promise<number> {
  const home = (await post(page, '/api/configurator/get-configurator-homepage-data', { orgId: GENERIC_ORG })) as {
    data: { products: { id: number; productCategoryId: number | null }[] };
  };
  const product = home.data.products[0]!;
  const created = (await post(page, '/configurator/create-product-order', {
    productOrderProps: { orgId: GENERIC_ORG, title: 'Long order', productCategoryId: product.productCategoryId, productId: product.id },
  })) as { data: { productOrder: { id: number; orgSpecificId: number } } };
  const { id, orgSpecificId } = created.data.productOrder;
  // The order starts with one item of the product.
  const order = (await post(page, '/api/configurator/get-configurator-order-data', { orgId: GENERIC_ORG, productOrderOrgSpecificId: orgSpecificId })) as {
    data: { productInstances: unknown[] };
  };
  for (let i = order.data.productInstances.length; i < ITEMS; i++)
    await post(page, '/api/resources/productInstance/create', { props: { productOrderId: id, productId: product.id } });
  return orgSpecificId;
}

test('a long order mounts the rows near the view, and the keyboard and scrolling reach every row', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@generic.demo');
  const orderNumber = await longOrder(page);
  await page.goto(`/orders/${orderNumber}`);
  const list = page.getByRole('complementary', { name: 'Items' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(list.locator('.item-list-head')).toContainText(String(ITEMS));
  // Fewer rows than items, each with its place in the whole list; the last row is there to Shift+Tab into.
  const mounted = await rows.count();
  expect(mounted).toBeLessThan(ITEMS);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(ITEMS));
  await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(ITEMS));
  await expectAccessible(page, 'long order');

  // Tab from the first row through every row, in order: each next row is mounted before focus reaches it.
  await rows.first().getByRole('button').focus();
  for (let n = 2; n <= ITEMS; n++) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus').locator('xpath=..')).toHaveAttribute('aria-posinset', String(n));
  }
  await expect(page.locator(':focus')).toBeInViewport();
  // And back up with Shift+Tab.
  for (let n = ITEMS - 1; n >= ITEMS - 25; n--) {
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus').locator('xpath=..')).toHaveAttribute('aria-posinset', String(n));
  }

  // Scrolling the list to its middle mounts the rows there, at their place.
  await list.locator('ol').evaluate((ol) => ol.scrollTo({ top: ol.scrollHeight / 2 - ol.clientHeight / 2 }));
  const middle = list.locator(`li[aria-posinset="${ITEMS / 2}"]`);
  await expect(middle).toBeInViewport();
  await expect(middle).toContainText(String(ITEMS / 2));
  await expectAccessible(page, 'long order scrolled');
});

test('on a phone the page scrolls the long list, and the rows scrolled to are mounted at their place', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'owner@generic.demo');
  const orderNumber = await longOrder(page);
  await page.goto(`/orders/${orderNumber}`);
  const list = page.getByRole('complementary', { name: 'Items' });
  await expect(list.getByRole('listitem').first()).toBeAttached();
  expect(await list.getByRole('listitem').count()).toBeLessThan(ITEMS);
  // The list is as tall as all its rows: the page scrolls to a row far down, which is then there.
  const row = list.locator(`li[aria-posinset="${ITEMS - 15}"]`);
  await expect(row).toHaveCount(0);
  // Scrolled again should the page above the list still be growing (images, the drawing) and move it down.
  await expect(async () => {
    await list.locator('ol').evaluate((ol, place) => {
      const top = ol.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + (ol.scrollHeight * (place - 1)) / Number(ol.querySelector('li')!.getAttribute('aria-setsize')) });
    }, ITEMS - 15);
    await expect(row).toBeInViewport({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText(String(ITEMS - 15));
  await expectAccessible(page, 'long order on a phone, scrolled');
});
