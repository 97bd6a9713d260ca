/** Guest mode toggle for employees (local to the browser), and switching organisation for a user in two. */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('an owner switches to guest mode and back, in the browser only (no call); the mode survives a reload, not another browser', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  const modeCalls: string[] = [];
  page.on('request', (request) => {
    // Any auth call but the session read a page load makes.
    if (request.method() === 'POST' && request.url().includes('/auth/') && !request.url().endsWith('/auth/session')) modeCalls.push(request.url());
  });
  await page.getByRole('button', { name: 'GUEST MODE' }).click();
  await expect(page.getByRole('button', { name: 'EMPLOYEE MODE' })).toBeVisible();
  // In guest mode the owner is a guest: no admin link, no View filter on the list.
  await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
  // Local only: nothing was asked of the server, whose session still holds the real role.
  expect(modeCalls).toEqual([]);
  const session = (await (await page.request.post('/auth/session', { data: {} })).json()) as { data: { activeOrg: { role: string; prevRole: string | null } } };
  expect(session.data.activeOrg).toMatchObject({ role: 'owner', prevRole: null });

  // The orders list asks for the person's own orders only.
  const listRequest = page.waitForRequest((r) => r.url().endsWith('/api/configurator/get-configurator-orders-data'));
  await page.goto('/orders');
  expect((await listRequest).postDataJSON()).toMatchObject({ filters: { orderOwner: 'self' } });
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('View', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'guest-mode');
  await shot(page, 'guest-mode');

  // Remembered in this browser: a reload keeps guest mode; another browser signed in as the same owner is not in it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'EMPLOYEE MODE' })).toBeVisible();
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherContext.newPage();
  await signIn(other, 'owner@org850.demo');
  await expect(other.getByRole('button', { name: 'GUEST MODE' })).toBeVisible();
  await otherContext.close();

  await page.getByRole('button', { name: 'EMPLOYEE MODE' }).click();
  await expect(page.getByRole('button', { name: 'GUEST MODE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  await expect(page.getByLabel('View', { exact: true })).toBeVisible();
  expect(modeCalls).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'GUEST MODE' })).toBeVisible();
});

test('a guest has no mode toggle', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await expect(page.getByRole('button', { name: 'GUEST MODE' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'EMPLOYEE MODE' })).toHaveCount(0);
});

test('a user of two organisations switches between them', async ({ page }) => {
  await signIn(page, 'multi@demo.test');
  const heading = page.getByRole('heading', { level: 1 });
  const organisation = page.getByLabel('Organisation');
  await expect(organisation).toBeVisible();
  const first = await heading.textContent();
  const options = await organisation.locator('option').allTextContents();
  expect(options).toHaveLength(2);
  const current = await organisation.locator('option:checked').textContent();
  const other = options.find((o) => o !== current)!;
  await organisation.selectOption({ label: other });
  await expect(heading).not.toHaveText(first ?? '');
  await expect(heading).toContainText(other);
  await expectAccessible(page, 'org-switched');
  await shot(page, 'org-switched');
  await organisation.selectOption({ label: current! });
  await expect(heading).toHaveText(first ?? '');
});

test('a user of one organisation has no organisation switcher', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await expect(page.getByLabel('Organisation')).toHaveCount(0);
});
