/**
 * What the plan designer's browser specs share, as organisation 1798's owner: the canvas and its
 * toolbar, the inspector's fields, points as fractions of the canvas, a new project, screenshots.
 */
import { mkdirSync } from 'node:fs';
import { expect, saveShot, signIn, type Page } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots/plan-designer';
mkdirSync(SHOTS, { recursive: true });
export const shot = (page: Page, name: string) => saveShot(page, `${SHOTS}/${name}.png`);

export const canvas = (page: Page) => page.getByTestId('plan-canvas');
export const count = async (page: Page) => Number(await canvas(page).getAttribute('data-entity-count'));
export const saved = (page: Page) => expect(page.getByTestId('plan-sync')).toHaveText('Plan saved');
export const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Plan tools' }).getByRole('button', { name, exact: true });
export const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector', exact: true });
export const field = (page: Page, label: string) => inspector(page).getByLabel(label, { exact: true });

/** A point of the canvas as fractions of its size, in page px. */
export async function at(page: Page, [fx, fy]: [number, number]) {
  const box = (await canvas(page).boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}
export async function clickAt(page: Page, p: [number, number]) {
  const { x, y } = await at(page, p);
  await page.mouse.click(x, y);
}
export async function drag(page: Page, from: [number, number], to: [number, number]) {
  const a = await at(page, from);
  const b = await at(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

export async function newProject(page: Page, name: string) {
  await signIn(page, 'owner@org1798.demo');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0);
}
