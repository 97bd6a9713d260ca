/**
 * Issue 13 in the browser: the owner of the organisation selling plates configures a lamp plate, a
 * receptacle plate and a port plate from the home tile and sees each drawing change with the options
 * (plate size, lamp, receptacle, port plate shape), drawn to one scale with the scale shown.
 * Screenshots of each plate family at two sizes go to .tmp/shots/plates/ to be looked at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, saveShot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { choose } from './configure-steps.ts';

const shots = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'shots', 'plates');
const TILE = 'Lamp, Receptacle & Port Plates';

const drawing = (page: Page) => page.getByTestId('item-drawing');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await saveShot(page, join(shots, `${name}.png`), { fullPage: true });
}

async function start(page: Page, product: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: TILE }).click();
  await expect(page.getByRole('menuitem', { name: product, exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: product, exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText(product);
}

test('configure a lamp plate, a receptacle plate and a port plate and see the drawings change', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: TILE }).click();
  await expect(page.getByRole('menuitem', { name: 'Lamp Plate', exact: true })).toBeVisible();
  await expectAccessible(page, 'plates tile menu');
  await page.keyboard.press('Escape');

  // Lamp plate: a bigger plate draws wider at the same scale; three pilot lamps draw three lamps.
  await start(page, 'Lamp Plate');
  await expectAccessible(page, 'lamp plate');
  await choose(page, 'Plate Size', '117 × 82 mm');
  await choose(page, 'Lamp', 'Round lamp 40 mm');
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /(^|\|)plate-lamp\|plate\|mechanism-0\|/);
  const smallWidth = Number(await drawing(page).getAttribute('data-drawing-width'));
  const scale = await drawing(page).getAttribute('data-scale');
  await expect(drawing(page)).toHaveAttribute('aria-label', /Scale 1" = /);
  await shot(page, 'lamp-117');
  await choose(page, 'Plate Size', '269 × 117 mm');
  await choose(page, 'Lamp', 'Three pilot lamps');
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /mechanism-2/);
  expect(Number(await drawing(page).getAttribute('data-drawing-width'))).toBeGreaterThan(smallWidth);
  // At most the organisation's scale: lowered only as far as the bigger plate needs to fit.
  expect(Number(await drawing(page).getAttribute('data-scale'))).toBeLessThanOrEqual(Number(scale));
  await shot(page, 'lamp-269');

  // Receptacle plate: duplex faces, then two gangs on a 207 plate.
  await start(page, 'Receptacle Plate');
  await choose(page, 'Plate Size', '117 × 82 mm');
  await choose(page, 'Receptacle', 'Duplex receptacle');
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /receptacle-0-top/);
  await expect(drawing(page)).not.toHaveAttribute('data-drawing-ids', /receptacle-1-top/);
  await shot(page, 'receptacle-117');
  await choose(page, 'Plate Size', '207 × 82 mm');
  await choose(page, 'Receptacle', 'Two duplex receptacles');
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /receptacle-1-top/);
  await expectAccessible(page, 'receptacle plate');
  await shot(page, 'receptacle-207');

  // Port plate: round draws a circle plate; rectangular is 100 × 180 mm.
  await start(page, 'Port Plate');
  await choose(page, 'Plate Shape', 'Round 100 mm');
  await choose(page, 'Ports', '2 data ports');
  await expect(drawing(page)).toHaveAttribute('data-drawing-texts', /100 × 100 mm/);
  await shot(page, 'port-round');
  await choose(page, 'Plate Shape', 'Rectangular 100 × 180 mm');
  await choose(page, 'Ports', '4 data ports');
  await expect(drawing(page)).toHaveAttribute('data-drawing-texts', /100 × 180 mm/);
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /mechanism-3/);
  await expectAccessible(page, 'port plate');
  await shot(page, 'port-rectangular');
  // The same tree as a file: an SVG download of the drawing, with its size label.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(download.suggestedFilename()).toBe('Port-Plate-drawing.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('100 × 180 mm');

  // Multi-mechanism plate and a keypad for the record, and a phone-sized screen.
  await start(page, 'Multi-Mechanism Plate');
  await choose(page, 'Plate Size', '144 × 82 mm');
  await choose(page, 'Mechanisms', 'Switch + receptacle');
  await shot(page, 'multi-144');
  await choose(page, 'Plate Size', '207 × 82 mm');
  await choose(page, 'Mechanisms', 'Switch + lamp + port');
  await expect(drawing(page)).toHaveAttribute('data-drawing-ids', /port-socket-2/);
  await shot(page, 'multi-207');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawing(page)).toBeVisible();
  await shot(page, 'multi-207-phone');
});
