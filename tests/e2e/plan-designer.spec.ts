/**
 * The plan canvas as a designer's tool (issue 33 items 1-4), as organisation 1798's owner: the canvas
 * fills the window under a compact header; one toolbar of icon buttons; a room drawn by clicks (a
 * polyline) and by drags; a wall's length typed while drawing and in the inspector (read back after a
 * reload, one undo step, bad input refused at the field); every tool by keyboard; each mural entity
 * type added at the centre of the view, selected and edited through the inspector; the entity list
 * selects; marquee and Shift selection, and moving several is one undo step. Axe on the canvas screen
 * and the layers popover; screenshots at 1440 × 900 and 1024 × 768 of a new and the seeded project.
 */
import { expect, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { canvas, clickAt, count, drag, field, inspector, newProject, saved, shot, tool, at } from './plan-designer-kit.ts';

test('layout: the canvas fills the window under a compact header, one toolbar of icon buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await newProject(page, 'Layout project');
  // The canvas sizes itself to the space left once the header and the folded form have settled.
  await expect.poll(async () => (await canvas(page).boundingBox())?.y ?? 9999).toBeLessThan(450);
  await expect
    .poll(async () => {
      const box = await canvas(page).boundingBox();
      return box ? box.y + box.height : 0;
    })
    .toBeGreaterThan(900 - 90);
  await shot(page, 'new-project-1440x900');
  expect(await stepNameShown(page)).toBe(1);
  const wall = tool(page, 'Wall');
  await expect(wall).toHaveAttribute('aria-keyshortcuts', 'W');
  await expect(wall).toHaveAttribute('aria-pressed', 'false');
  await wall.click();
  await expect(wall).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-hint')).toContainText('click each corner');
  await expectAccessible(page, 'plan-designer-canvas');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'new-project-1024x768');
  expect(await stepNameShown(page)).toBe(1);
});

/** How many times the current step's name is seen in the order header (once: beside its dot, or under the dots on a phone). */
async function stepNameShown(page: Page): Promise<number> {
  const label = await page.getByRole('navigation', { name: 'Order status' }).locator('[aria-current="step"]').getAttribute('aria-label');
  const name = label!.replace(/ \((not )?done\)$/, '');
  return page.evaluate(
    (name) =>
      [...document.querySelectorAll('.order-lifecycle *')].filter(
        (e) => e.children.length === 0 && e.textContent?.trim() === name && e.getClientRects().length > 0,
      ).length,
    name,
  );
}

test('a room by clicks and by drags, a typed length, the inspector, and every tool by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newProject(page, 'Room project');

  // Click-click: four corners and back to the first, Enter ends the polyline.
  await tool(page, 'Wall').click();
  for (const p of [
    [0.2, 0.2],
    [0.5, 0.2],
    [0.5, 0.6],
    [0.2, 0.6],
    [0.2, 0.2],
  ] as [number, number][])
    await clickAt(page, p);
  await page.keyboard.press('Enter');
  await expect.poll(() => count(page)).toBe(4);
  await expect(page.getByTestId('plan-announcement')).toHaveText('Wall finished');
  // A double click ends a polyline too: two walls.
  await clickAt(page, [0.6, 0.2]);
  await clickAt(page, [0.8, 0.2]);
  await clickAt(page, [0.8, 0.5]);
  await page.mouse.dblclick((await at(page, [0.8, 0.5])).x, (await at(page, [0.8, 0.5])).y);
  await expect.poll(() => count(page)).toBe(6);
  // Press-drag: one wall.
  await drag(page, [0.6, 0.7], [0.8, 0.7]);
  await expect.poll(() => count(page)).toBe(7);
  // Escape cancels the segment being drawn: nothing is added.
  await clickAt(page, [0.6, 0.8]);
  await page.keyboard.press('Escape');
  await clickAt(page, [0.7, 0.85]);
  await page.keyboard.press('Escape');
  await expect.poll(() => count(page)).toBe(7);
  // A typed length: click the start, type 10', Enter places the end 10' along the pointer's direction.
  await clickAt(page, [0.3, 0.85]);
  await page.mouse.move((await at(page, [0.4, 0.85])).x, (await at(page, [0.4, 0.85])).y, { steps: 3 });
  await page.keyboard.type("10'");
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => count(page)).toBe(8);
  await saved(page);
  await shot(page, 'room-1440x900');

  // The new wall is selected: its inspector shows the typed length; a new length is one undo step.
  await expect(inspector(page).getByRole('heading', { name: 'Wall' })).toBeVisible();
  await expect(field(page, 'Length')).toHaveValue('10′-0″');
  await field(page, 'Length').fill('12\' 6"');
  await field(page, 'Length').press('Enter');
  await expect(field(page, 'Length')).toHaveValue('12′-6″');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Set length');
  // Bad input is refused at the field and changes nothing.
  await field(page, 'Height').fill('tall');
  await field(page, 'Height').press('Enter');
  await expect(field(page, 'Height')).toHaveAttribute('aria-invalid', 'true');
  await expect(inspector(page).getByRole('alert')).toHaveText('Enter a length, e.g. 8\' 6" or 102');
  await field(page, 'Height').fill('0');
  await field(page, 'Height').press('Enter');
  await expect(inspector(page).getByRole('alert')).toHaveText('Height must be more than 0');
  await field(page, 'Height').press('Escape');
  await expect(field(page, 'Height')).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'plan-designer-inspector');
  await canvas(page).focus();
  await page.keyboard.press('Control+z');
  await expect(field(page, 'Length')).toHaveCount(0);
  await saved(page);
  // Read back from the order data: after a reload, selected from the entity list, the wall is 10' long again; redo is gone.
  await page.reload();
  const rows = page.locator('.plan-entity-list .plan-entity-row');
  await expect(rows).toHaveCount(8);
  // Each wall's ends read as lengths in the organisation's units, not bare model numbers.
  await expect(rows.filter({ hasText: /^Wall 10′-0″ long, from \(.+[″"], .+[″"]\) to \(.+[″"], .+[″"]\)$/ })).not.toHaveCount(0);
  await rows
    .filter({ hasText: /^Wall 10′-0″/ })
    .first()
    .click();
  await expect(field(page, 'Length')).toHaveValue('10′-0″');
  await field(page, 'Length').fill("15'");
  await field(page, 'Length').press('Enter');
  await saved(page);
  await page.reload();
  await rows
    .filter({ hasText: /^Wall 15′-0″/ })
    .first()
    .click();
  await expect(field(page, 'Length')).toHaveValue('15′-0″');

  // Every tool by keyboard: its letter, Enter places a point at the red cursor, the arrows move it.
  const byKeys = async (key: string, points: number, finish?: string) => {
    await canvas(page).focus();
    await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    for (let i = 1; i < points; i++) {
      for (let j = 0; j < 3; j++) await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Enter');
    }
    if (finish) await page.keyboard.press(finish);
  };
  let n = await count(page);
  for (const [key, points, finish] of [
    ['w', 3, 'Enter'],
    ['e', 2, 'Escape'],
    ['l', 2],
    ['a', 2],
    ['k', 2],
    ['t', 1],
  ] as const) {
    await byKeys(key, points, finish);
    n += key === 'w' ? 2 : 1;
    await expect.poll(() => count(page), { message: `tool ${key}` }).toBe(n);
  }
  await page.keyboard.press('v');
  await expect(tool(page, 'Select')).toHaveAttribute('aria-pressed', 'true');
  await saved(page);
});

const MURAL_TYPES = ['Mural Area', 'Mural Texture', 'Mural Panel', 'Seam', 'Wall Label'] as const;
const addToView = (page: Page, title: string) => page.getByLabel('Add to this view').selectOption({ label: title });

test('each mural entity lands in view, selected, and is edited through the inspector; lists and marquee select', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newProject(page, 'Mural inspector project');
  await page.getByRole('complementary', { name: 'Views and entities' }).getByRole('button', { name: 'New viewport' }).click();
  await expect(page.getByTestId('plan-view-title')).toHaveText('Untitled Viewport');

  // Each type lands at the centre of the view shown, selected, with its inspector.
  for (const [i, title] of MURAL_TYPES.entries()) {
    await addToView(page, title);
    await expect.poll(() => count(page)).toBe(i + 1);
    await expect(inspector(page).getByRole('heading', { name: title })).toBeVisible();
  }
  // A second area at the same spot is stepped off the first.
  await addToView(page, 'Mural Area');
  await expect.poll(() => count(page)).toBe(6);
  // Read the new area's X once the inspector shows it (it follows the selection a render later).
  // The rows' order can change when the save gives the new area its id, so the rows are told apart
  // by their pressed state (the selection), not by position.
  const areaRow = (pressed: boolean) => page.locator(`.plan-entity-list .plan-entity-row[aria-pressed="${pressed}"]`, { hasText: 'Mural Area' });
  await expect(inspector(page).getByRole('heading', { name: 'Mural Area' })).toBeVisible();
  await expect(areaRow(true)).toHaveCount(1);
  // Read once the add is saved: the inspector then shows the record as placed and answered.
  await saved(page);
  // The two areas differ in X, in Y or in both: the second lands at the view's centre, stepped off the
  // first only when that is the same spot, and the centre moves when the page around the canvas does.
  const position = async () => `${await field(page, 'X').inputValue()} ${await field(page, 'Y').inputValue()}`;
  const second = await position();
  await areaRow(false).click();
  await expect(areaRow(false)).toHaveCount(1);
  await expect.poll(position).not.toBe(second);
  // The mismatch line, placed by its tool: two clicks.
  await addToView(page, 'Mismatch Line');
  await expect(tool(page, 'Mismatch Line')).toHaveAttribute('aria-pressed', 'true');
  await clickAt(page, [0.3, 0.3]);
  await clickAt(page, [0.5, 0.35]);
  await expect.poll(() => count(page)).toBe(7);
  await expect(inspector(page).getByRole('heading', { name: 'Mismatch Line' })).toBeVisible();
  await saved(page);
  await shot(page, 'murals-1440x900');

  // Edit one field of each type through the inspector.
  const row = (title: string) => page.locator('.plan-entity-list .plan-entity-row', { hasText: new RegExp(`^${title}`) }).first();
  // The texture's mural option: a grid of pictures with names, the default (990, Plain) chosen; the arrow keys move, Enter chooses.
  await row('Mural Texture').click();
  const picker = inspector(page).getByRole('listbox', { name: 'Mural option' });
  await expect(picker.getByRole('option', { name: 'Plain' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('option', { name: 'Meadow' }).locator('img')).toHaveAttribute('src', /meadow/);
  await expectAccessible(page, 'plan-designer-option-picker');
  await picker.getByRole('option', { name: 'Plain' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('option', { name: 'Meadow' })).toBeFocused();
  await expect(picker.getByRole('option', { name: 'Meadow' })).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('option', { name: 'Meadow' })).toHaveAttribute('aria-selected', 'true');
  // Its pattern follows the option chosen.
  await expect(field(page, 'Pattern')).toHaveValue('meadow');
  await shot(page, 'mural-option-picker-1440x900');
  const edits: [string, string, string, string][] = [
    ['Mural Panel', 'Panel number', '7', '7'],
    ['Mural Panel', 'Left', '2', '2"'],
    ['Mural Panel', 'Print notes', 'Match the left edge', 'Match the left edge'],
    ['Mural Area', 'Width', "8'", '8′-0″'],
    ['Mural Texture', 'Pattern', 'Meadow', 'Meadow'],
    ['Seam', 'Thickness', '2', '2'],
    ['Wall Label', 'Title', 'North wall', 'North wall'],
    ['Mismatch Line', 'End x', '40', '3′-4″'],
  ];
  for (const [title, label, typed, shown] of edits) {
    await row(title).click();
    await field(page, label).fill(typed);
    await field(page, label).press('Enter');
    await expect(field(page, label)).toHaveValue(shown);
  }
  await row('Seam').click();
  await expect(inspector(page).getByText('Drawn yellow')).toBeVisible();
  await inspector(page).getByLabel('Alignment mode').selectOption('custom');
  await expect(field(page, 'Custom offset')).toBeVisible();
  await row('Mural Panel').click();
  await inspector(page).getByLabel('Critical alignment').check();
  await inspector(page).getByLabel('Substrate').selectOption({ label: 'Custom' });
  // A value the schema refuses is refused at the field.
  await field(page, 'Panel number').fill('-3');
  await field(page, 'Panel number').press('Enter');
  await expect(field(page, 'Panel number')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Panel number').press('Escape');
  await saved(page);

  // Read back from the order data: reload, and each value is as typed.
  await page.reload();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Untitled Viewport', exact: true }).click();
  for (const [title, label, , shown] of edits) {
    await row(title).click();
    await expect(field(page, label), `${title} ${label}`).toHaveValue(shown);
  }
  await row('Mural Texture').click();
  await expect(inspector(page).getByRole('listbox', { name: 'Mural option' }).getByRole('option', { name: 'Meadow' })).toHaveAttribute('aria-selected', 'true');
  await row('Mural Panel').click();
  await expect(inspector(page).getByLabel('Critical alignment')).toBeChecked();
  await expect(inspector(page).getByLabel('Substrate')).toHaveValue('custom');
  await row('Wall Label').click();
  await shot(page, 'mural-inspector-1440x900');

  // Marquee: everything; Shift+click in the list takes one out; moving several is one undo step.
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await drag(page, [0.01, 0.01], [0.99, 0.99]);
  await expect(page.getByTestId('plan-announcement')).toHaveText(/^Selected \d+$/);
  const all = Number((await page.getByTestId('plan-announcement').innerText()).replace('Selected ', ''));
  expect(all).toBeGreaterThanOrEqual(5);
  await expect(inspector(page).getByRole('heading', { name: `${all} selected` })).toBeVisible();
  await row('Wall Label').click({ modifiers: ['Shift'] });
  await expect(inspector(page).getByRole('heading', { name: `${all - 1} selected` })).toBeVisible();
  await canvas(page).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Nudge');
  // One undo step puts every one of them back; the next undo is the change before.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('plan-announcement')).toHaveText('Undo Nudge');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('plan-announcement')).not.toHaveText(/Nudge/);

  // The layers popover: axe, Escape closes it and focus returns to its button.
  const layers = page.getByRole('button', { name: /^Layers/ });
  await layers.click();
  await expect(page.getByRole('group', { name: 'Layers' })).toBeVisible();
  await expectAccessible(page, 'plan-designer-layers');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Layers' })).toHaveCount(0);
  await expect(layers).toBeFocused();
});

test('screenshots of the seeded arch project at 1440 × 900 and 1024 × 768, with its drawers', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1');
  await expect(canvas(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button').nth(2).click();
  await expect.poll(() => count(page)).toBeGreaterThan(0);
  await page.locator('.plan-entity-list .plan-entity-row').first().click();
  await shot(page, 'seeded-1440x900');
  await expectAccessible(page, 'plan-designer-seeded');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'seeded-1024x768');
  // Narrow: the side panels are drawers.
  await expect(page.getByRole('complementary', { name: 'Inspector panel' })).toBeHidden();
  await page.getByRole('button', { name: 'Inspector', exact: true }).click();
  await expect(inspector(page)).toBeVisible();
  await shot(page, 'seeded-1024x768-inspector');
  await page.getByRole('button', { name: 'Close inspector' }).click();
  await expect(inspector(page)).toBeHidden();
});

/** The rows the row above the toolbar takes: its controls' middles grouped, a new row where two are more than 12 px apart. */
async function headRows(page: Page): Promise<number> {
  const middles = await page
    .locator('.plan-head-row button:visible, .plan-head-row input:visible, .plan-head-row h2:visible')
    .evaluateAll((els) => els.map((e) => Math.round((e.getBoundingClientRect().top + e.getBoundingClientRect().bottom) / 2)));
  middles.sort((a, b) => a - b);
  return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 12).length;
}

/** The toolbar's controls all sit on one row: their tops within a few px of each other. */
async function toolbarRows(page: Page): Promise<number> {
  const tops = await page
    .getByRole('toolbar', { name: 'Plan tools' })
    .locator(':scope > *')
    .evaluateAll((children) => children.map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2)));
  return new Set(tops.map((t) => Math.round(t / 12))).size;
}

test("a viewport's toolbar is one row at 1440 × 900 and 1024 × 768, '+ Place item…' included", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1');
  await expect(canvas(page)).toBeVisible();
  await page.getByRole('complementary', { name: 'Views and entities' }).getByRole('button', { name: 'New viewport' }).click();
  await expect(page.getByLabel('Place item in this viewport')).toBeVisible();
  await expect(page.getByLabel('Add to this view')).toBeVisible();
  expect(await toolbarRows(page)).toBe(1);
  await expect.poll(() => headRows(page)).toBe(1);
  await shot(page, 'toolbar-1440x900');
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await toolbarRows(page)).toBe(1);
  // The row above the toolbar (drawer toggles, the viewport's title, QTY, rank and Notes, Layers) too.
  await expect.poll(() => headRows(page)).toBe(1);
  await shot(page, 'toolbar-1024x768');
});

test('on a phone (390 × 844) the view tree and the inspector are drawers: open, axe, Escape, focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders/1');
  await expect(canvas(page)).toBeVisible();
  const views = page.getByRole('complementary', { name: 'Views and entities' });
  const panel = page.getByRole('complementary', { name: 'Inspector panel' });
  await expect(views).toBeHidden();
  await expect(panel).toBeHidden();
  // The canvas takes the phone's width, and starts high: a compact header, one head row, one toolbar row
  // (it scrolls sideways). The status dots stay 24 px targets (WCAG 2.5.8), so the step's name may take
  // the line under them.
  const box = (await canvas(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(340);
  await expect.poll(async () => (await canvas(page).boundingBox())?.y ?? 9999).toBeLessThan(390);
  await expect.poll(() => toolbarRows(page)).toBe(1);
  expect(await stepNameShown(page)).toBe(1);
  await shot(page, 'phone-390x844');

  const viewsButton = page.getByRole('button', { name: 'Views', exact: true });
  await viewsButton.click();
  await expect(views).toBeVisible();
  await expect(viewsButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Close views' })).toBeFocused();
  const drawer = (await views.boundingBox())!;
  expect(drawer.x).toBe(0);
  expect(drawer.width).toBeLessThanOrEqual(390);
  await shot(page, 'phone-390x844-views');
  await expectAccessible(page, 'plan-designer-phone-views');
  // A view chosen in the drawer is shown; Escape closes the drawer and the focus is back on its button.
  await views.getByRole('navigation', { name: 'Views' }).getByRole('button').nth(2).click();
  await expect.poll(() => count(page)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(views).toBeHidden();
  await expect(viewsButton).toBeFocused();

  const inspectorButton = page.getByRole('button', { name: 'Inspector', exact: true });
  await inspectorButton.click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close inspector' })).toBeFocused();
  await expect(inspector(page)).toBeVisible();
  await shot(page, 'phone-390x844-inspector');
  await expectAccessible(page, 'plan-designer-phone-inspector');
  // A press beside the drawer closes it too.
  await page.mouse.click(20, 400);
  await expect(panel).toBeHidden();
  await expect(inspectorButton).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the plan's help names no keys on screen; the canvas still describes them to assistive tech", async ({ page }) => {
    await signIn(page, 'owner@org1798.demo');
    await page.goto('/orders/1');
    await expect(canvas(page)).toBeVisible();
    const help = page.getByTestId('plan-hint');
    await expect(help).toBeVisible();
    // Off the screen: a box of one pixel, clipped (still read by assistive tech).
    const keys = (await help.locator('.plan-help-keys').boundingBox())!;
    expect(keys.height).toBeLessThanOrEqual(1);
    await expect(canvas(page)).toHaveAccessibleDescription(/Keys: V select/);
    await shot(page, 'phone-touch-390x844');
  });
});
