/**
 * Issue 20, phone-sized screens: touch targets at least 24 × 24 CSS px (WCAG 2.2, 2.5.8) on sign-in,
 * home, the orders list and an order page of organisation 850, on a desktop and a phone screen.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { smallTargets } from './target-size.ts';
import { expectAccessible } from './accessibility.ts';

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function expectTargetsBigEnough(page: Page, label: string): Promise<void> {
  await shot(page, `target-size-${label}`);
  expect(await smallTargets(page), `targets under 24 × 24 px on ${label}`).toEqual([]);
  await expectAccessible(page, `target-size-${label}`);
}

for (const screen of SCREENS) {
  test(`targets are at least 24 × 24 px on the ${screen.name} screen (850: sign-in, home, orders, order)`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectTargetsBigEnough(page, `${screen.name}-sign-in`);

    await signIn(page, 'owner@org850.demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to the');
    await expectTargetsBigEnough(page, `${screen.name}-home`);

    await page.goto('/orders');
    const order = page.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }).first();
    await expect(order).toBeVisible();
    await expectTargetsBigEnough(page, `${screen.name}-orders`);

    await order.click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('navigation', { name: 'Order views' })).toBeVisible();
    await expect(page.getByText('Custom engravings')).toBeVisible();
    await expectTargetsBigEnough(page, `${screen.name}-order`);
  });
}

test('the check lists crowded small targets and spares spaced ones, links in a sentence and labelled hidden radios', async ({ page }) => {
  await page.setContent(`
    <div style="display:flex; gap:2px; position:absolute; top:20px; left:20px">
      <button style="width:16px; height:16px; padding:0" aria-label="crowded one"></button>
      <button style="width:16px; height:16px; padding:0" aria-label="crowded two"></button>
    </div>
    <button style="position:absolute; top:200px; left:200px; width:16px; height:16px; padding:0" aria-label="spaced"></button>
    <p style="position:absolute; top:300px; left:20px; font-size:12px">Read the <a href="#terms">terms</a> first.</p>
    <label style="position:absolute; top:400px; left:20px; display:inline-block; padding:6px 10px">
      <input type="radio" name="kind" style="opacity:0; position:absolute; width:13px; height:13px" /> Text
    </label>
    <label style="position:absolute; top:400px; left:90px; display:inline-block; padding:0 2px; font-size:10px">
      <input type="radio" name="kind" style="opacity:0; position:absolute; width:13px; height:13px" />S
    </label>
    <button style="position:absolute; top:401px; left:106px; width:30px; height:30px">x</button>`);
  const found = await smallTargets(page);
  expect(found.map((target) => target.element)).toEqual(['button "crowded one"', 'button "crowded two"', 'label "S"']);
});
