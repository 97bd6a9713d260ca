/**
 * Mural drawing sheets a fabricator trusts (issue 33 items 5–7), on organisation 1798's demo arch
 * project: the viewport's Notes popup writes every drawing note (by keyboard, checked with axe) and
 * the mural pages print them; the Mural Rendering sheet draws the Meadow artwork, not a flat box; the
 * Elevation Layout's overall width is the wall's 26′-0″ (312"), not the padded box round its label;
 * every mural sheet says its standard scale. Screenshots of each sheet at 1440 × 900 and 1024 × 768.
 */
import { mkdirSync } from 'node:fs';
import { expect, saveShot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SHOTS = '.tmp/shots-sheets';
mkdirSync(SHOTS, { recursive: true });

const MURAL_PAGES = [
  ['murals-elevation-layout', 'Elevation Layout'],
  ['murals-rendering', 'Mural Rendering'],
  ['murals-print-panel-layout', 'Print Panel Layout'],
  ['murals-installer-layout', 'Installer Layout'],
] as const;
const sheet = (page: Page, typeId: string) => page.locator(`[data-page-type="${typeId}"]`);

/** Notes the demo leaves empty, with the page that prints each (so the demo's own notes stay as they are). */
const NEW_NOTES = [
  { label: 'Mural Area', text: 'Area stops 2 in short of the ceiling.', typeId: 'murals-elevation-layout' },
  { label: 'Mural', text: 'Scale the artwork to the full wall.', typeId: 'murals-rendering' },
  { label: 'Panels', text: 'Number panels on the back, top left.', typeId: 'murals-print-panel-layout' },
  { label: 'Mismatch', text: 'Mismatch at the window return is accepted.', typeId: 'murals-installer-layout' },
] as const;

async function openNotes(page: Page) {
  await page.goto('/orders/1');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'North Wall', exact: true }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('North Wall');
  await page.locator('.plan-view-bar').getByRole('button', { name: 'Notes', exact: true }).click();
  return page.getByRole('dialog', { name: 'Notes: North Wall' });
}

test('viewport notes written in the Notes popup, by keyboard, are printed on the mural pages', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'owner@org1798.demo');
  const dialog = await openNotes(page);
  // Every drawingNotesData field, with the demo's notes in place.
  for (const label of ['General', 'Product Spec', 'Mural Area', 'Mural', 'Panels', 'Critical Panel Alignment', 'Seams', 'Mismatch']) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('General', { exact: true })).toHaveValue('Verify wall dimensions on site before printing.');
  // Each field says which pages print it.
  await expect(dialog.getByLabel('Mismatch', { exact: true })).toHaveAccessibleDescription('On Installer Layout');
  await expect(dialog.getByLabel('General', { exact: true })).toHaveAccessibleDescription(
    'On Elevation Layout, Mural Rendering, Print Panel Layout, Installer Layout',
  );
  await expectAccessible(page, 'mural-notes-popup');
  await saveShot(page, `${SHOTS}/notes-popup-1440.png`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await saveShot(page, `${SHOTS}/notes-popup-1024.png`);
  await page.setViewportSize({ width: 1440, height: 900 });

  // By keyboard: focus starts in the dialog; Tab reaches each field in turn, typing fills it.
  for (const note of NEW_NOTES) {
    const field = dialog.getByLabel(note.label, { exact: true });
    for (let i = 0; i < 20 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(note.text);
  }
  for (let i = 0; i < 20 && !(await dialog.getByRole('button', { name: 'Save notes' }).evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');

  // Read back after a reload: the popup shows what was saved.
  await page.reload();
  const again = await openNotes(page);
  await expect(again.getByLabel('Mismatch', { exact: true })).toHaveValue(NEW_NOTES[3].text);
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);

  await page.goto('/orders/1/drawings');
  for (const note of NEW_NOTES)
    await expect(sheet(page, note.typeId).getByRole('region', { name: 'Drawing notes' })).toContainText(`${note.label}: ${note.text}`);
  // The demo's notes are still printed beside them.
  await expect(sheet(page, 'murals-elevation-layout')).toContainText('Product Spec: Meadow on Standard Commercial');

  // Emptied again (the demo project is shared with other tests): an empty field is not printed.
  const last = await openNotes(page);
  for (const note of NEW_NOTES) await last.getByLabel(note.label, { exact: true }).fill('');
  await last.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');
  await page.goto('/orders/1/drawings');
  await expect(sheet(page, 'murals-installer-layout')).not.toContainText('Mismatch:');
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`the mural sheets show the artwork, the wall's size and their scale (${size.width}x${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'owner@org1798.demo');
    await page.goto('/orders/1/drawings');
    for (const [typeId] of MURAL_PAGES) await expect(sheet(page, typeId)).toHaveCount(1);

    // The Mural Rendering carries the Meadow artwork, cut to the wall: an image, not a flat box.
    const rendering = sheet(page, 'murals-rendering').getByTestId('sheet-drawing');
    await expect(rendering.locator('image[href*="demo-1798-meadow"]')).toHaveCount(1);
    await expect(rendering).not.toContainText('Meadow');
    // So do the Elevation Layout and each panel of the Print Panel Layout.
    await expect(sheet(page, 'murals-elevation-layout').getByTestId('sheet-drawing').locator('image[href*="demo-1798-meadow"]')).toHaveCount(1);
    await expect(sheet(page, 'murals-print-panel-layout').getByTestId('sheet-drawing').locator('image[href*="demo-1798-meadow"]')).not.toHaveCount(0);

    // The overall width is the wall's (312" = 26′-0″, 108" = 9′-0″), not the box round its label (332" × 238").
    const overlay = sheet(page, 'murals-elevation-layout').getByTestId('sheet-drawing').locator('g.overlay text');
    await expect(overlay).toHaveText(['26′-0″', '9′-0″']);
    // The Print Panel Layout's panels are apart: each says its size, no line measures the gaps between them.
    await expect(sheet(page, 'murals-print-panel-layout').getByTestId('sheet-drawing').locator('g.overlay')).toHaveCount(0);

    for (const [typeId, title] of MURAL_PAGES) {
      const s = sheet(page, typeId);
      // A standard scale, said as a scale rule reads it; never 'Reduced to fit'.
      await expect(s.getByTestId('sheet-scale')).toHaveText(/^Scale \d+(\/\d+)?" = 1′-0″ \(1:\d+\)$/);
      await s.scrollIntoViewIfNeeded();
      await saveShot(s, `${SHOTS}/${title.replaceAll(' ', '-').toLowerCase()}-${size.width}.png`);
    }
    await expectAccessible(page, `mural-sheets-${size.width}`);
  });
}
