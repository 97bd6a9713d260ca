/**
 * The drawing pages (/orders/{id}/drawings): 850's factory and client sets with units and
 * dimensions, 1798's Letter sheets, printing by button and shortcut, print media, keyboard use,
 * access like the order, and a share link landing on the drawings.
 */
import type { Locator } from '@playwright/test';
import { expect, saveShot, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const TOOLTIP = 'Need to share or save a copy? Click the print button and select "Save as PDF" from the print dialog.';

const sheets = (page: Page) => page.getByTestId('drawing-sheet');
const yymmdd = () => new Date().toISOString().slice(2, 10).replaceAll('-', '');

/** Counts window.print calls instead of opening the browser's dialog. */
async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { printCount: number }).printCount = 0;
    window.print = () => void ((window as unknown as { printCount: number }).printCount += 1);
  });
}
const printCount = (page: Page) => page.evaluate(() => (window as unknown as { printCount: number }).printCount);

async function expectPageNumbers(page: Page, count: number): Promise<void> {
  await expect(sheets(page)).toHaveCount(count);
  for (let i = 0; i < count; i += 1)
    await expect(
      sheets(page)
        .nth(i)
        .getByText(`Page ${i + 1} of ${count}`, { exact: true }),
    ).toBeVisible();
}

async function sheetShot(page: Page, sheet: Locator, name: string): Promise<void> {
  const box = (await sheet.boundingBox())!;
  await page.setViewportSize({ width: Math.ceil(box.width) + 80, height: Math.ceil(box.height) + 80 });
  await sheet.scrollIntoViewIfNeeded();
  await saveShot(sheet, `.tmp/shots/${name}.png`);
}

test('organisation 850: factory and client sets, units, dimensions, printing, keyboard', async ({ page }) => {
  await countPrints(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders/1/drawings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote #1 - Harbor View Hotel – Lobby - Drawings');
  await expect(page).toHaveTitle(`#1 - Harbor View Hotel – Lobby - ${yymmdd()} - Drawings`);

  // Staff open the factory set: Ledger, up to 4 products a page, at 66% of full size.
  const mode = page.getByLabel('Set mode');
  await expect(mode).toHaveValue('factory');
  await expect(mode.locator('option')).toHaveText(['MULTIPLE', 'INDIVIDUAL']);
  await expect(page.locator('.drawings-page')).toHaveAttribute('data-sheet-size', 'ledger');
  const items = await page.getByTestId('sheet-item').count();
  expect(items).toBeGreaterThanOrEqual(2);
  await expectPageNumbers(page, Math.ceil(items / 4));
  await expect(sheets(page).first()).toHaveCSS('width', '1632px');
  await expect(sheets(page).first()).toHaveCSS('height', '1056px');
  await expect(page.getByText('Print on 11x17 paper for manufacturing.')).toBeVisible();
  const first = sheets(page).first();
  await expect(first.getByRole('columnheader', { name: 'Order' })).toBeVisible();
  await expect(first.getByRole('cell', { name: '#1', exact: true })).toBeVisible();
  await expect(first.getByText('Drawing notes')).toBeVisible();
  await expect(first.getByText(/^Last updated \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
  await expect(first.getByRole('img', { name: 'Keystone Controls' })).toBeVisible();
  await expect(first.getByTestId('sheet-floorplan')).toHaveCount(0);
  await expect(first.getByRole('img', { name: 'Drawing of Lobby entrance' })).toBeVisible();
  await expect(first.getByTestId('sheet-thumbnail').first().locator('svg')).toBeVisible();

  // The drawing is the renderer's shape tree: the engraved labels of the order page are in the SVG.
  const drawing = first.getByTestId('sheet-drawing').first();
  await expect(drawing.locator('text', { hasText: 'LOBBY' })).toHaveCount(2);

  // Dimensions in inches, then millimetres; hidden with the checkbox.
  const dimensions = page.getByLabel('Show Dimensions');
  await expect(dimensions).toBeChecked();
  await expect(drawing.locator('g.overlay text', { hasText: /"$/ }).first()).toBeVisible();
  const units = page.getByLabel('Units');
  await expect(units).toHaveValue('in');
  await units.selectOption('mm');
  await expect(drawing.locator('g.overlay text', { hasText: / mm$/ }).first()).toBeVisible();
  await expectAccessible(page, 'drawings-850-factory');
  await shot(page, 'drawings-850-factory-1280');
  await dimensions.focus();
  await page.keyboard.press('Space');
  await expect(dimensions).not.toBeChecked();
  await expect(drawing.locator('g.overlay text', { hasText: / mm$/ })).toHaveCount(0);

  // Print: the tooltip on focus, the button by keyboard, and ctrl+P.
  const printButton = page.getByRole('button', { name: 'Print' });
  await printButton.focus();
  await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Enter');
  expect(await printCount(page)).toBe(1);
  await page.keyboard.press('Control+p');
  expect(await printCount(page)).toBe(2);

  // Printed: no toolbar, no app header, the sheets only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('group', { name: 'Drawing set options' })).toBeHidden();
  await expect(sheets(page).first()).toBeVisible();
  await page.emulateMedia({ media: null });
  // Chromium's own print of the page: one PDF page per sheet, each exactly Ledger (17 × 11 in = 1224 × 792 pt).
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const mediaBoxes = [...pdf.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((m) => m[1]!.trim().split(/\s+/).map(Number).slice(2));
  expect(mediaBoxes).toEqual(Array.from({ length: Math.ceil(items / 4) }, () => [1224, 792]));
  await dimensions.check();
  await units.selectOption('in');
  await sheetShot(page, first, 'drawings-850-factory-ledger');

  // Client set by keyboard: Letter portrait, one product a page, full size, no dimensions offered.
  await page.setViewportSize({ width: 1280, height: 800 });
  await mode.focus();
  await page.keyboard.press('ArrowDown');
  await expect(mode).toHaveValue('client');
  await expect(page.locator('.drawings-page')).toHaveAttribute('data-sheet-size', 'letterPortrait');
  await expectPageNumbers(page, items);
  await expect(sheets(page).first()).toHaveCSS('width', '816px');
  await expect(page.getByLabel('Show Dimensions')).toHaveCount(0);
  await expect(page.getByText('Print on 8.5x11 paper.')).toBeVisible();
  await expect(sheets(page).first().getByTestId('sheet-scale')).toHaveText(/^Scale (100%|.+ \(1:\d+\)|[\d.]+%)$/);
  await expectAccessible(page, 'drawings-850-client');
  const clientPdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect([...clientPdf.matchAll(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual(
    Array.from({ length: items }, () => [612, 792]),
  );
  await sheetShot(page, sheets(page).first(), 'drawings-850-client-letter-portrait');
});

test.describe('access', () => {
  test.use({ allowedFailedStatuses: [403, 404] });

  test('a guest opens their own order as a client set and gets not-found for another', async ({ page }) => {
    await signIn(page, 'guest@org850.demo');
    await page.goto('/orders/2/drawings');
    await expect(page.getByLabel('Set mode')).toHaveValue('client');
    await expect(page.getByLabel('Units')).toBeVisible();
    await expect(sheets(page).first()).toBeVisible();
    await page.goto('/orders/1/drawings');
    await expect(page).toHaveURL(/\/404\/order$/);
    await expect(page.getByText("You might need to ask for an invite or the order you're looking for might have been deleted.")).toBeVisible();
  });
});

test('organisation 1798: Letter sheets in both modes, no units picker, no print note', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1/drawings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project #1 - Lakeside Library – Reading Room - Drawings');
  await expect(page.getByLabel('Units')).toHaveCount(0);
  await expect(page.getByText(/^Print on /)).toHaveCount(0);
  await expect(page.locator('.drawings-page')).toHaveAttribute('data-sheet-size', 'letterLandscape');
  await expect(sheets(page).first()).toHaveCSS('width', '1056px');
  await expect(sheets(page).first()).toHaveCSS('height', '816px');
  // Product sheets hold two items each; the demo project's viewport adds its four mural pages.
  const items = await page.locator('[data-page-type="product"]').getByTestId('sheet-item').count();
  const muralPages = await page.locator('[data-page-type^="murals-"]').count();
  expect(muralPages).toBe(4);
  await expectPageNumbers(page, Math.ceil(items / 2) + muralPages);
  // The mural has no renderer yet: its label card says it is not to scale and carries no dimensions.
  await expect(sheets(page).first().getByTestId('sheet-scale').first()).toHaveText('Not to scale');
  await expect(page.getByLabel('Show Dimensions')).toBeChecked();
  await expect(sheets(page).first().locator('g.overlay')).toHaveCount(0);
  await expectAccessible(page, 'drawings-1798-factory');
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect([...pdf.matchAll(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual(
    Array.from({ length: Math.ceil(items / 2) + muralPages }, () => [792, 612]),
  );
  await shot(page, 'drawings-1798-factory-1280');
  await sheetShot(page, sheets(page).first(), 'drawings-1798-factory-letter-landscape');

  await page.getByLabel('Set mode').selectOption('client');
  await expect(page.locator('.drawings-page')).toHaveAttribute('data-sheet-size', 'letterLandscape');
  await expectPageNumbers(page, items + muralPages);
  await expectAccessible(page, 'drawings-1798-client');
});

test('a share link to the drawings lands a visitor on the drawings', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders/1');
  await page.getByRole('button', { name: 'SHARE' }).click();
  // The order's link (derived, so the same one every time the dialog opens).
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const field = dialog.getByLabel('Link to this order');
  await expect(field).toHaveValue(/\?shareToken=/);
  const link = await field.inputValue();
  const url = new URL(link);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${url.pathname}/drawings${url.search}`);
  await expect(visitorPage).toHaveURL(/\/orders\/1\/drawings\?shareToken=/);
  await expect(visitorPage.getByLabel('Set mode')).toHaveValue('client');
  await expect(visitorPage.getByTestId('drawing-sheet').first()).toBeVisible();
  await visitor.close();
});
