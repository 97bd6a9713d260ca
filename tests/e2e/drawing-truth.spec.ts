/**
 * Issue 31, items 4 and 5, as a person meets them at 1440 × 900 and 390 × 844: a 144 mm plate reads
 * 5 11/16" on screen and in the SVG download whatever the Dim precision step (it read 6", then 0");
 * the drawing's viewing tools work on a submitted order; the engraving symbols are a grid of pictures
 * chosen by keyboard, opening without moving the window, drawn on the plate and printed on the quote.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, repoRoot, saveShot, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const drawing = (page: Page) => page.getByTestId('item-drawing');

/** A picture of one part of the page (the options panel scrolls inside itself, so a full-page shot misses it). */
const partShot = (part: Locator, name: string) => saveShot(part, join(repoRoot, '.tmp', 'shots', `${name}.png`));

async function downloadedSvg(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  return readFileSync(await download.path(), 'utf8');
}

for (const size of SIZES) {
  test(`a submitted 144 mm plate reads 5 11/16" at every precision, tools enabled (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'guest@org850.demo');
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Residence – Level 2', exact: true }).first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);

    // The order is read-only (submitted), but looking at its drawing is not editing it.
    const coarser = page.getByRole('button', { name: 'Coarser precision' });
    for (const tool of ['Download SVG', 'Download PNG', 'Dimensions', 'Coarser precision', 'Finer precision']) {
      await expect(page.getByRole('button', { name: tool, exact: true })).toBeEnabled();
    }
    await expect(drawing(page)).toHaveAttribute('aria-label', /3 1\/4" wide by 5 11\/16" high/);
    for (let press = 0; press < 4; press++) {
      await coarser.click();
      await expect(drawing(page)).toHaveAttribute('aria-label', /3 1\/4" wide by 5 11\/16" high/);
    }
    await expect(page.getByTestId('dim-precision')).toHaveText('16 in');
    await expect(drawing(page)).not.toHaveAttribute('aria-label', /\b0"/);
    await expect(drawing(page).locator('text', { hasText: '5 11/16"' }).first()).toBeVisible();

    const svg = await downloadedSvg(page);
    expect(svg).toContain('>5 11/16&quot;</text>');
    expect(svg).toContain('>3 1/4&quot;</text>');
    expect(svg).not.toMatch(/>0&quot;<\/text>/);
    // The plate's Matte Black finish is drawn as a finish: a grain pattern over its fill.
    expect(svg).toMatch(/<pattern id="finish-t-[a-z0-9]+"/);

    await page.getByRole('button', { name: 'Dimensions', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Dimensions', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Dimensions', exact: true }).click();
    await drawing(page).scrollIntoViewIfNeeded();
    await shot(page, `drawing-truth-submitted-${size.name}`);
    await partShot(drawing(page), `drawing-truth-plate-${size.name}`);
  });

  test(`engraving symbols are a grid of pictures chosen by keyboard, drawn and printed (${size.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'owner@org850.demo');
    await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
    await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
    await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
    await page.getByRole('switch', { name: 'Custom engravings' }).click();
    const above = page.getByRole('group', { name: 'Mechanism 1 above' });
    await expect(above.getByLabel('LINE 1')).toBeVisible();
    await above.getByLabel('LINE 1').scrollIntoViewIfNeeded();

    // Choosing 'Symbol' keeps the window where it was (it used to jump past the content to an empty page).
    await above.getByRole('radio', { name: 'Text' }).focus();
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowRight');
    await expect(above.getByRole('radio', { name: 'Symbol' })).toBeChecked();
    const grid = above.getByRole('grid', { name: 'Mechanism 1 above symbol' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(65);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The grid shows in its panel (the panel scrolls to it, the window does not).
    await expect(grid.getByRole('row').first()).toBeInViewport();
    const box = (await above.getByRole('radio', { name: 'Symbol' }).locator('..').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);

    // One Tab stop past 'clear', arrows move without choosing, Enter chooses.
    await page.keyboard.press('Tab');
    await expect(above.getByRole('button', { name: 'Clear Mechanism 1 above' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('row', { name: 'Light', exact: true })).toBeFocused();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    const power = grid.getByRole('row', { name: 'Power', exact: true });
    await expect(power).toBeFocused();
    await expect(power).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Enter');
    await expect(power).toHaveAttribute('aria-selected', 'true');
    await expect(above.getByText('Symbol: Power')).toBeVisible();
    // Its picture is the drawing's own artwork.
    await expect(power.locator('svg path')).toHaveAttribute('d', 'M12 3v9M7 6.5a7 7 0 1 0 10 0');
    await expectAccessible(page, `symbol picker ${size.name}`);
    await grid.scrollIntoViewIfNeeded();
    await partShot(above, `symbol-picker-${size.name}`);

    // Drawn on the plate at its true size (1 em of the engraving), and in the SVG download.
    await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /(^|\|)engraving-27-0-above-0(\||$)/);
    await expect(drawing(page).locator('path[d="M12 3v9M7 6.5a7 7 0 1 0 10 0"]')).toHaveCount(1);
    const svg = await downloadedSvg(page);
    expect(svg).toContain('d="M12 3v9M7 6.5a7 7 0 1 0 10 0"');
    await drawing(page).scrollIntoViewIfNeeded();
    await partShot(drawing(page), `symbol-drawing-${size.name}`);

    if (size.name !== 'desktop') return;
    // On the quote: the picture and the name, never 'symbol 5' (named first: an untitled draft is removed when left).
    await page.getByLabel('Quote name').fill('Symbol keypads');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0);
    const id = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
    await page.goto(`/orders/${id}/documents`);
    const quote = page.locator('.doc-page').first();
    await expect(quote).toContainText('Power');
    await expect(quote).not.toContainText('symbol 5');
    await expect(quote.locator('.doc-symbols path[d="M12 3v9M7 6.5a7 7 0 1 0 10 0"]')).toHaveCount(1);
    await shot(page, 'symbol-quote-desktop');

    // The factory drawing sheet carries the screen's dimension lines (1/16 inch) and the symbol.
    await page.goto(`/orders/${id}/drawings`);
    const sheet = page.getByTestId('sheet-drawing').first();
    await expect(sheet.locator('text').filter({ hasText: /^3 1\/4"$/ })).toHaveCount(2);
    await expect(sheet.locator('path[d="M12 3v9M7 6.5a7 7 0 1 0 10 0"]')).toHaveCount(1);
  });
}

test('beside a drawing that is not to scale, precision and dimensions are not offered', async ({ page }) => {
  await signIn(page, 'owner@org1392.demo');
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Corner Café – Paid in full', exact: true }).first().click();
  await expect(drawing(page)).toHaveAttribute('data-to-scale', 'false');
  await expect(drawing(page)).toContainText('Not to scale');
  const controls = page.getByRole('group', { name: 'Drawing controls' });
  await expect(controls.getByRole('button', { name: 'Finer precision' })).toBeHidden();
  await expect(controls.getByRole('button', { name: 'Dimensions' })).toBeHidden();
  // The downloads stay: the card of choices is still a drawing a person may keep.
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeVisible();
  await expectAccessible(page, 'not-to-scale drawing');
});
