/**
 * The order page's History line and Notes button take no row of their own (issue 31): closed, History
 * sits on the status steps' row and the Notes button on the active item's bar row, at 1440 × 900; on a
 * phone the Notes button may wrap. History opens with the keyboard and then takes the full width.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The vertical middle of one box lies inside the other's height: the two share a row. */
async function shareARow(page: Page, a: string, b: string): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([page.locator(a).first().boundingBox(), page.locator(b).first().boundingBox()]);
  if (!boxA || !boxB) return false;
  const middle = boxB.y + boxB.height / 2;
  return middle >= boxA.y && middle <= boxA.y + boxA.height;
}

test('History and Notes sit on the rows beside them; History opens by keyboard', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders/1');
  const history = page.locator('.order-history > summary');
  await expect(history).toHaveText(/^History \(\d+\)$/);
  const notes = page.getByRole('button', { name: /^Notes/ });
  await expect(notes).toBeVisible();
  expect(await shareARow(page, '.status-dots', '.order-history > summary')).toBe(true);
  expect(await shareARow(page, '.active-bar', '.item-notes-row button')).toBe(true);
  await expectAccessible(page, 'order page, compact history and notes');
  await shot(page, 'order-compact-1440');

  // Keyboard: the summary is a Tab stop; Enter opens the history below the steps, full width.
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.order-history')).toHaveAttribute('open', '');
  expect(await shareARow(page, '.status-dots', '.order-history > summary')).toBe(false);
  await page.keyboard.press('Enter');
  await expect(page.locator('.order-history')).not.toHaveAttribute('open', '');

  await page.setViewportSize(PHONE);
  await expect(notes).toBeVisible();
  await expect(history).toBeVisible();
  await shot(page, 'order-compact-390');
});
