/**
 * "Option click → drawing redrawn, 200 items" (issue 17): on the bench's 200-item order, Chromium clicks
 * a Finish option of the active item (alternating two options), and the order page's User Timing
 * entries (web/src/features/order/drawing-timing.ts) tell how many times the active drawing was drawn
 * ('item-drawing') and how many items were drawn again to find the order's scale ('scale-drawing'),
 * from the click until the write's answer has been applied. The time is from the click to the end of
 * the first frame after the drawing was made (the drawing on screen): a requestAnimationFrame loop
 * started at the click looks for the measure synchronously and, in the frame where it is there,
 * waits for that frame to finish (a task after it). Konva draws in that same frame (its batchDraw asks
 * for the frame after the loop did). The previous measure waited for a PerformanceObserver, which
 * Chromium calls only after the frame has been painted, and then for one more frame: about a frame
 * more than the drawing takes to reach the screen. It is kept beside the new one (observedMedianMs).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { BenchServer } from './bench-server.ts';

const CLICKS = 6;
/** Long enough for the write's answer to arrive and be drawn (a draw after it counts). */
const SETTLE_MS = 1500;
const OPTIONS = ['Walnut', 'Oak'] as const;

export interface RedrawResult {
  medianMs: number;
  maxMs: number;
  /** The previous measure: the frame after a PerformanceObserver was told of the drawing. */
  observedMedianMs: number;
  /** Most active-drawing draws seen for one click. */
  draws: number;
  /** Most items drawn for the scale for one click. */
  scaleDraws: number;
}

/** The bench's order page, loaded and drawn, with the guided tour a first visit may open put away. */
export async function openDrawnOrder(page: Page, address: string): Promise<void> {
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.getByTestId('item-drawing').waitFor();
  if (await page.locator('.tour-card').isVisible()) await page.keyboard.press('Escape');
}

/** Opens the active item's Finish options; click n offers the other of the two finishes, ready to be clicked. */
export async function finishOption(page: Page, n: number): Promise<Locator> {
  await page.getByRole('button', { name: /^(Finish: |Choose Finish$)/ }).click();
  const option = page.getByRole('listbox', { name: 'Finish options' }).getByRole('option', { name: finishName(n) });
  await option.waitFor();
  return option;
}

const finishName = (n: number) => OPTIONS[n % 2]!;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchRedraw(browser: Browser, bench: BenchServer): Promise<RedrawResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = bench.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: bench.url }]);
  const page = await context.newPage();
  await openDrawnOrder(page, `${bench.url}/orders/${bench.orderNumber}`);
  const times: number[] = [];
  const observedTimes: number[] = [];
  let draws = 0;
  let scaleDraws = 0;
  for (let i = 0; i < CLICKS; i++) {
    const option = await finishOption(page, i);
    // Sources as text: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`(() => {
      window.benchClickAt = Number.POSITIVE_INFINITY;
      window.benchDrawnAt = 0;
      window.benchObservedAt = 0;
      const drawn = () => performance.getEntriesByName('item-drawing').some((e) => e.startTime >= window.benchClickAt);
      document.addEventListener('pointerup', () => {
        window.benchClickAt = performance.now();
        const poll = () => {
          if (drawn()) setTimeout(() => { window.benchDrawnAt = performance.now(); });
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('item-drawing').some((e) => e.startTime >= window.benchClickAt)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { window.benchObservedAt = performance.now(); }));
      });
      observer.observe({ type: 'measure' });
    })()`);
    await option.click();
    await page.waitForTimeout(SETTLE_MS);
    const result = await page.evaluate<{ ms: number; observedMs: number; draws: number; scaleDraws: number }>(`(() => {
      const count = (name) => performance.getEntriesByName(name).filter((e) => e.startTime >= window.benchClickAt).length;
      return { ms: window.benchDrawnAt - window.benchClickAt, observedMs: window.benchObservedAt - window.benchClickAt, draws: count('item-drawing'), scaleDraws: count('scale-drawing') };
    })()`);
    if (!(result.ms > 0)) throw new Error(`option ${finishName(i)}: no redraw seen after the click`);
    // The first click warms the page (chunks, JIT); it is not counted.
    if (i === 0) continue;
    times.push(result.ms);
    observedTimes.push(result.observedMs);
    draws = Math.max(draws, result.draws);
    scaleDraws = Math.max(scaleDraws, result.scaleDraws);
  }
  await context.close();
  return { medianMs: median(times), maxMs: Math.max(...times), observedMedianMs: median(observedTimes), draws, scaleDraws };
}
