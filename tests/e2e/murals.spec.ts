/**
 * Murals (issue 15) as organisation 1798's owner: a new project, and the demo project's viewport
 * with its mural area, Meadow texture, panels, seam, mismatch line and wall label printed on the
 * four mural pages of the drawing set (Elevation Layout, Mural Rendering, Print Panel Layout,
 * Installer Layout), each with its drawing notes.
 */
import { mkdirSync } from 'node:fs';
import { expect, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SHOTS = '.tmp/shots/murals';
mkdirSync(SHOTS, { recursive: true });
const shotAt = async (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

const MURAL_PAGES = ['Elevation Layout', 'Mural Rendering', 'Print Panel Layout', 'Installer Layout'] as const;

test('a 1798 owner starts a new project', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1798.demo');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expectAccessible(page, 'murals-new-project');
  await shotAt(page, 'new-project-1280');
});

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
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
      await sheets.nth(i).screenshot({ path: `${SHOTS}/${title.replaceAll(' ', '-').toLowerCase()}-${size.width}.png` });
    }
  });
}
