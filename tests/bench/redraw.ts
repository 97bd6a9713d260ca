/**
 * "Option click → drawing redrawn, 200 items" (issue 17): on the bench's 200-item order, Chromium clicks
 * a Finish option of the active item (alternating two options), and the order page's User Timing
 * entries (web/src/features/order/drawing-timing.ts) tell how many times the active drawing was drawn
 * ('item-drawing') and how many items were drawn again to find the order's scale ('scale-drawing'),
 * from the click until the write's answer has been applied. The time is from the click to the frame
 * after the first redraw (the drawing on screen).
 */
import type { Browser } from '@playwright/test';
import type { BenchServer } from './bench-server.ts';

const CLICKS = 6;
/** Long enough for the write's answer to arrive and be drawn (a draw after it counts). */
const SETTLE_MS = 1500;
const OPTIONS = ['Walnut', 'Oak'] as const;

export interface RedrawResult {
  medianMs: number;
  maxMs: number;
  /** Most active-drawing draws seen for one click. */
  draws: number;
  /** Most items drawn for the scale for one click. */
  scaleDraws: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchRedraw(browser: Browser, bench: BenchServer): Promise<RedrawResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = bench.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  const page = await context.newPage();
  await page.goto(`${bench.url}/orders/${bench.orderNumber}`, { waitUntil: 'networkidle' });
  await page.getByTestId('item-drawing').waitFor();
  // A first visit may open the guided tour over the page.
  if (await page.locator('.tour-card').isVisible()) await page.keyboard.press('Escape');
  const times: number[] = [];
  let draws = 0;
  let scaleDraws = 0;
  for (let i = 0; i < CLICKS; i++) {
    await page.getByRole('button', { name: /^(Finish: |Choose Finish$)/ }).click();
    const option = page.getByRole('listbox', { name: 'Finish options' }).getByRole('option', { name: OPTIONS[i % 2] });
    await option.waitFor();
    // Sources as text: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`(() => {
      window.benchClickAt = Number.POSITIVE_INFINITY;
      window.benchDrawnAt = 0;
      document.addEventListener('pointerup', () => { window.benchClickAt = performance.now(); }, { capture: true, once: true });
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('item-drawing').some((e) => e.startTime >= window.benchClickAt)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { window.benchDrawnAt = performance.now(); }));
      });
      observer.observe({ type: 'measure' });
    })()`);
    await option.click();
    await page.waitForTimeout(SETTLE_MS);
    const result = await page.evaluate<{ ms: number; draws: number; scaleDraws: number }>(`(() => {
      const count = (name) => performance.getEntriesByName(name).filter((e) => e.startTime >= window.benchClickAt).length;
      return { ms: window.benchDrawnAt - window.benchClickAt, draws: count('item-drawing'), scaleDraws: count('scale-drawing') };
    })()`);
    if (!(result.ms > 0)) throw new Error(`option ${OPTIONS[i % 2]}: no redraw seen after the click`);
    // The first click warms the page (chunks, JIT); it is not counted.
    if (i === 0) continue;
    times.push(result.ms);
    draws = Math.max(draws, result.draws);
    scaleDraws = Math.max(scaleDraws, result.scaleDraws);
  }
  await context.close();
  return { medianMs: median(times), maxMs: Math.max(...times), draws, scaleDraws };
}
