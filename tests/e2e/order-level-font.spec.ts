/**
 * An order-level property in the browser (spec orders §5): organisation 850's Engraving Font says
 * 'applies to all items in order'; a font chosen on one keypad shows on the other; a font that would
 * leave the Keypad's Button Style without options is refused with the exact 'Oops…' message and
 * changes neither item, also after a reload (the server holds the same values); a keypad added
 * afterwards already has the order's font.
 */
import { expect, openNewItem, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const chip = (page: Page, property: string) => page.getByRole('button', { name: new RegExp(`^(${property}: |Choose ${property}$)`) });
const fontChip = (page: Page) => chip(page, 'Engraving Font');
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

async function chooseFont(page: Page, font: string): Promise<void> {
  await fontChip(page).click();
  await page.getByRole('option', { name: font }).click();
}

test('an order-level engraving font applies to every keypad of the order, or to none', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
  await openNewItem(page);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: /^Scene Keypad/ })
    .click();
  await expect(page.getByText('Item 2 of 2')).toBeVisible();

  const fontProperty = page.locator('.prop[data-property-id="113"]');
  await expect(fontProperty.getByText('applies to all items in order', { exact: true })).toBeVisible();

  // Chosen on the scene keypad, the font shows on the keypad too.
  await chooseFont(page, 'Classic Serif');
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  await saved(page);
  await page.getByRole('button', { name: 'Previous item' }).click();
  await expect(page.getByText('Item 1 of 2')).toBeVisible();
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  await expectAccessible(page, 'order-level-font-applied');
  await shot(page, 'order-level-font-applied');

  // Backlit Stencil would leave the Keypad without a button style: refused, nothing changes.
  await chooseFont(page, 'Backlit Stencil');
  await expect(page.getByRole('alert').filter({ hasText: 'Oops' })).toHaveText(
    'Oops selecting this option means Button Style will not have any options. Please select another option or update your other options.',
  );
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  await expectAccessible(page, 'order-level-font-oops');
  await shot(page, 'order-level-font-oops');
  await page.getByRole('button', { name: 'Next item' }).click();
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  // Refused on the scene keypad too, since the order holds a Keypad.
  await chooseFont(page, 'Backlit Stencil');
  await expect(page.getByRole('alert').filter({ hasText: 'Oops' })).toContainText('Button Style will not have any options');

  await page.reload();
  await expect(page.getByText('Item 2 of 2').or(page.getByText('Item 1 of 2'))).toBeVisible();
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  await page
    .getByRole('button', { name: /Previous item|Next item/ })
    .and(page.locator(':not([disabled])'))
    .click();
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');

  // A third keypad added now already has the order's font: the server gives it on create.
  await openNewItem(page);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: /^Keypad/ })
    .click();
  await expect(page.getByText(/^Item \d of 3$/)).toBeVisible();
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
  await expect(fontChip(page)).toHaveAccessibleName('Engraving Font: Classic Serif');
  await expectAccessible(page, 'order-level-font-new-item');
  await shot(page, 'order-level-font-new-item');
});
