/**
 * Catalogue administration end to end (issue 12): an owner builds a small product from nothing (two
 * properties with options, a rule, a base price and an option price) on the admin screens, sees the
 * rule's live effect and the price preview, uploads thumbnails (a small PNG fixture) for an option and
 * the product, then configures and prices it on a new order, where the rule and the prices apply. Every
 * admin screen and popup is checked by axe and photographed, at 1280 and at 390 wide.
 */
import { fileURLToPath } from 'node:url';
import { expect, openNewItem, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

/** A 64 by 48 PNG swatch: the thumbnail the owner uploads. */
const SWATCH = fileURLToPath(new URL('./files/swatch.png', import.meta.url));
const UPLOADED = 'File uploaded successfuly!';
const thumbnailSrc = /^\/media\/.+-thumb\.png$/;
type Scope = Page | ReturnType<Page['getByRole']>;
/** The upload box (inside scope) whose file input has this accessible name ('has' is matched inside each box, so it starts from the page). */
const uploadBox = (page: Page, scope: Scope, name: string) => scope.locator('label.upload-box').filter({ has: page.getByLabel(name, { exact: true }) });

/** Uploads the swatch through the box named `name` and waits for the success state and its preview. */
async function uploadSwatch(page: Page, scope: Scope, name: string): Promise<void> {
  const box = uploadBox(page, scope, name);
  await expect(box.getByRole('status')).toHaveText('Drag and Drop or click to browse');
  await scope.getByLabel(name, { exact: true }).setInputFiles(SWATCH);
  await expect(box.getByRole('status')).toHaveText('Uploading ...');
  // The success state comes four seconds after the server's answer (spec §4).
  await expect(box.getByRole('status')).toHaveText(UPLOADED, { timeout: 15_000 });
  await expect(box.locator('img')).toHaveAttribute('src', thumbnailSrc);
}

test.use({ viewport: { width: 1280, height: 800 } });

const stamp = Date.now().toString(36);
const COLOUR = `Colour ${stamp}`;
const TRIM = `Trim ${stamp}`;
const PRODUCT = `Widget ${stamp}`;
const chip = (page: Page, property: string) => page.getByRole('button', { name: new RegExp(`^(${property}: |Choose ${property}$)`) });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await shot(page, `catalogue/${name}`);
}

async function fillAndSave(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, value: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

/** A singleSelect property with its options, created on the admin screens. */
async function buildProperty(page: Page, title: string, options: string[]): Promise<void> {
  await menu(page).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveTitle(/^Admin: Properties/);
  await page.getByRole('button', { name: 'Add property' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Product Property');
  await fillAndSave(page, page, 'Title', title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const option of options) {
    await page.getByRole('button', { name: 'Add option' }).click();
    const popup = page.getByRole('dialog', { name: 'Untitled Option' });
    await expect(popup).toBeVisible();
    await fillAndSave(page, popup, 'Title', option);
    await expect(page.getByRole('dialog', { name: option })).toBeVisible();
    await page.getByRole('dialog', { name: option }).getByRole('button', { name: 'Close' }).click();
  }
  await expect(page.getByRole('button', { name: options[0], exact: true })).toBeVisible();
}

test('an owner builds a product from nothing, and the rule and prices apply on an order', async ({ page }) => {
  // Many screens, each checked by axe, and two uploads that settle four seconds after the answer, on a shared two-core machine.
  test.setTimeout(420_000);
  await signIn(page, 'owner@org1053.demo');
  await page.goto('/admin/products');
  await expect(page).toHaveTitle(/^Admin: Products/);
  await expect(menu(page).getByRole('link', { name: 'Products' })).toHaveClass(/is-active/);
  await expect(page.getByRole('columnheader')).toHaveText(['Rank', 'Image', 'ID', 'Title', 'Category', 'Price from', 'Visibility', 'Inventory']);
  await look(page, 'products-list');

  await buildProperty(page, COLOUR, ['Red', 'Blue']);
  await look(page, 'property-editor');
  // Duplicating a property copies it with its options and offers to go there (the spec's wording).
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const duplicated = page.getByRole('alertdialog');
  await expect(duplicated.getByText('This property has been successfully duplicated. Would you like to be redirect to the new property?')).toBeVisible();
  await look(page, 'duplicate-property-confirm');
  await duplicated.getByRole('button', { name: 'Go to the new property' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${COLOUR} (copy)`);
  await expect(page.getByRole('button', { name: 'Red (copy)', exact: true })).toBeVisible();
  await buildProperty(page, TRIM, ['Gold', 'Silver']);
  await expect(menu(page).getByRole('link', { name: 'Properties' })).toHaveClass(/is-active/);
  await menu(page).getByRole('link', { name: 'Properties' }).click();
  await look(page, 'properties-list');

  // The product: add, rename, apply both properties through the popup.
  await menu(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Product');
  await fillAndSave(page, page, 'Title', PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  await page.getByRole('button', { name: 'Edit properties' }).click();
  const applied = page.getByRole('dialog', { name: 'Product properties' });
  await expect(applied.getByText('Select properties in the list below to add')).toBeVisible();
  await applied.getByRole('button', { name: `Add ${COLOUR}`, exact: true }).click();
  await expect(applied.getByRole('button', { name: `Remove ${COLOUR}`, exact: true })).toBeVisible();
  await applied.getByRole('button', { name: `Add ${TRIM}` }).click();
  await expect(applied.getByRole('button', { name: `Remove ${TRIM}` })).toBeVisible();
  await look(page, 'applied-properties-popup');
  await applied.getByRole('button', { name: 'Close' }).click();

  // Settings popup: visibility labels and the archive toggle are there.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Product settings' });
  await expect(settings.getByLabel('Product Visibility Level').locator('option')).toHaveText(['All Users', 'Members', 'Owners']);
  await expect(settings.getByRole('button', { name: 'ARCHIVE' })).toBeVisible();
  // The product's image: uploaded here, it becomes the product's medium.
  await uploadSwatch(page, settings, `Thumbnail of ${PRODUCT}`);
  await look(page, 'product-settings-popup');
  await settings.getByRole('button', { name: 'Close' }).click();

  // Prices: a base price of $100 and $20 more for Blue; the preview follows the sample configuration.
  await page.getByRole('button', { name: 'Add base price' }).click();
  const base = page.getByRole('group', { name: /^Base price \d+$/ });
  await fillAndSave(page, base, 'Amount ($)', '100');
  await expect(page.getByTestId('preview-unit-price')).toHaveText('$100.00');
  await page.getByRole('button', { name: 'Add option price' }).click();
  const optionPrice = page.getByRole('group', { name: /^Option price \d+$/ });
  await optionPrice.getByLabel('Option', { exact: true }).selectOption({ label: `${COLOUR}: Blue` });
  await fillAndSave(page, optionPrice, 'Amount ($)', '20');
  const preview = page.getByRole('group', { name: 'Price preview' });
  await preview.getByLabel(COLOUR, { exact: true }).selectOption({ label: 'Blue' });
  await expect(page.getByTestId('preview-unit-price')).toHaveText('$120.00');
  await look(page, 'product-page');

  // The rule: Red is incompatible with Gold; the card shows its effect live.
  await menu(page).getByRole('link', { name: 'Properties' }).click();
  await page.getByRole('link', { name: COLOUR, exact: true }).click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  const red = page.getByRole('dialog', { name: 'Red' });
  await red.getByRole('button', { name: 'Add rule' }).click();
  const card = red.getByRole('group', { name: /^Rule \d+$/ });
  await card.getByLabel('Property', { exact: true }).selectOption({ label: TRIM });
  // Saved on the server first, then shown checked.
  await card.getByRole('checkbox', { name: 'Gold' }).click();
  await expect(card.getByRole('checkbox', { name: 'Gold' })).toBeChecked();
  await expect(card.getByTestId('rule-effect')).toContainText(`${PRODUCT}: with Red, ${TRIM} loses Gold`);
  // Red's thumbnail, uploaded in the popup (a small PNG fixture).
  await uploadSwatch(page, red, 'Thumbnail of Red');
  await look(page, 'option-popup-with-rule');
  // Ticking every option of the target is flagged: the product's trim would have no option left.
  await card.getByRole('checkbox', { name: 'Silver' }).click();
  await expect(card.getByTestId('rule-effect')).toContainText(`This rule would leave ${TRIM} on ${PRODUCT} with no options.`);
  await card.getByRole('checkbox', { name: 'Silver' }).click();
  await expect(card.getByRole('checkbox', { name: 'Silver' })).not.toBeChecked();
  await red.getByRole('button', { name: 'Close' }).click();

  // Groups and categories screens.
  await menu(page).getByRole('link', { name: 'Property Groups' }).click();
  await expect(page).toHaveTitle(/^Admin: Property Groups/);
  await page.getByRole('button', { name: 'Add property group' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Property Group');
  await expect(page.getByText('This group has no properties')).toBeVisible();
  await look(page, 'property-group-page');
  await page.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByRole('alertdialog').getByText('Are you sure you want to delete this property group?')).toBeVisible();
  await look(page, 'delete-group-confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/product-property-groups$/);
  await menu(page).getByRole('link', { name: 'Property Groups' }).click();
  await look(page, 'property-groups-list');
  await menu(page).getByRole('link', { name: 'Product Categories' }).click();
  await expect(page).toHaveTitle(/^Admin: Product Categories/);
  await look(page, 'categories-list');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Category');
  await look(page, 'category-page');
  await page.getByRole('button', { name: 'Settings' }).click();
  const categorySettings = page.getByRole('dialog', { name: 'Category settings' });
  await categorySettings.getByRole('button', { name: 'ARCHIVE' }).click();
  await expect(categorySettings.getByRole('button', { name: 'UNARCHIVE' })).toBeVisible();
  await expect(uploadBox(page, categorySettings, 'Thumbnail of Untitled Category').getByRole('status')).toHaveText('Drag and Drop or click to browse');
  await look(page, 'category-settings-popup');
  await categorySettings.getByRole('button', { name: 'Close' }).click();

  // Unknown admin paths say the spec's text, to owners too.
  await page.goto('/admin/no-such-screen');
  await expect(page.getByText("You don't have proper permissions to view this page.")).toBeVisible();

  // On a new order: the product is offered; Red removes Gold; the prices apply.
  await page.goto('/');
  await page.getByRole('button', { name: 'Slab Doors' }).click();
  await page.getByRole('menuitem', { name: 'Slab Door', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Slab Door');
  await openNewItem(page);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: new RegExp(`^${PRODUCT}`) })
    .click();
  await expect(page.getByTestId('active-item-title')).toHaveText(PRODUCT);
  await chip(page, COLOUR).click();
  // The option offers the thumbnail the owner uploaded.
  await expect(page.getByRole('option', { name: 'Red' }).locator('img')).toHaveAttribute('src', thumbnailSrc);
  await page.getByRole('option', { name: 'Red' }).click();
  await expect(chip(page, COLOUR)).toHaveAccessibleName(`${COLOUR}: Red`);
  await expect(page.getByTestId('item-price')).toContainText('100.00');
  await chip(page, TRIM).click();
  await expect(page.getByRole('option', { name: 'Gold' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Silver' }).click();
  await chip(page, COLOUR).click();
  await page.getByRole('option', { name: 'Blue' }).click();
  await expect(page.getByTestId('item-price')).toContainText('120.00');
  await shot(page, 'catalogue/order-with-new-product');
});

test('a member is refused the admin screens', async ({ page }) => {
  await signIn(page, 'member@org1053.demo');
  await page.goto('/admin/product-properties');
  await expect(page.getByText("You don't have proper permissions to view this page.")).toBeVisible();
  await expectAccessible(page, 'admin-refused-member');
});

/** Every admin screen: the lists, one record's page of each kind, media, integrations, settings. */
async function adminScreens(page: Page): Promise<[string, string][]> {
  const screens: [string, string][] = [
    ['/admin/products', 'products-list'],
    ['/admin/product-properties', 'properties-list'],
    ['/admin/product-property-groups', 'property-groups-list'],
    ['/admin/product-categories', 'categories-list'],
    ['/admin/media', 'media'],
    ['/admin/integrations', 'integrations'],
    ['/admin/settings', 'settings'],
  ];
  const records: [string, string][] = [];
  for (const [path, name] of screens.slice(0, 4)) {
    await page.goto(path);
    const first = page.locator(`main a[href^="${path}/"]`).first();
    await expect(first).toBeVisible();
    records.push([(await first.getAttribute('href'))!, name.replace(/s?-list$/, '').replace(/ie$/, 'y') + '-page']);
  }
  return [...screens, ...records];
}

for (const width of [1280, 390]) {
  test(`every admin screen at ${width} wide passes axe and is photographed`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await signIn(page, 'owner@org1053.demo');
    for (const [path, name] of await adminScreens(page)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `${name}-${width}`);
      await shot(page, `catalogue/screens/${name}-${width}`);
    }
  });
}
