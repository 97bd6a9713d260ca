/**
 * A large plan in the designer (issue 33): over 300 records, so the static layer draws in cached
 * chunks (StaticChunks' CHUNKED_FROM); a wall selected and dragged is saved, drawn at its new place
 * (pixels read) and found there after a reload.
 */
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { count, drag, field, newProject, saved, shot, tool } from './plan-designer-kit.ts';

/** A model point of the view (the wall's middle) in page px, through the static layer's transform. */
async function onScreen(page: Page, point: { x: number; y: number }) {
  return page.evaluate((p) => {
    type Stage = { content: HTMLElement; getLayers(): { getAbsoluteTransform(): { point(q: { x: number; y: number }): { x: number; y: number } } }[] };
    const stage = (window as unknown as { Konva: { stages: Stage[] } }).Konva.stages[0]!;
    const at = stage.getLayers()[0]!.getAbsoluteTransform().point(p);
    const rect = stage.content.getBoundingClientRect();
    return { x: rect.left + at.x, y: rect.top + at.y };
  }, point);
}

/** How dark the static layer is around a page point (0 white or empty, 765 black): a drawn wall is dark. */
async function darknessAt(page: Page, at: { x: number; y: number }) {
  return page.evaluate((at) => {
    type Stage = { content: HTMLElement; getLayers(): { getCanvas(): { _canvas: HTMLCanvasElement; getPixelRatio(): number } }[] };
    const stage = (window as unknown as { Konva: { stages: Stage[] } }).Konva.stages[0]!;
    const canvas = stage.getLayers()[0]!.getCanvas();
    const rect = stage.content.getBoundingClientRect();
    const ratio = canvas.getPixelRatio();
    const data = canvas._canvas
      .getContext('2d')!
      .getImageData(Math.round((at.x - rect.left) * ratio) - 3, Math.round((at.y - rect.top) * ratio) - 3, 7, 7).data;
    let darkest = 0;
    for (let i = 0; i < data.length; i += 4) darkest = Math.max(darkest, ((765 - data[i]! - data[i + 1]! - data[i + 2]!) * data[i + 3]!) / 255);
    return darkest;
  }, at);
}

test('a large plan (over 300 records, drawn in cached chunks): select, drag, saved and drawn', async ({ page }) => {
  // 300 records made through the API, one call each (plan records have no bulk create).
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newProject(page, 'Large plan');
  // One wall drawn through the UI: its create call names the order.
  const created = page.waitForRequest((r) => r.url().endsWith('/api/resources/archWall/create'));
  await tool(page, 'Wall').click();
  await drag(page, [0.3, 0.3], [0.5, 0.3]);
  const wall = (await created).postDataJSON() as { props: { productOrderId: number; from: { x: number; z: number }; to: { x: number; z: number } } };
  await saved(page);
  const { productOrderId, from, to } = wall.props;
  // 300 more through the API (StaticChunks' CHUNKED_FROM: more than 300 records are drawn in chunks): walls and texts in a grid below it.
  const posts: (() => Promise<unknown>)[] = [];
  for (let i = 0; i < 300; i++) {
    const [x, y] = [from.x - 600 + (i % 40) * 40, from.z + 300 + Math.floor(i / 40) * 40];
    posts.push(() =>
      i % 2
        ? page.request.post('/api/resources/productCanvasText/create', {
            data: { props: { productOrderId, text: `Note ${i}`, position: { x, y }, width: 100, customViewId: null } },
          })
        : page.request.post('/api/resources/archWall/create', {
            data: { props: { productOrderId, from: { x, z: y }, to: { x: x + 30, z: y }, height: 96, thickness: 4 } },
          }),
    );
  }
  for (let i = 0; i < posts.length; i += 20) {
    const answers = (await Promise.all(posts.slice(i, i + 20).map((post) => post()))) as { ok(): boolean }[];
    expect(answers.every((a) => a.ok())).toBe(true);
  }
  await page.reload();
  await expect.poll(() => count(page)).toBe(301);

  // Select the drawn wall by a click on it, then drag it down and right.
  const middle = { x: (from.x + to.x) / 2, y: (from.z + to.z) / 2 };
  const start = await onScreen(page, middle);
  await page.mouse.click(start.x, start.y);
  await expect(field(page, 'Length')).toBeVisible();
  const length = await field(page, 'Length').inputValue();
  const update = page.waitForRequest((r) => r.url().endsWith('/api/resources/archWall/update'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y + 40, { steps: 8 });
  await page.mouse.up();
  const moved = (await update).postDataJSON() as { props: { from: { x: number; z: number } } };
  await saved(page);
  expect(moved.props.from.x).toBeGreaterThan(from.x);
  expect(moved.props.from.z).toBeGreaterThan(from.z);
  // Drawn where it went (its chunk made again), and every record still counted.
  const shift = { x: moved.props.from.x - from.x, y: moved.props.from.z - from.z };
  const after = await onScreen(page, { x: middle.x + shift.x, y: middle.y + shift.y });
  await expect.poll(() => darknessAt(page, after)).toBeGreaterThan(300);
  expect(await count(page)).toBe(301);
  // The designer with 301 entities listed and one selected in the inspector.
  await expectAccessible(page, 'large plan, a wall selected');
  await shot(page, 'large-plan-1440x900');

  // Saved: after a reload the wall is at its new place, the same length.
  await page.reload();
  await expect.poll(() => count(page)).toBe(301);
  const again = await onScreen(page, { x: middle.x + shift.x, y: middle.y + shift.y });
  await page.mouse.click(again.x, again.y);
  await expect(field(page, 'Length')).toHaveValue(length);
});
