/**
 * Catalogue admin as an owner uses it (issue 34 items 1 and 2, issue 37 item 3): the products list
 * with search, thumbnails, category and price from, a labelled add button; a product's options ticked
 * when offered; a property editor that shows only its type's fields, types in words; option data as a
 * form of the property's data fields; ARCHIVE set apart; a control that changes at once and comes back
 * with the server's message when refused; an option's dialog code fetched ahead on hover; the picture
 * of an upload shown at once; and an add made while the catalogue is still loading keeps its page when
 * the (older) load arrives. Each screen is checked by axe and photographed at 1440×900 and 390×844.
 */
import { fileURLToPath } from 'node:url';
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SWATCH = fileURLToPath(new URL('./files/swatch.png', import.meta.url));
const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.use({ viewport: { width: 1440, height: 900 } });
// Each screen is checked by axe and photographed at two sizes, on a shared two-core machine.
test.beforeEach(() => test.setTimeout(240_000));

async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await shot(page, `admin-clarity/${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${name} at 390`);
  await shot(page, `admin-clarity/${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the products list: search, thumbnail, category, price from and a labelled add button', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/products');
  await expect(page.getByRole('columnheader')).toHaveText(['Rank', 'Image', 'ID', 'Title', 'Category', 'Price from', 'Visibility', 'Inventory']);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Mud ring' })).toContainText('Back Boxes');
  await expect(rows.filter({ hasText: 'Mud ring' }).getByRole('cell').nth(5)).toHaveText(/^\$\d/);
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveText(/Add product/);
  // By keyboard: the search box filters as the owner types.
  await page.getByLabel('Search products').focus();
  await page.keyboard.type('mud ring');
  await expect(page.getByRole('link', { name: 'Mud ring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deep back box 1424' })).toHaveCount(0);
  await look(page, 'products-list');
  await page.getByLabel('Search products').fill('');
  await expect(page.getByRole('link', { name: 'Deep back box 1424' })).toBeVisible();
});

test.describe('a refused change', () => {
  // The refusal the test provokes is logged by the browser as a failed request.
  test.use({ allowedFailedStatuses: [409] });
  test("a product's options are ticked when offered; a refused change comes back with its message", async ({ page }) => {
    await signIn(page, 'owner@org850.demo');
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Mud ring' }).click();
    await expect(page.getByText('Ticked options are offered on this product.')).toBeVisible();
    const first = page.locator('.admin-option-list').first().getByRole('checkbox').first();
    await expect(first).toBeChecked();
    const name = (await first.locator('xpath=..').innerText()).trim();

    // The server refuses once: the box changes at once, then comes back with the message.
    let refuse = true;
    await page.route('**/api/resources/product/update', async (route) => {
      if (!refuse) return route.fallback();
      refuse = false;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', message: 'Someone else changed this product.' } }),
      });
    });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).not.toBeChecked();
    await expect(page.getByRole('alert')).toContainText('Someone else changed this product.');
    await expect(first).toBeChecked();

    // Accepted: cleared means not offered, and it stays so after a reload.
    await page.keyboard.press('Space');
    await expect(first).not.toBeChecked();
    await page.reload();
    const again = page.locator('.admin-option-list').first().getByRole('checkbox', { name });
    await expect(again).not.toBeChecked();
    await look(page, 'product-page');
    // Offered again, and saved before the test ends: the price export test counts this option's row.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/resources/product/update') && response.ok());
    await again.check();
    await expect(again).toBeChecked();
    await saved;
  });
});

test("the property editor shows its type's fields in words; option data is a form; ARCHIVE stands apart", async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/product-properties');
  await page.getByRole('link', { name: 'Plate Size', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plate Size');
  const type = page.getByLabel('Type', { exact: true });
  await expect(type.locator('option:checked')).toHaveText('Single choice from options');
  for (const label of ['Placeholder', 'Icon', 'Min dimension', 'Max dimension', 'Dimension interval', 'Multiline'])
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('No option thumbnails')).toBeVisible();
  const archive = page.locator('.admin-archive-zone').getByRole('button', { name: 'ARCHIVE' });
  await expect(archive).toBeVisible();
  await expect(page.locator('.admin-page-header').getByRole('button', { name: 'ARCHIVE' })).toHaveCount(0);
  await look(page, 'property-editor');

  // The option dialog's code is fetched when the pointer reaches an option, before the press.
  const option = page.locator('.admin-list').getByRole('button').first();
  const fetched = page.waitForRequest((request) => /ModalDialog/.test(request.url()), { timeout: 10_000 }).catch(() => null);
  await option.hover();
  const modalChunk = await fetched;
  const optionTitle = (await option.innerText()).trim();
  await option.click();
  const dialog = page.getByRole('dialog', { name: optionTitle });
  await expect(dialog).toBeVisible();
  // Either fetched on hover, or already in the page from an earlier dialog: never only on the press.
  expect(modalChunk === null ? await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /ModalDialog/.test(e.name))) : true).toBe(true);

  // The data fields as a form: Width (mm) and Height (mm).
  const width = dialog.getByLabel('Width (mm)', { exact: true });
  await expect(width).toBeVisible();
  const before = await width.inputValue();
  await width.fill('123');
  await width.press('Enter');
  await expect(width).toHaveValue('123');
  await expect(dialog.locator('.admin-archive-zone').getByRole('button', { name: 'ARCHIVE' })).toBeVisible();
  await expect(dialog.locator('.admin-actions').getByRole('button', { name: 'ARCHIVE' })).toHaveCount(0);
  await look(page, 'option-dialog');
  await width.fill(before);
  await width.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Another type shows its own fields: a dimension has its bounds, placeholder and icon.
  await menu(page).getByRole('link', { name: 'Properties' }).click();
  await page.getByRole('button', { name: 'Add property' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Product Property');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Dimension (with limits and step)' });
  await expect(page.getByLabel('Min dimension', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Placeholder', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Options' })).toHaveCount(0);
  await look(page, 'property-editor-dimension');
});

test('an upload shows its picture at once, while the states and the four-second delay run', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/product-properties');
  await page.getByRole('link', { name: 'Plate Size', exact: true }).click();
  const input = page.getByLabel('Thumbnail of Plate Size', { exact: true });
  const box = page.locator('label.upload-box').filter({ has: input });
  await input.setInputFiles(SWATCH);
  await expect(box.getByRole('status')).toHaveText('Uploading ...');
  await expect(box.locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(box.getByRole('status')).toHaveText('File uploaded successfuly!', { timeout: 30_000 });
  // Then the stored thumbnail takes its place.
  await expect(box.locator('img')).toHaveAttribute('src', /^\/media\/.+-thumb\.png$/);
});

test('an add made while the catalogue is still loading keeps its page when the older load arrives', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  // Start on an admin page that does not load the catalogue, then go to the products from the menu.
  await page.goto('/admin/guests');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route('**/api/admin/catalogue', async (route) => {
    // The answer is read now (before the add), and handed over only after the add.
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
    answered = true;
  });
  await menu(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Product');
  release();
  await expect.poll(() => answered).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Product');
  await expect(page.getByText("You don't have proper permissions to view this page.")).toHaveCount(0);
  // The list holds both: the loaded products and the new one.
  await menu(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('link', { name: 'Mud ring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Untitled Product' }).first()).toBeVisible();
  // Tidy: archive the new product so other tests see the demo list as it was.
  await page.getByRole('link', { name: 'Untitled Product' }).first().click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Product settings' }).getByRole('button', { name: 'ARCHIVE' }).click();
  await expect(page.getByRole('dialog', { name: 'Product settings' }).getByRole('button', { name: 'UNARCHIVE' })).toBeVisible();
});

test("a medium's associations are found by searching: the picker narrows to what is typed", async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/media');
  const upload = page.getByLabel('Upload an image', { exact: true });
  await upload.setInputFiles(SWATCH);
  // The new card is added first once the success state is set (four seconds after the answer).
  await expect(page.locator('label.upload-box').filter({ has: upload }).getByRole('status')).toHaveText('File uploaded successfuly!', { timeout: 30_000 });
  const card = page.locator('li.medium-card').first();
  await expect(card.getByLabel('Caption')).toHaveValue('');
  const caption = card.getByLabel('Caption');
  const name = `Swatch ${Date.now().toString(36)}`;
  await caption.fill(name);
  await caption.press('Enter');
  const named = page.getByRole('listitem', { name });
  const picker = named.getByLabel(`Associate ${name} with`);
  const products = picker.locator('optgroup[label="Products"]');
  await expect(products.locator('option', { hasText: 'Deep back box 1424' })).toHaveCount(1);
  // By keyboard: the search box, typed; the picker keeps only the matches.
  await named.getByLabel('Search to associate').focus();
  await page.keyboard.type('mud ring');
  await expect(picker.locator('option', { hasText: 'Deep back box 1424' })).toHaveCount(0);
  await expect(products.locator('option', { hasText: 'Mud ring' })).toHaveCount(1);
  await picker.selectOption((await products.locator('option', { hasText: 'Mud ring' }).getAttribute('value'))!);
  await named.getByRole('button', { name: 'Add' }).click();
  await expect(named.getByRole('button', { name: `Remove Mud ring from ${name}` })).toBeVisible();
  await look(page, 'media-association-search');
  await named.getByRole('button', { name: `Remove Mud ring from ${name}` }).click();
  await expect(named.getByRole('button', { name: `Remove Mud ring from ${name}` })).toHaveCount(0);
});

test('the price export: fixed properties are editable and the CSV is laid out by the export settings', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Mud ring' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Product settings' });
  const section = settings.getByRole('region', { name: 'Export prices' });
  // Box Material is placed nowhere: it is held at one option, chosen here.
  const held = section.getByRole('group', { name: 'Held at one option (fixed properties)' });
  await held.getByLabel('Box Material').selectOption({ label: 'PVC' });
  await expect(held.getByLabel('Box Material').locator('option:checked')).toHaveText('PVC');
  // Rows by Box Material instead, chosen from the product's properties: one line per material, with its price.
  const rows = section.getByRole('group', { name: 'Rows: a line per option' }).getByRole('checkbox', { name: 'Box Material' });
  await rows.focus();
  await page.keyboard.press('Space');
  await expect(rows).toBeChecked();
  await expect(held).toHaveCount(0);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download prices (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Mud-ring-prices.csv');
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Box Material,Price');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Galvanised steel', 'PVC']);
  await expect(section.getByRole('status')).toHaveText('Exported 2 rows.');
  await look(page, 'price-export');
  // Back as it was.
  await rows.uncheck();
  await expect(held).toBeVisible();
  await held.getByLabel('Box Material').selectOption({ label: 'First offered option' });
});

test("settings left empty show what stands: the organisation's own accent, font, size and scale", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org1450.demo');
  await page.goto('/admin/settings');
  // 1450 sets no accent in its settings: its package's green stands, not the black an empty colour input shows.
  const swatch = page.getByLabel('Accent colour', { exact: true });
  const hex = page.getByLabel('Accent colour (hex)');
  await expect(swatch).toHaveValue('#2f6f4f');
  await expect(hex).toHaveValue('');
  await expect(hex).toHaveAttribute('placeholder', '#2f6f4f');
  await expect(page.getByText(/the organisation’s default colour, until one is set/)).toBeVisible();
  await expect(page.getByLabel('Font', { exact: true }).locator('option').first()).toHaveText('Default: Source Sans 3');
  await expect(page.getByLabel('Font size (px)')).toHaveAttribute('placeholder', /^\d+$/);
  await expect(page.getByLabel('Default drawing scale')).toHaveAttribute('placeholder', /^\d+(\.\d+)?$/);
  await expectAccessible(page, 'admin-settings-defaults-390');
  await shot(page, 'admin-settings-defaults-390');
  // A colour typed replaces the default: the swatch follows and the note goes.
  await hex.fill('#0f4c81');
  await expect(swatch).toHaveValue('#0f4c81');
  await expect(page.getByText(/until one is set/)).toHaveCount(0);

  // The font's name is read whole, on a phone and at 1440, where it shares its row with the two numbers.
  const font = page.getByLabel('Font', { exact: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const room = await font.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      // The text's own box: the select less its padding and the arrow (about 20 px).
      const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return { text, inner, top: select.getBoundingClientRect().top };
    });
    expect(room.text, `width ${width}`).toBeLessThanOrEqual(room.inner);
    if (width === 1440) {
      const sizeTop = (await page.getByLabel('Font size (px)').boundingBox())!.y;
      expect(Math.abs(sizeTop - room.top)).toBeLessThan(2);
    }
  }
});
