/**
 * The steps of configuring an item in the browser, shared by the drawing specs: start an item from a
 * home tile's menu, choose an option through its chip, type a dimension in its popup.
 */
import { expect, type Page } from './fixtures.ts';
import { chooseOrderAction, orderActionNames } from './order-menu.ts';

/** An option chip, named "Property: option" once chosen or "Choose Property" while empty. */
export const chip = (page: Page, property: string) => page.getByRole('button', { name: new RegExp(`^(${property}: |Choose ${property}$)`) });

/** Starts a new item of a product from a home tile's menu (the home page must be open). */
export async function startItem(page: Page, tile: string, product: string): Promise<void> {
  await page.getByRole('button', { name: tile }).click();
  await page.getByRole('menuitem', { name: product, exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText(product);
}

export async function choose(page: Page, property: string, option: string): Promise<void> {
  await chip(page, property).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(chip(page, property)).toHaveAccessibleName(`${property}: ${option}`);
}

/** Types a dimension in its popup (labelled with its unit) and confirms with Enter. */
export async function setDimension(page: Page, property: string, typed: string): Promise<void> {
  await chip(page, property).click();
  const popup = page.getByRole('dialog', { name: property });
  const input = popup.getByLabel(new RegExp(`^${property} \\((mm|in)\\)$`));
  await input.fill(typed);
  await input.press('Enter');
  await expect(popup).toHaveCount(0);
}

/** Opens the cart side panel from the More actions menu (its visibility is remembered per user, so it may already be open). */
export async function openCart(page: Page) {
  const names = await orderActionNames(page);
  if (names.includes('View Cart')) await chooseOrderAction(page, 'View Cart');
  const cart = page.locator('.cart-panel');
  await expect(cart).toBeVisible();
  return cart;
}

/** Closes the cart side panel again, as the other tests of the same user expect it. */
export async function closeCart(page: Page): Promise<void> {
  await chooseOrderAction(page, 'Hide Cart');
  await expect(page.locator('.cart-panel')).toHaveCount(0);
}
