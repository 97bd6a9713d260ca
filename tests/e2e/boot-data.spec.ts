/**
 * Issue 17 item 5 and issue 20: on a page load the document carries the session check's answer and
 * the route's data (server/src/http/document-session.ts), so neither is asked for; a document without
 * them (its lookup failed) has the route's data asked for together with the session, not after it
 * (web/src/boot-data.ts). The order page's data, asked again, is revalidated by its ETag and answered
 * 304 without a body. Order of events, not timings.
 */
import { expect, signIn, test, withoutDocumentBoot, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const SESSION_PATH = '/auth/session';

/** Reloads the page and answers the order in which requests started and finished, as the browser reports them. */
async function reloadRecording(page: Page, ready: () => Promise<void>): Promise<string[]> {
  const events: string[] = [];
  page.on('request', (r) => events.push(`start ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => events.push(`end ${new URL(r.url()).pathname}`));
  await page.reload();
  await ready();
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  return events;
}

function expectStartedBeforeSessionAnswered(events: string[], dataPath: string): void {
  const dataStart = events.indexOf(`start ${dataPath}`);
  const sessionEnd = events.indexOf(`end ${SESSION_PATH}`);
  expect(dataStart, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(sessionEnd, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(dataStart, events.join('\n')).toBeLessThan(sessionEnd);
  // Asked once: the screen took the answer of the call started at boot.
  expect(events.filter((e) => e === `start ${dataPath}`)).toHaveLength(1);
}

test('a reload asks for neither the session nor the home or order data: the document carries them', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.locator('.tile').first()).toBeVisible();
  const homeEvents = await reloadRecording(page, () => expect(page.locator('.tile').first()).toBeVisible());
  expect(
    homeEvents.filter((e) => e.startsWith('start /api/') || e.startsWith('start /auth/')),
    homeEvents.join('\n'),
  ).toEqual([]);
  await expectAccessible(page, 'home from the document');

  await page.goto('/orders/1');
  const title = page.locator('h1.order-title');
  await expect(title).toBeVisible();
  const shown = await title.innerText();
  const orderEvents = await reloadRecording(page, () => expect(title).toBeVisible());
  expect(
    orderEvents.filter((e) => e === `start ${SESSION_PATH}` || e === 'start /api/configurator/get-configurator-order-data'),
    orderEvents.join('\n'),
  ).toEqual([]);
  await expect(title).toHaveText(shown);
  await expectAccessible(page, 'order page from the document');
});

test("without the document's answers, a reload asks for the home data and the order data together with the session", async ({ page }) => {
  await withoutDocumentBoot(page);
  await signIn(page, 'owner@org850.demo');
  await expect(page.locator('.tile').first()).toBeVisible();
  await expectAccessible(page, 'home before reload');

  const homeEvents = await reloadRecording(page, () => expect(page.locator('.tile').first()).toBeVisible());
  expectStartedBeforeSessionAnswered(homeEvents, '/api/configurator/get-configurator-homepage-data');
  await expectAccessible(page, 'home after reload');

  await page.goto('/orders/1');
  const title = page.locator('h1.order-title');
  await expect(title).toBeVisible();
  const orderEvents = await reloadRecording(page, () => expect(title).toBeVisible());
  expectStartedBeforeSessionAnswered(orderEvents, '/api/configurator/get-configurator-order-data');
  await expectAccessible(page, 'order page after reload');
});

test('the order page asked again sends its ETag and uses the kept data on 304', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders/1');
  const title = page.locator('h1.order-title');
  await expect(title).toBeVisible();
  const shown = await title.innerText();

  // Away to the list and back inside the app: the order is asked for again, with If-None-Match.
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  const again = page.waitForResponse((r) => r.url().endsWith('/api/configurator/get-configurator-order-data'));
  await page.goBack();
  const answer = await again;
  expect(answer.status()).toBe(304);
  expect(await answer.request().headerValue('if-none-match')).toMatch(/^W\/"/);
  await expect(title).toHaveText(shown);
  await expectAccessible(page, 'order page from kept data');
});
