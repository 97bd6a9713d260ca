/**
 * Every product family's drawing in the browser (issue 13 "Done when"): one product of each family
 * (keypads and switch plates, lamp, receptacle, port and multi-mechanism plates; slat door, slat
 * panel, door-like panel and wood panel; lights) is configured and its drawing is seen to change with
 * an option, at a desktop and a phone width, with a screenshot of each to look at. The drawings'
 * thumbnails (issue 13 item 4) are seen in the item list and the cart, and the unit number of a door
 * with slats (issue 19 item 22) in its drawing-sheet caption.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { choose, closeCart, openCart, setDimension, startItem } from './configure-steps.ts';

const drawing = (page: Page) => page.getByTestId('item-drawing');

/** What the drawing shows: its shape ids, texts and size, as the drawing frame exposes them. */
async function drawn(page: Page): Promise<string> {
  const frame = drawing(page);
  await expect(frame).toHaveAttribute('data-drawing-ids', /\S/);
  const [ids, texts, width, height] = await Promise.all(
    ['data-drawing-ids', 'data-drawing-texts', 'data-drawing-width', 'data-drawing-height'].map((name) => frame.getAttribute(name)),
  );
  return JSON.stringify({ ids, texts, width, height });
}

async function start(page: Page, tile: string, product: string): Promise<void> {
  await page.goto('/');
  await startItem(page, tile, product);
}

type Change = { option: [property: string, option: string] } | { dimension: [property: string, typed: string] };

interface Family {
  name: string;
  user: string;
  tile: string;
  product: string;
  /** Options set first (so the change below is a change). */
  before?: Change[];
  change: Change;
}

const PLATES = 'Lamp, Receptacle & Port Plates';
const families: Family[] = [
  { name: 'keypad', user: 'owner@org850.demo', tile: 'Keypads & Switch Plates', product: 'Keypad', change: { option: ['Layout', '2 × 2 buttons'] } },
  {
    name: 'lamp-plate',
    user: 'owner@org850.demo',
    tile: PLATES,
    product: 'Lamp Plate',
    before: [{ option: ['Lamp', 'Round lamp 40 mm'] }],
    change: { option: ['Lamp', 'Three pilot lamps'] },
  },
  {
    name: 'receptacle-plate',
    user: 'owner@org850.demo',
    tile: PLATES,
    product: 'Receptacle Plate',
    before: [{ option: ['Plate Size', '117 × 82 mm'] }, { option: ['Receptacle', 'Duplex receptacle'] }],
    change: { option: ['Plate Size', '207 × 82 mm'] },
  },
  {
    name: 'port-plate',
    user: 'owner@org850.demo',
    tile: PLATES,
    product: 'Port Plate',
    before: [{ option: ['Plate Shape', 'Round 100 mm'] }],
    change: { option: ['Plate Shape', 'Rectangular 100 × 180 mm'] },
  },
  {
    name: 'multi-mechanism-plate',
    user: 'owner@org850.demo',
    tile: PLATES,
    product: 'Multi-Mechanism Plate',
    before: [{ option: ['Plate Size', '207 × 82 mm'] }, { option: ['Mechanisms', 'Switch + receptacle'] }],
    change: { option: ['Mechanisms', 'Switch + lamp + port'] },
  },
  { name: 'slat-door', user: 'owner@org1053.demo', tile: 'Slat Doors', product: 'Door with Slats', change: { option: ['Hinges', '3 Hinges'] } },
  { name: 'slat-panel', user: 'owner@org1053.demo', tile: 'Slat Doors', product: 'Slat Panel', change: { dimension: ['Width', '1200'] } },
  { name: 'door-like-panel', user: 'owner@org1053.demo', tile: 'Slab Doors', product: 'Door-like Panel', change: { option: ['Hinges', '3 Hinges'] } },
  { name: 'wood-panel', user: 'owner@org1053.demo', tile: 'Wood Panels', product: 'Wood Panel, Shiplap', change: { dimension: ['Board Length', '9000'] } },
  { name: 'light', user: 'owner@org1392.demo', tile: 'Pendants', product: 'Linear Light', change: { dimension: ['Length', '60'] } },
];

const apply = (page: Page, change: Change) => ('option' in change ? choose(page, ...change.option) : setDimension(page, ...change.dimension));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`one product of each family is drawn from its options (${viewport.width} wide)`, async ({ page }) => {
    // Ten products configured, each checked by axe, on a shared two-core machine.
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    let user = '';
    for (const family of families) {
      if (family.user !== user) {
        if (user) await page.context().clearCookies();
        await signIn(page, family.user);
        user = family.user;
      }
      await start(page, family.tile, family.product);
      for (const change of family.before ?? []) await apply(page, change);
      const before = await drawn(page);
      await apply(page, family.change);
      await expect.poll(() => drawn(page), { message: `${family.name}: the drawing follows the option` }).not.toBe(before);
      await drawing(page).scrollIntoViewIfNeeded();
      await expect(drawing(page)).toBeVisible();
      await expectAccessible(page, `${family.name}-${viewport.width}`);
      // A full-page screenshot from the top, so the sticky header stays at the top of the picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `families/${family.name}-${viewport.width}`);
    }
  });
}

test('the item list and the cart show each item by its drawing', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }).first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const list = page.getByRole('complementary', { name: 'Items' });
  const rows = list.locator('.item-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // One thumbnail per drawn item, named after it, painted to PNG.
  const listThumbs = list.getByTestId('item-thumbnail');
  await expect(listThumbs).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const title = (await rows.nth(i).locator('.item-row-title').textContent())!.replace(/\s*●\s*invalid$/, '').trim();
    await expect(listThumbs.nth(i)).toHaveAttribute('alt', `Drawing of ${title}`);
    await expect(listThumbs.nth(i)).toHaveAttribute('data-format', 'png');
    await expect(listThumbs.nth(i)).toHaveAttribute('src', /^blob:/);
    expect(await listThumbs.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  const cart = await openCart(page);
  const cartThumbs = cart.getByTestId('item-thumbnail');
  await expect(cartThumbs).toHaveCount(count);
  await expect(cartThumbs.first()).toHaveAttribute('data-format', 'png');
  await expect(cartThumbs.first()).toHaveAttribute('alt', /^Drawing of /);
  await expectAccessible(page, 'cart-thumbnails');
  await shot(page, 'families/cart-thumbnails-1280');
  await closeCart(page);
});

test('a door with slats carries its unit number in its drawing-sheet caption', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner@org1053.demo');
  await start(page, 'Slat Doors', 'Door with Slats');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect.poll(() => drawing(page).getAttribute('data-drawing-texts')).toContain('001');
  await page.goto(`${new URL(page.url()).pathname}/drawings`);
  const cell = page.getByTestId('sheet-item').first();
  await expect(cell).toBeVisible();
  await expect(cell.getByTestId('sheet-item-tag')).toHaveText(/^Unit 001 ·/);
  await expectAccessible(page, 'sheet-unit-number');
  await shot(page, 'families/sheet-unit-number-1280');
});
