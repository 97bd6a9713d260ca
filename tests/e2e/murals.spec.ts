/**
 * Murals (issue 15) as organisation 1798's owner: a new project (wall, label, mural area, texture,
 * seam with its warning, mismatch line placed by clicks and by keyboard, Autogenerate, SVG export, its
 * four mural pages), and the demo project's viewport
 * with its mural area, Meadow texture, panels, seam, mismatch line and wall label printed on the
 * four mural pages of the drawing set (Elevation Layout, Mural Rendering, Print Panel Layout,
 * Installer Layout), each with its drawing notes.
 */
import { mkdirSync } from 'node:fs';
import { expect, saveShot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SHOTS = '.tmp/shots/murals';
mkdirSync(SHOTS, { recursive: true });
const shotAt = async (page: Page, name: string) => saveShot(page, `${SHOTS}/${name}.png`, { fullPage: false });

const MURAL_PAGES = ['Elevation Layout', 'Mural Rendering', 'Print Panel Layout', 'Installer Layout'] as const;

const canvas = (page: Page) => page.getByTestId('plan-canvas');
const count = async (page: Page) => Number(await canvas(page).getAttribute('data-entity-count'));
const saved = (page: Page) => expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');
const addToView = (page: Page, title: string) => page.getByLabel('Add to this view').selectOption({ label: title });
const viewButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name, exact: true });

test('a 1798 owner draws a wall, a mural, its panels, a seam, a mismatch line and a label, and exports the panel layout', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1798.demo');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  await page.getByLabel('Project name').fill('Mural test project');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0);
  await expectAccessible(page, 'murals-new-project');

  // A wall on the plan, by keyboard.
  await canvas(page).focus();
  await page.keyboard.press('w');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => count(page)).toBe(1);
  // Outside a viewport the export says where to go.
  await page.getByRole('group', { name: 'View actions' }).getByRole('button', { name: 'Export SVG' }).click();
  await expect(page.getByTestId('plan-announcement')).toHaveText('Please go to a viewport to export it to SVG');
  // The wall's label on the plan.
  await addToView(page, 'Wall Label');
  await expect.poll(() => count(page)).toBe(2);

  // A viewport with a mural area, a texture, a seam and a mismatch line.
  await page.getByRole('button', { name: '+ Add item' }).click();
  await page.getByRole('menuitem', { name: 'New viewport' }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Untitled Viewport');
  await addToView(page, 'Mural Area');
  await addToView(page, 'Mural Texture');
  await addToView(page, 'Seam');
  await expect.poll(() => count(page)).toBe(3);
  // A seam outside every panel is drawn with a warning, listed as text beside the canvas.
  const warnings = page.getByRole('region', { name: 'Warnings in this view' });
  await expect(warnings).toContainText('Seam: Seam lies outside every panel');

  // The mismatch line is placed by two clicks (add mode until it has two points).
  await addToView(page, 'Mismatch Line');
  await expect(page.getByTestId('plan-announcement')).toContainText('Mismatch Line: click the canvas');
  await canvas(page).click({ position: { x: 120, y: 300 } });
  await expect(page.getByTestId('plan-announcement')).toContainText('point 1 placed');
  await expect.poll(() => count(page)).toBe(3);
  await canvas(page).click({ position: { x: 260, y: 320 } });
  await expect.poll(() => count(page)).toBe(4);
  await expect(page.getByTestId('plan-announcement')).toHaveText('Add mismatch line');
  // Escape cancels a line half placed: nothing is added.
  await addToView(page, 'Mismatch Line');
  await canvas(page).click({ position: { x: 150, y: 200 } });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Mismatch Line not added.');
  await expect.poll(() => count(page)).toBe(4);
  // By keyboard: Enter places a point at the red cursor, the arrows move it.
  await addToView(page, 'Mismatch Line');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => count(page)).toBe(5);
  await page.keyboard.press('Control+z');
  await expect.poll(() => count(page)).toBe(4);
  await expectAccessible(page, 'murals-viewport');
  await saved(page);
  await shotAt(page, 'viewport-1280');

  // The layers popover hides the murals layer and shows it again.
  await page.getByRole('button', { name: /^Layers/ }).click();
  await page.getByRole('checkbox', { name: 'Murals' }).uncheck();
  await expect.poll(() => count(page)).toBe(2);
  await page.getByRole('checkbox', { name: 'Murals' }).check();
  await expect.poll(() => count(page)).toBe(4);
  await page.keyboard.press('Escape');

  // Autogenerate on the viewport's panel layout: one undo step.
  await viewButton(page, 'Untitled Viewport: Panel Layout').click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Untitled Viewport: Panel Layout');
  const before = await count(page);
  await page.getByRole('group', { name: 'View actions' }).getByRole('button', { name: 'Autogenerate' }).click();
  await expect.poll(() => count(page)).toBe(before + 1);
  await canvas(page).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => count(page)).toBe(before);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => count(page)).toBe(before + 1);
  await saved(page);
  // Checked from the top of the page (scrolled, the sticky header covers the view tree's first rows).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, 'murals-panel-layout');
  // The whole layout in view (Fit, 0), the canvas itself photographed at both widths.
  await canvas(page).focus();
  await page.keyboard.press('0');
  await saveShot(canvas(page), `${SHOTS}/panel-layout-1280.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await canvas(page).focus();
  await page.keyboard.press('0');
  await saveShot(canvas(page), `${SHOTS}/panel-layout-390.png`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The SVG export of the viewport's panel layout.
  const downloading = page.waitForEvent('download');
  await page.getByRole('group', { name: 'View actions' }).getByRole('button', { name: 'Export SVG' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('Untitled-Viewport-Panel-Layout.svg');
  const svg = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(svg).toContain('<svg');
  expect(svg).toContain('Panel 1');

  // The four mural pages of this project's drawing set.
  await page.goto(`${new URL(page.url()).pathname.replace(/\/$/, '')}/drawings`);
  const sheets = page.locator('[data-page-type^="murals-"]');
  await expect(sheets).toHaveCount(4);
  for (const [i, title] of MURAL_PAGES.entries()) await expect(sheets.nth(i).getByRole('heading', { level: 2 })).toHaveText(`${title} - Untitled Viewport`);
  await expect(sheets.nth(2).getByTestId('sheet-floorplan').locator('svg polyline')).not.toHaveCount(0);
  await expectAccessible(page, 'murals-new-project-pages');
  await sheets.nth(2).scrollIntoViewIfNeeded();
  await saveShot(sheets.nth(2), `${SHOTS}/new-project-print-panel-layout.png`);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the demo project prints its viewport's four mural pages (${size.width}x${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'owner@org1798.demo');
    await page.goto('/orders/1/drawings');
    const sheets = page.locator('[data-page-type^="murals-"]');
    await expect(sheets).toHaveCount(4);
    for (const [i, title] of MURAL_PAGES.entries()) {
      const sheet = sheets.nth(i);
      await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(`${title} - North Wall`);
      await expect(sheet.locator('svg').first()).toBeVisible();
    }
    // Each page carries the notes its reader needs.
    await expect(sheets.nth(0)).toContainText('Product Spec: Meadow on Standard Commercial');
    await expect(sheets.nth(2)).toContainText('Critical Panel Alignment: Align the horizon across panels 1 and 2.');
    await expect(sheets.nth(2)).toContainText('Panel 1: critical alignment');
    await expect(sheets.nth(3)).toContainText('Seams: Butt seams, no overlap.');
    // Mural scale 2: the viewport has a mural area.
    await expect(sheets.nth(0)).toContainText('Mural scale');
    await expectAccessible(page, `murals-pages-${size.width}`);
    for (const [i, title] of MURAL_PAGES.entries()) {
      await sheets.nth(i).scrollIntoViewIfNeeded();
      await saveShot(sheets.nth(i), `${SHOTS}/${title.replaceAll(' ', '-').toLowerCase()}-${size.width}.png`);
    }
  });
}

/** Pixels of the plan canvas near each colour of the Meadow artwork (and of the option's flat colour), with their mean height. */
async function meadowPixels(page: Page) {
  return canvas(page).evaluate((frame) => {
    const colours = { sky: [0xdf, 0xe9, 0xd2], hill: [0x8f, 0xa8, 0x78], darkHill: [0x6f, 0x8c, 0x5c], flat: [0x9b, 0xb3, 0x8a] } as const;
    const found = Object.fromEntries(Object.keys(colours).map((k) => [k, { count: 0, ySum: 0 }])) as Record<
      keyof typeof colours,
      { count: number; ySum: number }
    >;
    for (const layer of frame.querySelectorAll('canvas')) {
      const { data, width } = layer.getContext('2d')!.getImageData(0, 0, layer.width, layer.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 250) continue;
        for (const [name, [r, g, b]] of Object.entries(colours) as [keyof typeof colours, readonly number[]][]) {
          if (Math.abs(data[i]! - r!) <= 3 && Math.abs(data[i + 1]! - g!) <= 3 && Math.abs(data[i + 2]! - b!) <= 3) {
            found[name].count += 1;
            found[name].ySum += Math.floor(i / 4 / width);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, { count: v.count, meanY: v.count ? v.ySum / v.count : 0 }])) as Record<
      keyof typeof colours,
      { count: number; meanY: number }
    >;
  });
}

const openDemoPanelLayout = async (page: Page) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1');
  await viewButton(page, 'North Wall: Panel Layout').click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('North Wall: Panel Layout');
  await canvas(page).focus();
  await page.keyboard.press('0');
};

test("the demo project's Panel Layout shows each panel's part of the Meadow artwork, not a flat colour", async ({ page }) => {
  await openDemoPanelLayout(page);
  // The artwork's sky, its two hills: three of its colours drawn on the panels, the sky above the hills.
  await expect.poll(async () => (await meadowPixels(page)).darkHill.count, { timeout: 15_000 }).toBeGreaterThan(500);
  const pixels = await meadowPixels(page);
  expect(pixels.sky.count).toBeGreaterThan(500);
  expect(pixels.hill.count).toBeGreaterThan(500);
  expect(pixels.sky.meanY).toBeLessThan(pixels.hill.meanY);
  expect(pixels.hill.meanY).toBeLessThan(pixels.darkHill.meanY);
  // The Meadow option's flat colour is not what the panels show.
  expect(pixels.flat.count).toBeLessThan(pixels.darkHill.count / 10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, 'murals-panel-layout-artwork');
  await saveShot(canvas(page), `${SHOTS}/panel-layout-artwork-1280.png`);
});

test.describe('without its image file', () => {
  test.use({ allowedFailedStatuses: [404] });
  test('the Panel Layout falls back to the option colour (the check above reads the artwork)', async ({ page }) => {
    await page.route('**/media/demo-1798-meadow.svg', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openDemoPanelLayout(page);
    await expect.poll(async () => (await meadowPixels(page)).flat.count, { timeout: 15_000 }).toBeGreaterThan(500);
    const pixels = await meadowPixels(page);
    expect(pixels.darkHill.count).toBe(0);
    expect(pixels.hill.count).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, 'murals-panel-layout-no-artwork');
  });
});
