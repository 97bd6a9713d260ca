/**
 * Issue 35 item 6 in the browser: the test harness's fixture kit, a plugin no file of the platform
 * names, contributes a card gateway with its own browser form and a panel on the order page, and both
 * work as the installed plugins' do. Runs its own server (the harness's, with the kit installed and
 * enabled in organisation 850, its gateway on) and its own web build (VITE_TEST_PLUGINS: the
 * harness's web install list), so no other spec sees the kit. TEST_PLUGINS_WEB_DIST reuses a build.
 */
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, ownWorkDir, repoRoot, runOrThrow, saveShot, startOwnServer, test, type OwnServer, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { orderReadyToPay } from './ready-to-pay.ts';

const ORG = 850;
let server: OwnServer;
/** The order the first test pays; the second reads its moves. */
let paid = { id: 0, orgSpecificId: 0 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// The declined code is refused on purpose.
test.use({ allowedFailedStatuses: [402, 422] });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const { workDir } = ownWorkDir('fixture-kit-e2e');
  // A prebuilt one (npm run build:e2e, which test:e2e runs first), relative to the repository root or absolute.
  let webDist = process.env.TEST_PLUGINS_WEB_DIST && resolve(repoRoot, process.env.TEST_PLUGINS_WEB_DIST);
  if (!webDist) {
    webDist = join(workDir, 'dist');
    runOrThrow('npx', ['vite', 'build', 'web', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], {
      VITE_TEST_PLUGINS: 'test-harness/src/web-plugin-loaders.ts',
    });
  }
  server = await startOwnServer({
    workDir,
    portOffset: 3,
    entry: 'test-harness/src/browser-test-server.ts',
    env: { WEB_DIST: webDist, TEST_PLUGINS_ORG: String(ORG), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${server.url}${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: { productOrders: { id: number; orgSpecificId: number; title: string; lastCompletedStatusKey: string | null }[] } };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test("pays through the fixture gateway's own form: a declined code, then the accepted one", async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Harbor View Hotel – Lobby', { base: server.url });
  paid = order;
  await page.goto(`${server.url}/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment' });
  const form = panel.getByRole('form', { name: 'Fixture card' });
  await expect(form).toBeVisible();
  // The plugin's form replaced the card fields of the installed gateways.
  await expect(panel.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, 'fixture gateway form');
  const due = await panel.getByTestId('amount-due').innerText();

  // Keyboard only: type the code, Enter submits the form.
  await form.getByLabel('Fixture card code').fill('NOT-A-CODE');
  await form.getByLabel('Fixture card code').press('Enter');
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(alert).toContainText('The fixture gateway declined this code.');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(form.getByLabel('Fixture card code')).toHaveValue('');

  await form.getByLabel('Fixture card code').fill('fixture-ok');
  await form.getByRole('button', { name: `PAY ${due} NOW` }).click();
  await expect(panel).toBeHidden({ timeout: 15_000 });
  const after = await post(page.request, '/api/configurator/get-configurator-order-data', { orgId: ORG, productOrderOrgSpecificId: order.orgSpecificId });
  expect(after.data.productOrders[0]!.lastCompletedStatusKey).toBe('inProduction');
});

test("the fixture kit's panel on the order page reads the moves its server saw", async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto(`${server.url}/orders/${paid.orgSpecificId}`);
  const kit = page.getByRole('region', { name: 'Fixture kit' });
  await expect(kit).toBeVisible();
  // The moves of the payment above, seen by the kit's effect and read through the kit's own call.
  await expect(kit.getByRole('status')).toHaveText(/^Moves seen: .+/);
  const before = await kit.getByRole('status').innerText();
  // A move made after the page was opened is read again from the panel's button, by keyboard.
  await post(page.request, '/configurator/update-order-status', { productOrderId: paid.id, orgId: ORG, statusKey: 'shipped', skipNotifyingGuest: true });
  await kit.getByRole('button', { name: 'Read again' }).focus();
  await page.keyboard.press('Enter');
  await expect(kit.getByRole('status')).not.toHaveText(before);
  await expect(kit.getByRole('status')).toHaveText(/^Moves seen: .+/);
  await expectAccessible(page, 'order page with the fixture kit panel');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await kit.scrollIntoViewIfNeeded();
    // The viewport around the panel: a full page of the order is mostly its items.
    await saveShot(page, join(repoRoot, '.tmp', 'shots', `fixture-kit-order-${width}.png`));
  }
});
