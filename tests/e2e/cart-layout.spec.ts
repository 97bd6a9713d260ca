/**
 * Issue 19 item 3: the cart side panel takes about a quarter of the page width and never covers the
 * active item bar, at the desktop sizes people use.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { closeCart, openCart } from './configure-steps.ts';
import { expectAccessible } from './accessibility.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the open cart leaves the active item bar in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@org850.demo');
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }).first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const bar = page.locator('.active-bar');
    await expect(bar).toBeVisible();
    const cart = await openCart(page);

    const cartBox = (await cart.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    const overlaps =
      cartBox.x < barBox.x + barBox.width &&
      barBox.x < cartBox.x + cartBox.width &&
      cartBox.y < barBox.y + barBox.height &&
      barBox.y < cartBox.y + cartBox.height;
    expect(overlaps, `cart ${JSON.stringify(cartBox)} covers the active item bar ${JSON.stringify(barBox)}`).toBe(false);
    // About a quarter of the page (at least 300 px so its lines stay readable).
    expect(cartBox.width).toBeGreaterThanOrEqual(Math.min(300, viewport.width * 0.3));
    expect(cartBox.width).toBeLessThanOrEqual(Math.max(300, viewport.width * 0.3));
    await expectAccessible(page, `cart-${viewport.width}`);
    await shot(page, `cart-layout-${viewport.width}`);
    // Leave it closed, as the other tests of this user expect.
    await closeCart(page);
  });
}
