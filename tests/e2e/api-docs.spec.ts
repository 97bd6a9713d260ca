/**
 * Issue 21 item 2 in the browser: /api/docs renders the API reference with Scalar's viewer, served by
 * the server from node_modules, under the page's own policy (no violation), and passes the
 * accessibility check; screenshots at desktop and phone size.
 */
import { expect, saveShot, test, workerPort } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const shots = '.tmp/shots/apiref';

// Scalar tries its font CDN and its search service's proxy even when told not to (withDefaultFonts,
// agent disabled); the page's policy refuses both, the browser reports it, and the page works on.
test.use({ allowConsoleErrors: /fonts\.scalar\.com|proxy\.scalar\.com/ });

test('the API reference page lists the calls and opens one', async ({ page }) => {
  test.slow();
  // Console errors fail every test (fixtures.ts); policy reports and failed requests are collected here.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && !/scalar\.com/.test(message.text())) problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (!/scalar\.com/.test(request.url())) problems.push(`request failed: ${request.url()}`);
  });
  // The viewer is configured to reach no other site (no fonts from its CDN, no request proxy, no telemetry).
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.port !== String(workerPort()) && !/scalar\.com$/.test(url.hostname)) offSite.push(request.url());
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle(/API reference/);
  // The viewer is 3.5 MB of script and the document is built on its first request: on a loaded machine
  // (CI's load about 5, a worker's first test) the title once took 54 s to show, so a minute is allowed.
  await expect(page.getByRole('heading', { name: 'Configurator platform API', level: 1 })).toBeVisible({ timeout: 60_000 });
  const sidebar = page.getByRole('navigation', { name: 'Sidebar for Configurator platform API' });
  for (const section of ['Sign-in and session', 'Orders', 'Resources', 'Payments', 'Documents'])
    await expect(sidebar.getByRole('button', { name: `${section} Open Group` })).toBeVisible();
  await saveShot(page, `${shots}/api-docs-1280.png`);
  await expectAccessible(page, 'the API reference');

  // A resource call of its own, with its request body.
  await sidebar.getByRole('button', { name: 'Resources Open Group' }).click();
  await sidebar.getByRole('button', { name: /^productOrder: update/ }).click();
  await expect(page.getByText('/api/resources/productOrder/update').first()).toBeVisible();
  await saveShot(page, `${shots}/api-docs-resource-1280.png`);

  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `${shots}/api-docs-390.png`);
  await expectAccessible(page, 'the API reference on a phone');

  expect(problems).toEqual([]);
  expect(offSite).toEqual([]);
});
