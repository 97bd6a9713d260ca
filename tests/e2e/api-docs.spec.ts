/**
 * Issue 21 item 2 in the browser: /api/docs renders the API reference with Scalar's viewer, served by
 * the server from node_modules, under the page's own policy (no violation), and passes the
 * accessibility check; screenshots at desktop and phone size.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const shots = '.tmp/shots/apiref';

test('the API reference page lists the calls and opens one', async ({ page }) => {
  test.slow();
  // Console errors fail every test (fixtures.ts); policy reports and failed requests are collected here.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  // The viewer is configured to reach no other site (no fonts from its CDN, no request proxy, no telemetry).
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && new URL(request.url()).port !== String(Number(process.env.E2E_PORT ?? 3100))) offSite.push(request.url());
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle(/API reference/);
  // The sign-in call, from its section of the reference.
  await expect(page.getByText('/auth/sign-in', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Configurator platform API' }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/api-docs-1280.png` });
  await expectAccessible(page, 'the API reference');

  // A resource call of its own, with its request body.
  await page.getByText('productOrder: update').first().click();
  await expect(page.getByText('/api/resources/productOrder/update').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/api-docs-resource-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/api-docs-390.png` });
  await expectAccessible(page, 'the API reference on a phone');

  expect(problems).toEqual([]);
  expect(offSite).toEqual([]);
});
