/**
 * The order header's More actions menu (issue 31): the order page's secondary actions (Edit Order
 * Details, View Cart, Order Info, Cancel Order, Duplicate, Archive, Delete ...) are its entries.
 */
import { expect, type Page } from './fixtures.ts';

export const moreActions = (page: Page) => page.getByRole('button', { name: 'More actions' });
export const moreMenu = (page: Page) => page.getByRole('menu', { name: 'More actions' });

/** Opens the More actions menu and chooses an entry by its exact name. */
export async function chooseOrderAction(page: Page, name: string): Promise<void> {
  await moreActions(page).click();
  await moreMenu(page).getByRole('menuitem', { name, exact: true }).click();
  await expect(moreMenu(page)).toHaveCount(0);
}

/** The entries of the More actions menu, in order (the menu is closed again). */
export async function orderActionNames(page: Page): Promise<string[]> {
  await moreActions(page).click();
  // The menu's code loads on the first press: wait for its entries before reading them.
  await expect(moreMenu(page).getByRole('menuitem').first()).toBeVisible();
  const names = await moreMenu(page).getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(moreMenu(page)).toHaveCount(0);
  return names.map((n) => n.trim());
}

/**
 * An order action wherever the header offers it: its primary button for the step when it is one
 * (e.g. Submit once the order is named), else its entry in the More actions menu.
 */
export async function pressOrderAction(page: Page, name: string): Promise<void> {
  const primary = page.locator('.order-header-actions').getByRole('button', { name, exact: true });
  if (await primary.isVisible()) await primary.click();
  else await chooseOrderAction(page, name);
}

/** With the More actions button focused: Enter opens the menu, arrows move to the entry, Enter chooses it. */
export async function chooseByKeyboard(page: Page, name: string): Promise<void> {
  await expect(moreActions(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const item = moreMenu(page).getByRole('menuitem', { name, exact: true });
  await expect(moreMenu(page).getByRole('menuitem').first()).toBeFocused();
  for (let i = 0; i < 15 && !(await item.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moreMenu(page)).toHaveCount(0);
}
