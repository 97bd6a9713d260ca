/**
 * Item titles and deleting items (spec orders §5), as organisation 850's owner: the Hotel Keypad
 * requires a title, asked in the item title popup (at most 30 characters, Enter submits, empty refused
 * with the spec's message), renamed in the active-item bar (40 at most, Escape cancels, empty refused
 * with the bar's wording); a new item goes after the active one; deleting asks 'Are you sure?', moves
 * the selection to the previous item or the first, and the last deletion opens the create-item view.
 */
import { expect, openNewItem, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const rows = (page: Page) => page.getByRole('complementary', { name: 'Items' }).locator('.item-row-title');
const activeTitle = (page: Page) => page.getByTestId('active-item-title');
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add an item' });

async function addItem(page: Page, product: string): Promise<void> {
  await openNewItem(page);
  await addDialog(page)
    .getByRole('button', { name: new RegExp(`^${product}`) })
    .click();
}

async function deleteActive(page: Page, answer: 'Delete' | 'Cancel'): Promise<void> {
  await page.getByRole('button', { name: 'Delete item' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure?', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toHaveCount(0);
}

test('item title popup, new item position and deleting items', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  // Started from the home page, a Hotel Keypad order opens on the create-item view, then the title popup.
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Hotel Keypad', exact: true }).click();
  await addDialog(page)
    .getByRole('button', { name: /^Hotel Keypad/ })
    .click();

  // The title popup: focused field, empty refused with the spec's message, 30 characters at most.
  const popup = page.getByRole('dialog', { name: 'Name this Hotel Keypad' });
  const field = popup.getByLabel('Identifier / description');
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('alert')).toHaveText('This item can not be added without an identifier/description.');
  await popup.getByRole('button', { name: 'Add item' }).click();
  await expect(popup.getByRole('alert')).toHaveText('This item can not be added without an identifier/description.');
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page, 'item-title-empty');
  await shot(page, 'item-title-empty');
  await field.pressSequentially('Presidential suite, east wing, floor 12');
  await expect(field).toHaveValue('Presidential suite, east wing,');
  await field.fill('Suite 101');
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(activeTitle(page)).toHaveText('Suite 101');

  // The active-item bar edits the title in place: 40 characters at most, Enter or leaving the field
  // saves, Escape cancels, and empty is refused with the bar's wording (nothing saved).
  const bar = page.getByRole('region', { name: 'Active item' });
  const barField = bar.getByRole('textbox', { name: 'Item title' });
  await activeTitle(page).click();
  await expect(barField).toBeFocused();
  await expect(barField).toHaveValue('Suite 101');
  await barField.fill('');
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('alert')).toHaveText('This item must have an identifier/description.');
  await expectAccessible(page, 'item-title-bar-empty');
  await shot(page, 'item-title-bar-empty');
  await page.keyboard.press('Escape');
  await expect(barField).toHaveCount(0);
  await expect(activeTitle(page)).toHaveText('Suite 101');
  await bar.getByRole('button', { name: 'Edit item title' }).click();
  await barField.fill('');
  await barField.pressSequentially('Presidential suite, east wing, floor 12, door B');
  await expect(barField).toHaveValue('Presidential suite, east wing, floor 12,');
  await expectAccessible(page, 'item-title-bar-editing');
  await shot(page, 'item-title-bar-editing');
  await page.keyboard.press('Enter');
  await expect(activeTitle(page)).toHaveText('Presidential suite, east wing, floor 12,');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(activeTitle(page)).toHaveText('Presidential suite, east wing, floor 12,');
  await expect(rows(page)).toHaveText(['Presidential suite, east wing, floor 12,']);
  await activeTitle(page).click();
  await barField.fill('Suite 101');
  await page.getByRole('heading', { name: 'Items' }).click(); // leaving the field saves
  await expect(activeTitle(page)).toHaveText('Suite 101');
  await expect(rows(page)).toHaveText(['Suite 101']);

  // A product without the flag is added at once; a new item goes right after the active one.
  await addItem(page, 'Keypad');
  await expect(page.getByText('Item 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous item' }).click();
  await addItem(page, 'Switch Plate');
  await expect(page.getByText('Item 2 of 3')).toBeVisible();
  await expect(rows(page)).toHaveText(['Suite 101', 'Switch Plate', 'Keypad']);

  // Delete: Cancel keeps the item; Delete moves the selection to the previous item.
  await deleteActive(page, 'Cancel');
  await expect(rows(page)).toHaveCount(3);
  await deleteActive(page, 'Delete');
  await expect(rows(page)).toHaveText(['Suite 101', 'Keypad']);
  await expect(activeTitle(page)).toHaveText('Suite 101');
  await expect(page.getByText('Item 1 of 2')).toBeVisible();

  // The first item has no previous one: the selection moves to the (new) first item.
  await deleteActive(page, 'Delete');
  await expect(rows(page)).toHaveText(['Keypad']);
  await expect(activeTitle(page)).toHaveText('Keypad');

  // Deleting the last item opens the create-item view.
  await deleteActive(page, 'Delete');
  await expect(addDialog(page)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page, 'item-deleted-last');
  await shot(page, 'item-deleted-last');
});
