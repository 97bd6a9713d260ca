/**
 * A guest's submitted project (organisation 1798's 'Harbor Clinic Lobby', at Design Review): the plan is
 * there to be looked at, not changed. No drawing tool, edit command, New viewport or + Add… is offered;
 * the keys that only look (select next, zoom, views) work and the others change nothing; the inspector
 * reads the selection; on a phone the Views drawer opens and changes the view. Staff may still change the
 * plan: the owner draws the wall the guest then reads.
 */
import { expect, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { canvas, clickAt, count, inspector, saved, shot, tool } from './plan-designer-kit.ts';

const READ_ONLY = 'This plan is read-only: it can be looked at, not changed.';

test("a guest's submitted project shows its plan to look at: views, zoom and details, nothing that changes it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // An employee may change a submitted project: the owner draws two walls for the guest to read.
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/2');
  await expect(canvas(page)).toBeVisible();
  const before = await count(page);
  for (const [i, y] of [0.4, 0.6].entries()) {
    await tool(page, 'Wall').click();
    await clickAt(page, [0.3, y]);
    await clickAt(page, [0.6, y]);
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page)).toBe(before + i + 1);
  }
  await saved(page);

  // Off the page first: its live channel would log the refusal of a signed-out session.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, 'guest@org1798.demo');
  await page.goto('/orders/2');
  await expect(canvas(page)).toBeVisible();
  await expect.poll(() => count(page)).toBe(before + 2);
  const entities = before + 2;
  // Only the commands that look are offered.
  await expect(tool(page, 'Wall')).toHaveCount(0);
  await expect(tool(page, 'Delete')).toHaveCount(0);
  await expect(tool(page, 'Zoom in')).toBeEnabled();
  await expect(page.getByRole('button', { name: /New viewport/ })).toHaveCount(0);
  await expect(page.getByLabel('Add to this view')).toHaveCount(0);
  await expect(page.getByTestId('plan-hint')).toContainText(READ_ONLY);

  // The keys that look work; the ones that would change the plan do nothing.
  await canvas(page).focus();
  await page.keyboard.press(']');
  await expect(inspector(page).getByRole('heading')).not.toHaveText('Inspector');
  await expect(inspector(page).locator('input').first()).toBeDisabled();
  await page.keyboard.press('Delete');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('w');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  await page.keyboard.press('+');
  expect(await count(page)).toBe(entities);
  await expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');
  // Several selected (Shift in the list of entities): the inspector says they can only be read.
  const rows = page.locator('.plan-entity-row');
  await rows.nth(0).click();
  await rows.nth(1).click({ modifiers: ['Shift'] });
  await expect(inspector(page).getByRole('heading')).toHaveText('2 selected');
  await expect(inspector(page)).toContainText('This plan is read-only. Select one of them to read its fields.');
  await expect(inspector(page)).not.toContainText('Drag them');
  await rows.nth(0).click();
  await shot(page, 'read-only-1440x900');
  await expectAccessible(page, 'plan-read-only');

  // On a phone the Views drawer opens and changes the view shown.
  await page.setViewportSize({ width: 390, height: 844 });
  const viewsButton = page.getByRole('button', { name: 'Views', exact: true });
  await expect(viewsButton).toBeEnabled();
  await viewsButton.click();
  const views = page.getByRole('complementary', { name: 'Views and entities' });
  await expect(views).toBeVisible();
  await expectAccessible(page, 'plan-read-only-phone-views');
  await shot(page, 'read-only-390x844-views');
  await views.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Front' }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Front');
  await page.keyboard.press('Escape');
  await expect(views).toBeHidden();
  await expect(viewsButton).toBeFocused();
});
