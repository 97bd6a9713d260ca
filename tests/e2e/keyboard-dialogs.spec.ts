/**
 * Keyboard only (no mouse): sign in, start an order from a home tile's menu, and the dialogs met on
 * the way trap Tab inside, close on Escape and give focus back to their opener, including SHARE, a
 * button that is disabled while it fetches the link (its opener was lost to the page body before).
 */
import { expect, test, type Page } from './fixtures.ts';
import { chooseByKeyboard, moreActions } from './order-menu.ts';
import { expectAccessible } from './accessibility.ts';

/** Presses Tab (or Shift+Tab) `times` times, checking after each that focus is still inside `dialogName`. */
async function expectTabTrapped(page: Page, dialogName: string, times: number, key = 'Tab'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} #${i + 1} stays in ${dialogName}`).toBe(true);
  }
}

test('keyboard only: sign in, start an order from the tile menu, Share and Order details trap focus and give it back', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('owner@org850.demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveTitle(/Keystone Controls/);
  // The skip link leads past the header to the main landmark.
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The tile menu: one Tab stop, arrows move, Enter chooses.
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('menuitem').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).not.toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await expectAccessible(page, 'home tile menu (keyboard)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Keypads & Switch Plates' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');

  // SHARE: disabled while busy, yet focus comes back to it.
  const share = page.getByRole('button', { name: 'SHARE' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
  await expectTabTrapped(page, 'Share', 5);
  await expectTabTrapped(page, 'Share', 5, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Share' })).toHaveCount(0);
  await expect(share).toBeFocused();

  // Order details, from the More actions menu: trapped, Escape closes, focus back on the menu's button.
  const details = moreActions(page);
  await details.focus();
  await chooseByKeyboard(page, 'Edit Order Details');
  await expect(page.getByRole('dialog', { name: 'Order details' })).toBeVisible();
  await expectAccessible(page, 'order details (keyboard)');
  await expectTabTrapped(page, 'Order details', 10);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Order details' })).toHaveCount(0);
  await expect(details).toBeFocused();
});

const ROUTES_SIGNED_OUT = ['/sign-in', '/this/does-not-exist', '/404/order'];
const ROUTES_SIGNED_IN = ['/', '/orders', '/admin', '/admin/products'];

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const expectNoSidewaysScroll = async (page: Page, route: string) => {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, `${route} is ${widths.page}px wide in a ${widths.viewport}px viewport`).toBeLessThanOrEqual(widths.viewport);
  };

  test('no route is wider than the screen (organisations 850 and 1798)', async ({ page }) => {
    test.slow();
    for (const route of ROUTES_SIGNED_OUT) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, route);
    }
    for (const email of ['owner@org850.demo', 'owner@org1798.demo']) {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      for (const route of ROUTES_SIGNED_IN) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, `${email} ${route}`);
      }
      // An order page: the first order in the list (cards at this width).
      await page.goto('/orders');
      await page.getByRole('list', { name: 'Orders' }).getByRole('link').first().click();
      await expect(
        page
          .getByTestId('active-item-title')
          .or(page.getByRole('dialog', { name: 'Add an item' }))
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, `${email} order page`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/sign-in/);
    }
  });
});
