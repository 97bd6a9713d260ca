/** The app shell: not-found pages, sign-in errors, admin refused for a member, sign out, the network indicator. */
import { expect, shot, signIn, test, withoutDocumentBoot } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test('an unknown path shows the not-found page with Go Home', async ({ page }) => {
  await page.goto('/this/path/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expectAccessible(page, 'not-found');
  await shot(page, 'not-found');
});

test('the loading screen shows its three texts until the session has loaded', async ({ page }) => {
  // The session check is asked for (and held here) only when the document does not carry its answer.
  await withoutDocumentBoot(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading up')).toBeVisible();
  await expect(page.getByText('This can take a few seconds')).toBeVisible();
  await expect(page.getByText('Hold tight...')).toBeVisible();
  await expectAccessible(page, 'loading');
  await shot(page, 'loading');
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test.describe('an order the server does not find', () => {
  // The order data call answers 404, which the browser logs as a failed resource.
  test.use({ allowedFailedStatuses: [401, 404] });
  test('leads to the order not-found text', async ({ page }) => {
    await signIn(page, 'owner@org850.demo');
    await page.goto('/orders/987654');
    await expect(page).toHaveURL(/\/404\/order$/);
    await expect(page.getByText("You might need to ask for an invite or the order you're looking for might have been deleted.")).toBeVisible();
  });
});

test('/404/order explains a missing order', async ({ page }) => {
  await page.goto('/404/order');
  await expect(page.getByText("You might need to ask for an invite or the order you're looking for might have been deleted.")).toBeVisible();
});

test.describe('signed in as a member', () => {
  test('the admin area is refused with the permissions text', async ({ page }) => {
    await signIn(page, 'member@org850.demo');
    await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByText("You don't have proper permissions to view this page.")).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to the');
  });
});

test.describe('a refused password', () => {
  // The refused call's 401 is logged by the browser itself.
  test.use({ allowedFailedStatuses: [401] });
  test('a wrong password is refused with a clear message, then signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Forders/);
    await page.getByLabel('Email').fill('owner@org850.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('That email and password do not match an account.');
    await expectAccessible(page, 'sign-in-error');
    await shot(page, 'sign-in-error');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test('the owner reaches the read-only products list through ADMIN', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('link', { name: 'ADMIN' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const table = page.getByRole('table');
  for (const column of ['Rank', 'ID', 'Title', 'Visibility', 'Inventory']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: 'Switch Plate', exact: true })).toBeVisible();
  // Stocked items only: the back boxes, with the one in negative inventory highlighted.
  await page.getByLabel('Stocked').selectOption('stocked');
  await expect(table.getByRole('cell', { name: 'Switch Plate', exact: true })).toHaveCount(0);
  await expect(table.locator('tr.is-negative')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
  await expectAccessible(page, 'admin-products');
  await shot(page, 'admin-products');
});

test.describe('an ended session', () => {
  // The refused call's 401 is logged by the browser itself.
  test.use({ allowedFailedStatuses: [401] });
  test('when the session ends, the next call leads back to sign-in and then to the same page', async ({ page, context }) => {
    await signIn(page, 'owner@org850.demo');
    // The status counts are asked for after the list has drawn (not within the network-idle window):
    // wait for their answer too, so the next call is the one this test makes.
    const counted = page.waitForResponse('**/get-configurator-orders-count');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await counted;
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    await page.getByLabel('Type').selectOption('archived');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Forders/);
    await page.getByLabel('Email').fill('owner@org850.demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  });
});

test('the header shows Offline while the browser has no connection, and nothing once it is back', async ({ page, context }) => {
  await signIn(page, 'owner@org850.demo');
  await page.waitForLoadState('networkidle');
  const indicator = page.getByRole('banner').getByRole('status');
  // Online: nothing to see, but screen readers can still ask.
  await expect(indicator).toHaveText('Online');
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'network-online');
  await shot(page, 'network-online');

  await context.setOffline(true);
  await expect(indicator).toHaveText('Offline');
  await expect(indicator).toBeVisible();
  await expect(indicator).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page, 'network-offline');
  await shot(page, 'network-offline');

  await context.setOffline(false);
  await expect(indicator).toHaveText('Online');
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);
});

test('the header says Server unreachable when a call gets no answer, until one does', async ({ page }) => {
  // Make the page's fetch reject the way it does when the server is down (a TypeError, no response).
  // Done in the page rather than by aborting the route, because an aborted request makes the browser
  // log 'Failed to load resource', which the fixture counts as an error.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) =>
      (window as unknown as { failApiCalls?: boolean }).failApiCalls && String(input).startsWith('/api/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
  });
  const failApiCalls = (fail: boolean) => page.evaluate((value) => ((window as unknown as { failApiCalls?: boolean }).failApiCalls = value), fail);
  await signIn(page, 'owner@org850.demo');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const indicator = page.getByRole('banner').getByRole('status');
  await expect(indicator).toHaveText('Online');

  await failApiCalls(true);
  await page.getByLabel('Type').selectOption('archived');
  await expect(indicator).toHaveText('Server unreachable');
  await expect(indicator).toBeVisible();
  await expectAccessible(page, 'network-unreachable');
  await shot(page, 'network-unreachable');

  await failApiCalls(false);
  await page.getByLabel('Type').selectOption('active');
  await expect(indicator).toHaveText('Online');
});

test('sign-in: Tab from the top reaches the skip link first, Enter moves focus to the main content', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shot(page, 'sign-in-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectAccessible(page, 'sign-in');
});
