/**
 * Issue 20, phone-sized screens: the orders list reserves its filter bar and status counts' space, so
 * nothing shifts while it loads (cumulative layout shift below 0.1, measured by the browser).
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('on a 390 × 844 screen the orders list loads without shifting (CLS below 0.1)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@org850.demo');
  // Counted from the start of the document, so the shifts of the whole load are in.
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
        );
        w.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: 'Harbor View Hotel – Lobby', exact: true }).first()).toBeVisible();
  // Shifts are reported after the frame they happen in: let two frames pass before reading.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await shot(page, 'orders-list-phone-loaded');
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  expect(cls, `layout shifts while loading: ${shifts.join(' | ')}`).toBeLessThan(0.1);
  await expectAccessible(page, 'orders-list-phone');
});
