/**
 * Issue 2's slice through every layer: the owner of organisation 850 signs in, sees the Client Portal
 * title, starts an order with a switch plate, changes the plate size and sees the drawing change,
 * and sets the quantity to 0 and sees 1.
 */
import { expect, openNewItem, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('owner of 850 creates an order with a switch plate and reconfigures it', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to the .+ Client Portal$/);
  await expect(page.getByRole('link', { name: 'My Quotes' })).toBeVisible();
  await expectAccessible(page, 'home-850');
  await shot(page, 'home-850');

  // The singleProduct tile opens a dropdown; Escape closes it.
  const tile = page.getByRole('button', { name: 'Keypads & Switch Plates' });
  await tile.click();
  await expect(page.getByRole('menuitem', { name: 'Switch Plate', exact: true })).toBeVisible();
  await expectAccessible(page, 'home-850-dropdown');
  await shot(page, 'home-850-dropdown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Switch Plate', exact: true })).toHaveCount(0);

  await tile.click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toBeVisible();

  const drawing = page.getByTestId('item-drawing');
  await expect(drawing.locator('.drawing-svg > svg')).toBeVisible();
  const before = {
    width: await drawing.getAttribute('data-drawing-width'),
    image: await drawing.locator('.drawing-svg > svg').evaluate((svg) => svg.outerHTML),
  };

  // Change the plate size: the drawing is redrawn at the new size.
  await page.getByRole('button', { name: /^(Plate Size:|Choose Plate Size$)/ }).click();
  await page.getByRole('option', { name: /^207 × 82 mm$/ }).click();
  await expect(page.getByRole('button', { name: 'Plate Size: 207 × 82 mm' })).toBeVisible();
  await expect(drawing).not.toHaveAttribute('data-drawing-width', before.width ?? '');
  const after = await drawing.locator('.drawing-svg > svg').evaluate((svg) => svg.outerHTML);
  expect(after).not.toBe(before.image);
  await expectAccessible(page, 'order-850-plate-size');
  await shot(page, 'order-850-plate-size');

  // Quantity 0 becomes 1 on commit; 3 stays 3 and is saved.
  const quantity = page.getByLabel('Qty');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('abc');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('1');

  // The choice and quantity were saved: a reload shows them.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Plate Size: 207 × 82 mm' })).toBeVisible();
  await expect(page.getByLabel('Qty')).toHaveValue('1');
});

test('the create-item popup lists the products a guest may add', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  // Members' and owners' products are not offered to guests.
  await expect(page.getByRole('menuitem', { name: 'Dimmer Plate', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
  await openNewItem(page);
  const popup = page.getByRole('dialog', { name: 'Add an item' });
  await expect(popup.getByRole('button', { name: /Switch Plate/ })).toBeVisible();
  await expect(popup.getByRole('button', { name: /Dimmer Plate/ })).toHaveCount(0);
  await expectAccessible(page, 'order-create-item');
  await shot(page, 'order-create-item');
  await popup.getByRole('button', { name: /Switch Plate/ }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  await expect(page.getByText('Item 2 of 2')).toBeVisible();
});

test('a multipleProducts tile starts an order at once, and resource tiles open in a new tab', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByRole('link', { name: /Product Catalogue/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Back Boxes' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  // No item yet: the create-item popup opens, listing the category's stocked products among others.
  const popup = page.getByRole('dialog', { name: 'Add an item' });
  await expect(popup.getByRole('button', { name: /^Mud ring/ })).toBeVisible();
  await popup.getByRole('button', { name: /^Mud ring/ }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Mud ring');
  // Deleting the last item opens the create-item view again.
  await page.getByRole('button', { name: 'Delete item' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Add an item' })).toBeVisible();
});
