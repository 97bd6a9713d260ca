/**
 * The white and black logos (spec catalogue §6; issue 34 item 4): each organisation has both. A dark
 * header (the organisation's header style: 1798's package gives it) shows the white logo; a light one,
 * documents and drawing sheets show the black logo. An owner uploads both at /admin/settings, sees each
 * on the background it is for, chooses the header style, and the portal takes it at once.
 */
import { fileURLToPath } from 'node:url';
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SWATCH = fileURLToPath(new URL('./files/swatch.png', import.meta.url));
const WHITE_INK = 'fill="#ffffff"';
const logoOf = (page: Page) => page.getByRole('banner').locator('.header-logo img');
const svgOf = async (page: Page, img: ReturnType<Page['locator']>) => decodeURIComponent((await img.getAttribute('src'))!);

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(() => test.setTimeout(180_000));

test('a dark header shows the white logo; the drawing sheets of the same organisation the black one', async ({ page }) => {
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders');
  const header = page.getByRole('banner');
  await expect(header).toHaveClass(/is-dark/);
  await expect(logoOf(page)).toHaveAttribute('alt', /.+/);
  expect(await svgOf(page, logoOf(page))).toContain(WHITE_INK);
  await expectAccessible(page, 'dark-header');
  await shot(page, 'org-logos/dark-header-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(logoOf(page)).toBeVisible();
  await expectAccessible(page, 'dark-header at 390');
  await shot(page, 'org-logos/dark-header-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  // By keyboard, the header's links read and take focus on the dark bar.
  await header.getByRole('link', { name: 'Home', exact: true }).focus();
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
  // The pressed GUEST MODE toggle reads on the dark bar too; then back to the employee role.
  await header.getByRole('button', { name: 'GUEST MODE' }).click();
  await expect(header.getByRole('button', { name: 'EMPLOYEE MODE' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'dark-header-guest-mode');
  await header.getByRole('button', { name: 'EMPLOYEE MODE' }).click();
  await expect(header.getByRole('button', { name: 'GUEST MODE' })).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/orders/1/drawings');
  const sheetLogo = page.locator('.sheet-logo img').first();
  await expect(sheetLogo).toBeVisible();
  const sheetSvg = await svgOf(page, sheetLogo);
  expect(sheetSvg).not.toContain(WHITE_INK);
  expect(sheetSvg).toContain('fill="#1f2937"');
});

test('a light header shows the black logo', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('banner')).not.toHaveClass(/is-dark/);
  const svg = await svgOf(page, logoOf(page));
  expect(svg).toContain('KEYSTONE');
  expect(svg).not.toContain(WHITE_INK);
});

test('an owner uploads both logos, chooses a dark header and the portal shows the white one', async ({ page }) => {
  await signIn(page, 'owner@org1053.demo');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Preview of the home page' });
  // Before any upload the package's pair shows: the black logo on a light header and on documents.
  await expect(preview.locator('.org-preview-bar')).toHaveClass(/is-light/);

  for (const label of ['Logo, white (for dark backgrounds)', 'Logo, black (for light backgrounds)']) {
    const input = page.getByLabel(label, { exact: true });
    await input.setInputFiles(SWATCH);
    await expect(page.locator('label.upload-box').filter({ has: input }).getByRole('status')).toHaveText('File uploaded successfuly!', { timeout: 30_000 });
  }
  // Each preview sits on the background its logo is for.
  await expect(page.locator('.org-settings-logo.is-white .upload-box-preview')).toHaveCSS('background-color', 'rgb(21, 24, 29)');

  // The header style by keyboard: the select takes the dark style; the preview turns dark with the white logo.
  const style = page.getByLabel('Header', { exact: true });
  await expect(style.locator('option:checked')).toHaveText('Default: light, with the black logo');
  await style.focus();
  await style.selectOption({ label: 'Dark, with the white logo' });
  await expect(preview.locator('.org-preview-bar')).toHaveClass(/is-dark/);
  const whiteSrc = await preview.locator('.org-preview-bar img').getAttribute('src');
  expect(whiteSrc).toMatch(/^\/media\//);
  const blackSrc = await preview.locator('.org-preview-document img').getAttribute('src');
  expect(blackSrc).toMatch(/^\/media\//);
  expect(blackSrc).not.toBe(whiteSrc);
  await expectAccessible(page, 'settings-logos');
  await shot(page, 'org-logos/settings-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'settings-logos at 390');
  await shot(page, 'org-logos/settings-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // The portal takes it at once: a dark header with the uploaded white logo.
  await expect(page.getByRole('banner')).toHaveClass(/is-dark/);
  await expect(logoOf(page)).toHaveAttribute('src', whiteSrc!);
  await expectAccessible(page, 'settings-saved-dark-header');
  await shot(page, 'org-logos/settings-saved-1440');

  // Back as it was for other specs: the package's logos and header.
  await page.getByRole('button', { name: 'Remove white logo' }).click();
  await page.getByRole('button', { name: 'Remove black logo' }).click();
  await style.selectOption({ label: 'Default: light, with the black logo' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByRole('banner')).not.toHaveClass(/is-dark/);
  expect(await svgOf(page, logoOf(page))).toContain('NORDHOLZ');
});
