/**
 * Woodwork and lights drawings in the browser (issue 13 item 2): a door with slats whose lamella
 * count, hinges, alignment and unit number follow the options; a wood panel whose length label and
 * length base follow the length; a light whose housing follows its length. Each drawing is read from
 * the drawing frame's texts and size, and looked at in screenshots at two sizes.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { choose, setDimension, startItem } from './configure-steps.ts';

const drawing = (page: Page) => page.getByTestId('item-drawing');
const texts = (page: Page) => drawing(page).getAttribute('data-drawing-texts');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a door with slats and a wood panel are drawn from their options (${viewport.width} wide)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@org1053.demo');
    await startItem(page, 'Slat Doors', 'Door with Slats');

    // Defaults 600 x 2000, thickness 67: 15 lamellas of 40 mm; the first door of the order is unit 001.
    await expect(drawing(page)).toHaveAttribute('data-drawing-width', /\d/);
    await expect.poll(() => texts(page)).toContain('15 lamellas, standard alignment');
    expect(await texts(page)).toContain('Thickness 2 5/8" (67 mm)');
    expect(await texts(page)).toContain('001');

    await setDimension(page, 'Width', '900');
    await expect.poll(() => texts(page)).toContain('23 lamellas, standard alignment');
    await choose(page, 'Lamella Width', '60 mm');
    await expect.poll(() => texts(page)).toContain('15 lamellas, standard alignment');
    expect(await texts(page)).toContain('Lamella width 2 3/8" (60 mm)');
    await choose(page, 'Hinges', '3 Hinges');
    await expect.poll(() => texts(page)).toContain('3 hinges');
    await choose(page, 'Lamella Alignment', 'Random');
    await expect.poll(() => texts(page)).toContain('15 lamellas, random alignment');
    await expectAccessible(page, 'slat-door-drawing');
    await shot(page, `woodwork/slat-door-${viewport.width}`);

    // A wood panel: the section's width and thickness, the length broken at its base, labelled.
    await page.goto('/');
    await startItem(page, 'Wood Panels', 'Wood Panel, Fluted');
    await expect.poll(() => texts(page)).toContain('Length 2400 mm');
    const shortHeight = Number(await drawing(page).getAttribute('data-drawing-height'));
    await setDimension(page, 'Board Length', '12000');
    await expect.poll(() => texts(page)).toContain('Length 12000 mm');
    // Base 240 instead of 210: the drawn face is longer.
    expect(Number(await drawing(page).getAttribute('data-drawing-height'))).toBeGreaterThan(shortHeight);
    await expectAccessible(page, 'wood-panel-drawing');
    await shot(page, `woodwork/wood-panel-${viewport.width}`);
  });
}

test('a light is drawn at its length and finish', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1392.demo');
  await startItem(page, 'Pendants', 'Linear Light');
  await expect.poll(() => texts(page)).toContain('No length entered: the default length is drawn');
  await setDimension(page, 'Length', '48');
  await expect.poll(async () => Number(await drawing(page).getAttribute('data-drawing-width'))).toBe(48);
  await setDimension(page, 'Length', '72');
  await expect.poll(async () => Number(await drawing(page).getAttribute('data-drawing-width'))).toBe(72);
  await choose(page, 'Finish', 'Satin Nickel');
  await expect.poll(() => texts(page)).toContain('Finish: Satin Nickel');
  await expectAccessible(page, 'light-drawing');
  await shot(page, 'woodwork/light-1280');
});
