/**
 * Issue 31 on a phone (390 × 844): the app header keeps the organisation's logo; the orders list is
 * cards (staff of 850 keep their shortcuts and Export CSV); the quote's Letter pages are zoomed to the
 * width with Print, PDF and CSV at hand, and nothing scrolls sideways. Back at 1440 × 900 the list is
 * a table again and the pages are full size. The list's filters fold behind a Filters button.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test('a phone shows the logo, the orders as cards and the quote zoomed to the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.locator('.header-logo')).toBeInViewport();

  const cards = page.getByRole('list', { name: 'Orders' });
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card).toContainText(/#\d+/);
  await expect(card.getByRole('button', { name: /More actions for/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button')).toHaveText([/^SUB\d+$/, /^CDR\d+$/, /^FPR\d+$/]);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  await noSidewaysScroll(page);
  await expectAccessible(page, 'orders-cards-390');
  await shot(page, 'orders-cards-390');

  await card.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  await page.goto(`/orders/${id}/documents`);
  // The back link is short on a phone ('← Quote #8', its name whole), so the logo shares its row.
  const back = page.getByRole('link', { name: `Back to Quote #${id}` });
  await expect(back).toHaveText(`← Back to Quote #${id}`);
  expect(Math.abs((await back.boundingBox())!.y - (await page.locator('.header-logo').boundingBox())!.y)).toBeLessThan(24);
  const sheet = page.locator('.doc-page').first();
  await expect(sheet).toContainText(`Quote #${id}`);
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The whole width of the page, zoomed (1056 px wide at full size): not a cropped part of it.
  expect(box.width).toBeGreaterThan(330);
  expect(box.height / box.width).toBeCloseTo(816 / 1056, 2);
  for (const name of ['Print', 'Download PDF', 'Download CSV']) await expect(page.getByRole('button', { name })).toBeInViewport();
  await noSidewaysScroll(page);
  await expectAccessible(page, 'documents-quote-390');
  await shot(page, 'documents-quote-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await sheet.boundingBox())!.width).toBe(1056);
  await page.goto('/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' })).toHaveCount(0);
});

test('on a phone the filters fold behind a Filters button, and an empty search leads back to every order', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org1450.demo');
  await page.goto('/orders');
  const cards = page.getByRole('list', { name: 'Orders' });
  // The first order is on the first screen: the selects no longer stand between the search and the orders.
  await expect(cards.getByRole('listitem').first()).toBeInViewport();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status')).toBeHidden();
  // By keyboard: open the filters, choose a type; the button counts it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Status')).toBeVisible();
  await page.getByLabel('Type').selectOption('archived');
  await expect(toggle).toHaveAccessibleName('Filters 1 applied');
  await noSidewaysScroll(page);
  await expectAccessible(page, 'orders-filters-open-390');
  await shot(page, 'orders-filters-open-390');

  // A search nothing matches says so, and offers the way back. The archived type alone lists none here,
  // so 'No orders found' already shows while the term is typed: a person who tabs to Clear before the
  // list asks with the term keeps their focus there through the reload (the empty state stays drawn).
  const clear = page.getByRole('button', { name: 'Clear search and filters' });
  await expect(page.getByText('No orders found')).toBeVisible();
  const searched = page.waitForResponse(
    (r) => r.url().endsWith('/api/configurator/get-configurator-orders-data') && (r.request().postData() ?? '').includes('no order is called this'),
  );
  await page.getByLabel('Search').fill('no order is called this');
  await clear.focus();
  await searched;
  await expect(page.getByRole('status', { name: 'Loading orders' })).toHaveCount(0);
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(clear).toBeFocused();
  await expect(clear).toBeInViewport();
  // No page to go to: no pager under it.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expectAccessible(page, 'orders-empty-search-390');
  await shot(page, 'orders-empty-search-390');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Type')).toHaveValue('active');
  await expect(toggle).toHaveAccessibleName('Filters');
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

  // Wide, the selects are in the bar and there is nothing to fold.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(page.getByLabel('Status')).toBeVisible();
});

test("a catalogue list on a phone is cards: the title first, each value under its column's name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org1450.demo');
  await page.goto('/admin/products');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Slab Door', exact: true }) });
  await expect(row).toBeVisible();
  // Every value is inside the width (the table used to run off the right edge, cutting the category).
  for (const cell of await row.locator('td').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const title = (await row.getByRole('link', { name: 'Slab Door', exact: true }).boundingBox())!;
  const rank = (await row.getByRole('textbox').boundingBox())!;
  expect(title.y).toBeLessThan(rank.y);
  await expect(row.locator('td[data-label="Category"]')).toHaveText('Slab Doors');
  expect(await page.locator('.admin-table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true);
  await noSidewaysScroll(page);
  await expectAccessible(page, 'admin-products-cards-390');
  await shot(page, 'admin-products-cards-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Category' })).toBeVisible();
});

test('drawing sheets on a phone are shown whole, zoomed to the width; a wide screen keeps them at size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1/drawings');
  const sheets = page.getByRole('region', { name: 'Drawing sheets' });
  const first = page.locator('.drawing-sheet').first();
  await expect(first).toBeVisible();
  // The whole sheet inside the width (it was cut at the right edge, the order's title with it).
  await expect.poll(async () => (await first.boundingBox())!.width).toBeLessThanOrEqual(390);
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(330);
  expect(await sheets.evaluate((region) => region.scrollWidth <= region.clientWidth + 1)).toBe(true);
  await expect(page.getByRole('button', { name: 'Print' })).toBeInViewport();
  await noSidewaysScroll(page);
  await expectAccessible(page, 'drawings-1798-390');
  await shot(page, 'drawings-1798-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(sheets).not.toHaveAttribute('style', /zoom/);
});
