/**
 * Issue 11 in the browser. Item 4: the app runs its main flows under its strict Content-Security-
 * Policy with no violation (and a violation is seen when one happens). Item 5: a page of another
 * origin cannot sign a person out or write for them (a forged form POST and a no-cors fetch).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signIn, signInThroughForm, test, workerPort, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const APP = `http://127.0.0.1:${workerPort()}`;

/**
 * Collects the browser's Content-Security-Policy reports: its console lines, and the violation events
 * (some refusals, such as an eval probe caught by a library, log nothing to the console).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.log(`Content Security Policy violation event: ${event.violatedDirective} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
    ),
  );
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the main flows run with no policy violation, and the page has no inline script', async ({ page }) => {
    test.slow();
    const violations = await watchPolicy(page);
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    // The one script element without src is the document's data block (JSON the browser never runs).
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), 'inline scripts').toEqual(['<script type="application/json" id="boot-session">']);
    expect(html, 'inline style attributes').not.toMatch(/\sstyle=/);

    // Through the form: the sign-in page is one of the main flows.
    await signInThroughForm(page, 'owner@org850.demo');
    // Home, then a new keypad from its tile: the order page with its drawing, reached inside the app.
    await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
    await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
    await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
    await expect(page.getByTestId('item-drawing').locator('.drawing-svg > svg')).toBeVisible();
    await expectAccessible(page, 'security-order-page');
    // The orders list, and an order opened as its own document (the card payment page's policy).
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders' }).or(page.getByRole('table')).first()).toBeVisible();
    const orderLink = page.getByRole('link', { name: /Harbor View Hotel/ }).first();
    await expect(orderLink).toBeVisible();
    await page.goto((await orderLink.getAttribute('href'))!);
    await expect(page.getByTestId('order-total')).toBeVisible();
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, 'security-outbox');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe('a violation', () => {
    // The browser reports the refused inline script as a console error: expected here.
    test.use({ allowConsoleErrors: /Content Security Policy/ });
    test('is reported when a page tries an inline script, which does not run', async ({ page }) => {
      const violations = await watchPolicy(page);
      await page.goto('/sign-in');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(violations.join('\n')).toContain("Executing inline script violates the following Content Security Policy directive 'script-src 'self''");
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    });
  });
});

test.describe('a forged cross-site request', () => {
  let evil: Server;
  let evilOrigin: string;
  test.beforeAll(async () => {
    // Another origin on the same host (another port): same-site, so the SameSite=Lax cookie IS sent.
    evil = createServer((request, response) => {
      response.setHeader('content-type', 'text/html');
      if (request.url === '/form') {
        response.end(
          `<!doctype html><title>Win a prize</title><form method="post" action="${APP}/auth/sign-out"></form><script>document.forms[0].submit()</script>`,
        );
      } else {
        response.end(`<!doctype html><title>Win a prize</title><p id="done"></p><script>
          Promise.allSettled([
            fetch('${APP}/auth/sign-out', { method: 'POST', mode: 'no-cors', credentials: 'include' }),
            fetch('${APP}/configurator/create-product-order', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{"productOrderProps":{"orgId":850,"title":"Forged order"}}' }),
          ]).finally(() => { document.getElementById('done').textContent = 'sent'; });
        </script>`);
      }
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));
  test.use({ allowedFailedStatuses: [403] });

  const session = async (page: Page) => (await (await page.request.post('/auth/session', { data: {} })).json()) as { data: { user: { email: string } } | null };

  test('an auto-submitted form on another origin cannot sign the person out', async ({ page }) => {
    await signIn(page, 'owner@org850.demo');
    const answer = page.waitForResponse(`${APP}/auth/sign-out`);
    await page.goto(`${evilOrigin}/form`);
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(await response.request().headerValue('origin')).toBe(evilOrigin);
    expect((await session(page)).data?.user.email).toBe('owner@org850.demo');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test.describe('by fetch', () => {
    // The answers are also withheld from the other origin (Cross-Origin-Resource-Policy), which the browser logs.
    test.use({ allowConsoleErrors: /ERR_BLOCKED_BY_RESPONSE/ });
    test('a no-cors fetch from another origin neither signs out nor writes', async ({ page }) => {
      await signIn(page, 'owner@org850.demo');
      // Only the other origin's page sends POSTs from here on.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(APP) && request.method() === 'POST') sent.push(new URL(request.url()).pathname);
      });
      await page.goto(evilOrigin);
      await expect(page.locator('#done')).toHaveText('sent');
      expect(sent.sort()).toEqual(['/auth/sign-out', '/configurator/create-product-order']);
      expect((await session(page)).data?.user.email).toBe('owner@org850.demo');
      const orders = (await (await page.request.post('/api/configurator/get-configurator-orders-data', { data: { orgId: 850 } })).json()) as {
        data: { productOrders: { title: string }[] };
      };
      expect(orders.data.productOrders.map((o) => o.title)).not.toContain('Forged order');
    });
  });
});
