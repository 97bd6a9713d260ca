/**
 * Issue 36 item 4, the plan canvas together, with two people (two browser contexts) on one plan:
 * - what one person selects is outlined on the other's canvas in the first person's colour, with their
 *   name (read from the canvas pixels: the halo is drawn, not only described);
 * - both change the same wall: the first write is kept on both screens, the second person is told
 *   whose change came first, and their refused change waits as their next Redo (nothing overwritten
 *   silently). The second person's live stream is held back (a slow connection) so their write is
 *   made on the version they had, as happens when two people move the same record at once.
 */
import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { expect, repoRoot, saveShot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const LIVE = { timeout: 8_000 };
const shot = (page: Page, name: string) => saveShot(page, join(repoRoot, '.tmp', 'shots-live', `${name}.png`));
const canvas = (page: Page) => page.getByTestId('plan-canvas');
const saved = (page: Page) => expect(page.getByTestId('plan-sync')).toHaveText('Plan saved', LIVE);

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path} answered ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Wall {
  id: number;
  from: { x: number; z: number };
  to: { x: number; z: number };
}
const wallOf = async (page: Page, orderNumber: number): Promise<Wall> =>
  (await api<{ archWalls?: Wall[] }>(page, '/api/configurator/get-configurator-order-data', { orgId: 1798, productOrderOrgSpecificId: orderNumber }))
    .archWalls![0]!;

/** The owner's new project with one wall, and a colleague on the same plan. */
async function twoOnOnePlan(page: Page, browser: Browser) {
  await signIn(page, 'owner@org1798.demo');
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  const number = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  // A first order asks for the project's name first.
  const create = page.getByRole('button', { name: 'Create order' });
  if (await create.isVisible()) {
    await page.getByLabel('Project name').fill('Live plan');
    await create.click();
  }
  await expect(canvas(page)).toBeVisible();
  const data = await api<{ productOrders: { id: number }[] }>(page, '/api/configurator/get-configurator-order-data', {
    orgId: 1798,
    productOrderOrgSpecificId: number,
  });
  await api(page, '/api/resources/archWall/create', { props: { productOrderId: data.productOrders[0]!.id, from: { x: 0, z: 0 }, to: { x: 240, z: 0 } } });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await context.newPage();
  await signIn(other, 'member@org1798.demo');
  await other.goto(`/orders/${number}`);
  await page.reload();
  for (const p of [page, other]) {
    await expect(canvas(p)).toHaveAttribute('data-entity-count', '1', LIVE);
    await expect(p.getByRole('list', { name: 'Also on this plan' }).getByRole('listitem')).toHaveCount(1, LIVE);
  }
  return { number, other, context };
}

/** How many canvas pixels are within a small distance of a CSS colour (rgb(...) or #rrggbb). */
async function pixelsOf(page: Page, colour: string): Promise<number> {
  return canvas(page).evaluate((frame, css) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = css;
    const hex = probe.fillStyle;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let count = 0;
    for (const layer of frame.querySelectorAll('canvas')) {
      const { data } = layer.getContext('2d')!.getImageData(0, 0, layer.width, layer.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) < 24 && Math.abs(data[i + 1]! - g!) < 24 && Math.abs(data[i + 2]! - b!) < 24) count++;
      }
    }
    return count;
  }, colour);
}

test("another person's selection is outlined on my canvas in their colour, with their name", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { other, context } = await twoOnOnePlan(page, browser);
  const them = page.getByRole('list', { name: 'Also on this plan' }).getByRole('listitem');
  const colour = await them.evaluate((li) => getComputedStyle(li).backgroundColor);
  expect(await pixelsOf(page, colour)).toBe(0);

  // The colleague selects the wall with the keyboard.
  await canvas(other).focus();
  await other.keyboard.press(']');
  await expect(other.getByTestId('plan-announcement')).toContainText('Wall');
  await expect(them).toHaveAttribute('title', /1 selected/, LIVE);
  await expect.poll(() => pixelsOf(page, colour), LIVE).toBeGreaterThan(100);
  await expectAccessible(page, 'others selection');
  await shot(page, 'live-plan-selection-1440');

  // Cleared: the halo goes.
  await other.keyboard.press('Escape');
  await expect(them).not.toHaveAttribute('title', /selected/, LIVE);
  await expect.poll(() => pixelsOf(page, colour), LIVE).toBe(0);
  await context.close();
});

test('both change the same wall: the first write is kept, the second person is told and keeps theirs for Redo', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { number, other, context } = await twoOnOnePlan(page, browser);
  const start = await wallOf(page, number);

  // The colleague's live stream is held back from here on: they do not hear of the owner's change in time.
  await other.route('**/configurator/live?**', (route) => route.abort());
  await context.setOffline(true);
  await context.setOffline(false);

  // Both select the wall; the owner moves it right first.
  await canvas(page).focus();
  await page.keyboard.press(']');
  await page.keyboard.press('ArrowRight');
  await saved(page);
  const first = await wallOf(page, number);
  expect(first.from.x).toBeGreaterThan(start.from.x);
  expect(first.from.z).toBe(start.from.z);

  // The colleague, on the wall as they last saw it, moves it down.
  await canvas(other).focus();
  await other.keyboard.press(']');
  await other.keyboard.press('ArrowDown');
  const alert = other.getByRole('alert');
  await expect(alert).toContainText('changed this first, and their change is kept', LIVE);
  await expect(alert).toContainText('Redo applies it again', LIVE);
  await saved(other);
  // Also where the person is looking: the notices in the corner (the alert sits under the canvas).
  await expect(other.getByRole('status', { name: 'Changes by others' })).toContainText('changed this first', LIVE);
  await expectAccessible(other, 'plan conflict');
  await shot(other, 'live-plan-conflict-1440');
  await other.setViewportSize({ width: 390, height: 844 });
  await shot(other, 'live-plan-conflict-390');
  await other.setViewportSize({ width: 1440, height: 900 });

  // The first write is what is stored, and what the colleague's canvas now holds.
  expect(await wallOf(page, number)).toEqual(first);
  await expect(other.getByTestId('plan-sync')).toHaveText('Plan saved');

  // Their change was not lost: Redo applies it, knowingly, over the first write.
  await canvas(other).focus();
  await other.keyboard.press('Control+Shift+z');
  await saved(other);
  await expect.poll(async () => (await wallOf(page, number)).from.z, LIVE).toBeGreaterThan(start.from.z);
  await context.close();
});
