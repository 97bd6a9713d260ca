/**
 * Organisation 850's push of a guest to its task tool (spec catalogue §7; issue 34 item 4, issue 35
 * item 3): the guests table's Monday column (a column its package adds, guest-row-columns) keeps the
 * guest's item id, and 'Push to Monday' sends the guest through the package's call and its Monday
 * integration; with no Monday token configured the push is kept in the outbox. By keyboard.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an owner saves a guest's Monday item id and pushes the guest (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@org850.demo');
    await page.goto('/admin/guests');
    const table = page.getByRole('table', { name: 'Guests, newest first' });
    await expect(table.getByRole('columnheader', { name: 'Monday' })).toBeVisible();
    const email = 'guest@org850.demo';
    const itemId = table.getByLabel(`Monday item id for ${email}`);
    const push = table.getByRole('button', { name: `Push to Monday: ${email}` });
    const row = table.getByRole('row').filter({ hasText: email });

    // A different item id each run: saved on Enter, then the push is offered.
    const id = String(Date.now() % 1_000_000_000);
    await itemId.fill(id);
    await expect(push).toBeDisabled();
    await itemId.press('Enter');
    await expect(row.getByRole('status')).toHaveText('Item id saved.');
    await expect(push).toBeEnabled();

    await itemId.focus();
    await page.keyboard.press('Tab');
    await expect(push).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row.getByRole('status')).toHaveText('No Monday token: kept in the outbox.');
    await expectAccessible(page, 'admin-guests-monday');
    await shot(page, `guest-task-tool-push-${viewport.width}`);

    // Kept after a reload; the outbox holds the push.
    await page.reload();
    await expect(table.getByLabel(`Monday item id for ${email}`)).toHaveValue(id);
    await page.goto('/admin/outbox');
    await expect(page.getByText(`Monday item ${id}: guest update`).first()).toBeVisible();
  });
}
