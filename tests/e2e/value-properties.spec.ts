/**
 * The option popup of the non-select property types (organisation 1053's doors, in millimetres):
 * dimensions keep only digits and the dot, are rounded to their interval within their bounds; a
 * checkbox; and apply-to-all with both of the spec's confirmation wordings.
 */
import { expect, openNewItem, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const chip = (page: Page, property: string) => page.getByRole('button', { name: new RegExp(`^(${property}: |Choose ${property}$)`) });

async function setDimension(page: Page, property: string, typed: string): Promise<void> {
  await chip(page, property).click();
  const popup = page.getByRole('dialog', { name: property });
  await popup.getByLabel(`${property} (mm)`).fill(typed);
  await popup.getByLabel(`${property} (mm)`).press('Enter');
  await expect(popup).toHaveCount(0);
}

test('dimensions, checkbox and apply-to-all on organisation 1053 doors', async ({ page }) => {
  await signIn(page, 'owner@org1053.demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to the .+ Configurator$/);
  await page.getByRole('button', { name: 'Slab Doors' }).click();
  await page.getByRole('menuitem', { name: 'Slab Door', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Slab Door');
  const price = page.getByTestId('item-price');
  // Priced by area: with a height the width changes the price.
  await setDimension(page, 'Height', '2000');
  await expect(chip(page, 'Height')).toHaveAccessibleName('Height: 2000 mm');
  const firstPrice = await price.textContent();

  // Numeric input keeps only digits and the dot; the stored value is rounded to the interval.
  await chip(page, 'Width').click();
  const popup = page.getByRole('dialog', { name: 'Width' });
  await popup.getByLabel('Width (mm)').fill('850.4 mm');
  await expect(popup.getByLabel('Width (mm)')).toHaveValue('850.4');
  await expectAccessible(page, 'value-popup-dimensions');
  await shot(page, 'value-popup-dimensions');
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 850 mm');
  await expect(price).not.toHaveText(firstPrice ?? '');

  // Capped at the maximum, raised to the minimum.
  await setDimension(page, 'Width', '5000');
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 1200 mm');
  await setDimension(page, 'Width', '10');
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 300 mm');

  // Escape leaves the value as it was.
  await chip(page, 'Width').click();
  await page.getByRole('dialog', { name: 'Width' }).getByLabel('Width (mm)').fill('999');
  await page.keyboard.press('Escape');
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 300 mm');

  // A checkbox property.
  await chip(page, 'Handle Preparation').click();
  const checkbox = page.getByRole('dialog', { name: 'Handle Preparation' }).getByRole('checkbox');
  await checkbox.check();
  await page.getByRole('dialog', { name: 'Handle Preparation' }).getByRole('button', { name: 'Done' }).click();
  await expect(chip(page, 'Handle Preparation')).toHaveAccessibleName('Handle Preparation: Yes');

  // Apply to all: every other item supports the width.
  await openNewItem(page);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: /^Slab Door/ })
    .click();
  await expect(page.getByText('Item 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous item' }).click();
  await expect(page.getByText('Item 1 of 2')).toBeVisible();
  await chip(page, 'Width').click();
  await page.getByRole('dialog', { name: 'Width' }).getByLabel('Width (mm)').fill('900');
  await page.getByRole('dialog', { name: 'Width' }).getByRole('button', { name: 'Apply to all' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure? This option will be applied to all products in your order', { exact: true })).toBeVisible();
  await expectAccessible(page, 'apply-to-all-confirm');
  await shot(page, 'apply-to-all-confirm');
  await confirm.getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('button', { name: 'Next item' }).click();
  await expect(page.getByText('Item 2 of 2')).toBeVisible();
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 900 mm');

  // With an item that has no width, the question says 'that support it'; cancelling changes nothing.
  await openNewItem(page);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: /^Cabinet Front/ })
    .click();
  // Cabinet fronts need an identifier before they are added.
  const naming = page.getByRole('dialog', { name: 'Name this Cabinet Front' });
  await naming.getByLabel('Identifier / description').fill('Pantry');
  await naming.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Item 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous item' }).click();
  await chip(page, 'Width').click();
  await page.getByRole('dialog', { name: 'Width' }).getByLabel('Width (mm)').fill('1000');
  await page.getByRole('dialog', { name: 'Width' }).getByRole('button', { name: 'Apply to all' }).click();
  await expect(
    page.getByRole('alertdialog').getByText('Are you sure? This option will be applied to all products in your order that support it', { exact: true }),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 1000 mm');
  await page.getByRole('button', { name: 'Previous item' }).click();
  await expect(chip(page, 'Width')).toHaveAccessibleName('Width: 900 mm');
});
