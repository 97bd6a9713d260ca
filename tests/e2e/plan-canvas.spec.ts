/**
 * Issue 14: an architectural organisation's user starts a New Project and draws it: four walls, an
 * elevation, a viewport with a placed item, a text and an arrow; moves, copies, pastes, undoes and
 * redoes; reloads and finds the plan as saved. Then a wall placed with the keyboard alone.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, saveShot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SHOTS = join(import.meta.dirname, '../../.tmp/shots/canvas');

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await saveShot(page, join(SHOTS, `${name}.png`), { fullPage: true });
}

const canvas = (page: Page) => page.getByTestId('plan-canvas');
const saved = (page: Page) => expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');
const count = async (page: Page) => Number(await canvas(page).getAttribute('data-entity-count'));

/** Drags on the canvas between two points given as fractions of its size. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  await canvas(page).scrollIntoViewIfNeeded();
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from[0] + to[0]) / 2), box.y + box.height * ((from[1] + to[1]) / 2), { steps: 3 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 3 });
  await page.mouse.up();
}
async function click(page: Page, at: [number, number]) {
  await canvas(page).scrollIntoViewIfNeeded();
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + box.width * at[0], box.y + box.height * at[1]);
}
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Plan tools' }).getByRole('button', { name, exact: true });

async function entities(page: Page): Promise<string[]> {
  const list = page.locator('.plan-entity-list');
  if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await list.locator('summary').click();
  // The rows are built once the list has opened (EntityList.tsx), all in the render that adds the list.
  await expect(list.locator('ul')).toBeVisible();
  return list.locator('.plan-entity-row').allInnerTexts();
}

test('draw a project plan, edit it, undo and redo, and find it saved after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1798.demo');
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  await expect(page.getByTestId('plan-view-title')).toHaveText('Plan');
  // The first-order flow asks for the project's name first.
  await page.getByLabel('Project name').fill('Canvas test project');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0);
  await expectAccessible(page, 'plan-empty');

  // Four walls.
  await tool(page, 'Wall').click();
  await drag(page, [0.2, 0.2], [0.6, 0.2]);
  await drag(page, [0.6, 0.2], [0.6, 0.6]);
  await drag(page, [0.6, 0.6], [0.2, 0.6]);
  await drag(page, [0.2, 0.6], [0.2, 0.2]);
  await expect.poll(() => count(page)).toBe(4);
  // A click starts a wall (click-click draws a polyline); Escape cancels the segment: nothing is added.
  await click(page, [0.8, 0.8]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Wall segment cancelled');
  await expect.poll(() => count(page)).toBe(4);

  // An elevation, a text and an arrow.
  await tool(page, 'Elevation').click();
  await drag(page, [0.3, 0.4], [0.5, 0.4]);
  await tool(page, 'Text').click();
  await click(page, [0.3, 0.3]);
  await tool(page, 'Arrow').click();
  await drag(page, [0.7, 0.7], [0.8, 0.75]);
  await expect.poll(() => count(page)).toBe(7);
  await saved(page);
  await snap(page, 'plan-1280');

  // Move the text, copy it and paste it (offset 10), undo the paste, redo it.
  await tool(page, 'Select').click();
  await drag(page, [0.305, 0.305], [0.35, 0.45]);
  await expect(page.getByTestId('plan-announcement')).toHaveText('Move');
  await canvas(page).focus();
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect.poll(() => count(page)).toBe(8);
  await page.keyboard.press('Control+z');
  await expect.poll(() => count(page)).toBe(7);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => count(page)).toBe(8);
  await saved(page);
  const before = await entities(page);
  expect(before.filter((e) => e.startsWith('Wall'))).toHaveLength(4);
  expect(before.filter((e) => e.startsWith("Text 'Text'"))).toHaveLength(2);
  expect(before.some((e) => e.startsWith('Arrow'))).toBe(true);
  expect(before.some((e) => e.startsWith('Elevation'))).toBe(true);

  // A viewport from the add (+) menu, with an item placed in it.
  await page.getByRole('button', { name: '+ Add item' }).click();
  await expectAccessible(page, 'plan-add-menu');
  await page.getByRole('menuitem', { name: 'New viewport' }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Untitled Viewport');
  await page.getByRole('button', { name: '+ Add item' }).click();
  await page.getByRole('menuitem', { name: 'New item' }).click();
  await page.getByRole('dialog').getByRole('button').filter({ hasText: 'Wallcovering Mural' }).first().click();
  await expect(page.getByLabel('Place item in this viewport')).toBeVisible();
  await page.getByLabel('Place item in this viewport').selectOption({ label: 'Wallcovering Mural' });
  await expect.poll(() => count(page)).toBe(1);
  await page.getByRole('textbox', { name: 'QTY', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'QTY', exact: true }).press('Enter');
  await saved(page);
  // The placed item is named by its product in the view tree and the live region, never by its id.
  const treeItem = page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: /^Wallcovering Mural at / });
  await expect(treeItem).toBeVisible();
  await treeItem.click();
  await expect(page.getByTestId('plan-announcement')).toHaveText(/^Selected: Wallcovering Mural at /);
  expect(await entities(page)).toEqual([expect.stringMatching(/^Wallcovering Mural at /)]);
  await expectAccessible(page, 'plan-viewport');
  await snap(page, 'viewport-1280');

  // Reload: the plan is as saved, with no history to undo.
  await page.reload();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Plan');
  expect(await entities(page)).toEqual(before);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Untitled Viewport', exact: true }).click();
  await expect.poll(() => count(page)).toBe(1);
  await expect(page.getByRole('textbox', { name: 'QTY', exact: true })).toHaveValue('3');

  // Keyboard only: W, the arrows move the cursor, Enter places each end.
  await page.getByRole('button', { name: 'Prev', exact: true }).click();
  await page.getByRole('button', { name: 'Prev', exact: true }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Plan');
  await canvas(page).focus();
  await page.keyboard.press('w');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => count(page)).toBe(9);
  await expect(page.getByTestId('plan-announcement')).toHaveText('Draw wall');
  // The new wall is selected: [ and ] walk the entities, the live region names each.
  await page.keyboard.press('v');
  await page.keyboard.press('[');
  await expect(page.getByTestId('plan-announcement')).toContainText('Selected: ');
  await saved(page);

  // Point editing from the keyboard: choose the arrow, P picks its first point, the arrows move it
  // (one undo step a press), Control+Z puts it back.
  const rows = page.locator('.plan-entity-list .plan-entity-row');
  const arrowBefore = (await entities(page)).find((e) => e.startsWith('Arrow'))!;
  await rows.filter({ hasText: arrowBefore }).click();
  await canvas(page).focus();
  await page.keyboard.press('p');
  await expect(page.getByTestId('plan-announcement')).toContainText('Editing point from at');
  await expect(tool(page, 'Edit points')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Move point');
  await expect.poll(async () => (await entities(page)).find((e) => e.startsWith('Arrow'))).not.toBe(arrowBefore);
  await snap(page, 'point-editing-1280');
  await canvas(page).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await entities(page)).find((e) => e.startsWith('Arrow'))).toBe(arrowBefore);
  await canvas(page).focus();
  await page.keyboard.press('Escape');
  await expect(tool(page, 'Edit points')).toHaveAttribute('aria-pressed', 'false');

  // Context mode: a toolbar switch and Shift+C.
  await tool(page, 'Context mode').click();
  await expect(tool(page, 'Context mode')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Context mode on');
  await expectAccessible(page, 'plan-context-mode');
  await canvas(page).focus();
  await page.keyboard.press('Shift+C');
  await expect(tool(page, 'Context mode')).toHaveAttribute('aria-pressed', 'false');
  await saved(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // From the top: the sticky header would otherwise cover the buttons scrolled under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'plan-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'plan-390');
});
