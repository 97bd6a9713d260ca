/**
 * Keyboard only (issue 20): a guest of organisation 850 starts a quote, fills Edit Order Details and
 * submits it without the mouse. Every dialog on the way keeps Tab inside itself and gives focus back
 * to the control that opened it when it closes; axe runs on each.
 */
import { expectAccessible } from './accessibility.ts';
import type { Locator } from '@playwright/test';
import { expect, signIn, test, type Page } from './fixtures.ts';
import { chooseByKeyboard, moreActions } from './order-menu.ts';

/** Tabs forward and backward well past the dialog's controls; focus must never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus left the dialog after ${i + 1} × ${key}`).toBe(true);
    }
  }
}

/** Tabs until the named control has focus (at most 80 stops), as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was not reached with Tab');
}

test('fill order details and submit with the keyboard only', async ({ page }) => {
  // Some 200 key presses with a focus check after each: a long walk on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, 'guest@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Keypad', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');

  // Edit Order Details, from the More actions menu: opened by keyboard, Tab stays inside, Escape
  // closes it and focus returns to the menu's button.
  const opener = moreActions(page);
  await tabTo(page, opener);
  await chooseByKeyboard(page, 'Edit Order Details');
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  await expect(dialog.getByLabel('Order name')).toBeFocused();
  await expectAccessible(page, 'order details popup (keyboard)');
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Fill every field the submit checks need, typing and tabbing only; Enter in a field saves.
  await chooseByKeyboard(page, 'Edit Order Details');
  await expect(dialog.getByLabel('Order name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Keyboard Quote');
  const typeInto = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
  };
  await typeInto(dialog.getByLabel('Company'), 'Harbor Builders');
  await typeInto(dialog.getByLabel('Contact emails'), 'buyer@harbor.example');
  await typeInto(dialog.getByLabel('Phone'), '555 010 1234');
  const delivery = dialog.getByRole('group', { name: 'Delivery address' });
  await typeInto(delivery.getByLabel('Street address', { exact: true }), '1 Harbor Way');
  await typeInto(delivery.getByLabel('City'), 'Oakland');
  await tabTo(page, delivery.getByLabel('State'));
  // A native select: typing the code picks it.
  await page.keyboard.type('CA');
  await expect(delivery.getByLabel('State')).toHaveValue('CA');
  await typeInto(delivery.getByLabel('Zip'), '94607');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboard Quote');

  // Submit: the confirmation traps focus, Enter on its main button submits, focus comes back.
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expectAccessible(page, 'submit confirmation (keyboard)');
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Order Submitted' })).toBeVisible();
  await expectAccessible(page, 'submitted quote (keyboard)');

  // The status update request by keyboard, and its alert closed by keyboard.
  const request = page.getByRole('button', { name: 'Request a status update' });
  await tabTo(page, request);
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Requested a status update successfully');
  await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(request).toBeFocused();
});
