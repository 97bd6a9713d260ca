/**
 * Issue 3 in the browser: the owner of organisation 850 configures a keypad with the keyboard only,
 * meets an unavailable option with the rule engine's reason, is refused a selection with the exact
 * 'Oops…' message, types an engraving and sees it on the drawing, and sees item and order prices change.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const chip = (page: Page, property: string) => page.getByRole('button', { name: new RegExp(`^(${property}: |Choose ${property}$)`) });
const itemPrice = (page: Page) => page.getByTestId('item-price');
const orderTotal = (page: Page) => page.getByTestId('order-total');

/** Opens a property's option list from its chip with the keyboard. */
async function openWithKeyboard(page: Page, property: string): Promise<void> {
  await chip(page, property).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: `Search ${property} options` });
  await expect(search.or(page.getByRole('listbox', { name: `${property} options` })).first()).toBeFocused();
}

test('configure a keypad for organisation 850 by keyboard only', async ({ page }) => {
  // Many steps, each screen and popup checked by axe on a shared two-core machine.
  test.slow();
  await signIn(page, 'owner@org850.demo');

  // Start a quote for a keypad from the home tile, by keyboard.
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Keypad', exact: true })).toBeFocused();
  await expectAccessible(page, 'home tile menu');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
  const firstPrice = await itemPrice(page).textContent();
  const firstTotal = await orderTotal(page).textContent();

  // More than 10 plate sizes: a search box, case-insensitive, with 'No relevant results'.
  await openWithKeyboard(page, 'Plate Size');
  const plateSearch = page.getByRole('searchbox', { name: 'Search Plate Size options' });
  await expect(plateSearch).toBeFocused();
  await page.keyboard.type('no such plate');
  await expect(page.getByText('No relevant results')).toBeVisible();
  await plateSearch.fill('');
  await page.keyboard.type('117 × 117');
  await page.keyboard.press('Enter');
  await expect(chip(page, 'Plate Size')).toHaveAccessibleName('Plate Size: 117 × 117 mm');
  await expect(chip(page, 'Plate Size')).toBeFocused();

  // Ten layouts: no search box. Down moves a row (two per row without thumbnails), right one step.
  await openWithKeyboard(page, 'Layout');
  await expect(page.getByRole('searchbox', { name: 'Search Layout options' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(chip(page, 'Layout')).toHaveAccessibleName('Layout: 2 × 2 buttons');

  // Enter chooses the highlighted option and closes the list.
  await openWithKeyboard(page, 'Plate Finish');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('option', { name: 'Antique Brass' })).toHaveClass(/is-highlighted/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Plate Finish options' })).toHaveCount(0);
  await expect(chip(page, 'Plate Finish')).toHaveAccessibleName('Plate Finish: Antique Brass');

  // The price follows the server's recomputation.
  await expect(itemPrice(page)).not.toHaveText(firstPrice ?? '');
  await expect(orderTotal(page)).not.toHaveText(firstTotal ?? '');

  // An incompatible option stays listed, greyed, with its reason on keyboard focus.
  await openWithKeyboard(page, 'Mechanism Finish');
  const chrome = page.getByRole('option', { name: 'Polished Chrome' });
  await expect(chrome).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(chrome).toHaveClass(/is-highlighted/);
  const reason = page.getByRole('tooltip');
  await expect(reason).toHaveText('Not available with Antique Brass (Plate Finish)');
  await expect(chrome).toHaveAttribute('aria-describedby', (await reason.getAttribute('id'))!);
  await expectAccessible(page, 'keypad-unavailable-reason');
  await shot(page, 'keypad-unavailable-reason');
  await page.keyboard.press('Enter');
  await expect(chrome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chip(page, 'Mechanism Finish')).toBeFocused();
  await expect(chip(page, 'Mechanism Finish')).toHaveAccessibleName('Choose Mechanism Finish');

  // A made-to-order finish raises the organisation's lead-time alert.
  await openWithKeyboard(page, 'Mechanism Finish');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toContainText('24 weeks');
  await expectAccessible(page, 'lead-time notice');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(chip(page, 'Mechanism Finish')).toHaveAccessibleName('Mechanism Finish: Satin Brass');

  // A choice that would leave another property without options is refused with the spec's message.
  await openWithKeyboard(page, 'Back Box');
  const mudRing = page.getByRole('option', { name: 'Mud ring' });
  for (let step = 0; step < 4 && !(await mudRing.evaluate((e) => e.classList.contains('is-highlighted'))); step++) await page.keyboard.press('ArrowRight');
  await expect(mudRing).toHaveClass(/is-highlighted/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Oops' })).toHaveText(
    'Oops selecting this option means Fixing will not have any options. Please select another option or update your other options.',
  );
  await expect(chip(page, 'Back Box')).not.toHaveAccessibleName('Back Box: Mud ring');
  await expectAccessible(page, 'keypad-oops');
  await shot(page, 'keypad-oops');

  // Engravings: the owner turns custom engravings on directly, types, and sees the text drawn.
  const engravingSwitch = page.getByRole('switch', { name: 'Custom engravings' });
  await engravingSwitch.focus();
  await page.keyboard.press('Space');
  await expect(engravingSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Engraving text is case-sensitive.')).toBeVisible();
  const line1 = page.getByRole('group', { name: 'Mechanism 1 above' }).getByLabel('LINE 1');
  await line1.focus();
  await page.keyboard.type('Lobby');
  const drawing = page.getByTestId('item-drawing');
  await expect(drawing).toHaveAttribute('data-drawing-texts', /Lobby/);
  await page.keyboard.press('Tab');
  await expectAccessible(page, 'keypad-engraving');
  await shot(page, 'keypad-engraving');

  // Saved on leaving the field: a reload still draws it.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('item-drawing')).toHaveAttribute('data-drawing-texts', /Lobby/);
  await expect(page.getByRole('group', { name: 'Mechanism 1 above' }).getByLabel('LINE 1')).toHaveValue('Lobby');
});

test('engraving wider than the plate allows is marked over the limit', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await page.getByRole('switch', { name: 'Custom engravings' }).click();
  const line1 = page.getByRole('group', { name: 'Mechanism 1 above' }).getByLabel(/^LINE 1/);
  await line1.fill('A VERY LONG ENGRAVING LINE');
  await line1.press('Tab');
  await expect(page.getByRole('group', { name: 'Mechanism 1 above' }).getByText('(over limit)')).toBeVisible();
  await expect(page.getByText('This item has an invalid configuration. Please update it to have no red options on the right.')).toBeVisible();
  await expectAccessible(page, 'keypad-over-limit');
  await shot(page, 'keypad-over-limit');
  await line1.fill('ON');
  await line1.press('Tab');
  await expect(page.getByText('(over limit)')).toHaveCount(0);
});

test('a member confirms before turning on custom engravings', async ({ page }) => {
  await signIn(page, 'member@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await page.getByRole('switch', { name: 'Custom engravings' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'member: custom engravings confirm');
  await expect(confirm).toContainText(
    'Custom engravings do not enforce design constraints. All custom designs will be reviewed and may be rejected if they are not feasible for production. Are you sure you want to proceed?',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name: 'Custom engravings' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Custom engravings' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('switch', { name: 'Custom engravings' })).toHaveAttribute('aria-checked', 'true');
});

test('a compact button takes one engraving line', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await page.getByRole('switch', { name: 'Custom engravings' }).click();
  const above = page.getByRole('group', { name: 'Mechanism 1 above' });
  await expect(above.getByLabel('LINE 2')).toBeVisible();
  await chip(page, 'Button Style').click();
  await page.getByRole('option', { name: 'Compact button (one engraving line)' }).click();
  await expect(above.getByLabel('LINE 1')).toBeVisible();
  await expect(above.getByLabel('LINE 2')).toHaveCount(0);
  // Symbols: one of the 65 symbols, shown as pictures with their names, instead of text.
  // The Text / Symbol radio group: one Tab stop, arrow keys choose.
  await above.getByRole('radio', { name: 'Text' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(above.getByRole('radio', { name: 'Symbol' })).toBeChecked();
  const symbols = above.getByRole('grid', { name: 'Mechanism 1 above symbol' });
  await expect(symbols.getByRole('row')).toHaveCount(65);
  await symbols.getByRole('row', { name: 'Plus', exact: true }).click();
  // The symbol is drawn as its artwork (a path), where the engraving line goes.
  await expect(page.getByTestId('item-drawing')).toHaveAttribute('data-drawing-ids', /(^|\|)engraving-27-0-above-0(\||$)/);
  await above.getByRole('button', { name: 'Clear Mechanism 1 above' }).click();
  await expect(page.getByTestId('item-drawing')).not.toHaveAttribute('data-drawing-ids', /(^|\|)engraving-27-0-above-0(\||$)/);
});
