/**
 * The order header (issue 31 items 3 and 6), organisation 850 at 1440 × 900 and 390 × 844: one
 * primary action per step and a More actions menu (keyboard, axe), what an owner, a guest and an
 * anonymous share-link visitor are offered, status steps named, the work area above the fold at the
 * started and payment steps, the header sticky, leaving an unnamed configured quote (Name it /
 * Discard) against an empty one, the submit check marking its field, View Quote / View Invoice, and a
 * keyboard walk in which every stop shows its focus. Screenshots go to .tmp/shots (order-header-*).
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { chooseOrderAction, moreActions, moreMenu, orderActionNames } from './order-menu.ts';

const ORG = 850;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A new quote of one product from its home tile: answers its number and id. */
async function newQuote(page: Page, product = 'Switch Plate'): Promise<{ orgSpecificId: number; id: number }> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: product, exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText(product);
  const orgSpecificId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
  const read = await post(page.request, '/api/configurator/get-configurator-order-data', { orgId: ORG, productOrderOrgSpecificId: orgSpecificId });
  return { orgSpecificId, id: (read.data.productOrders as { id: number }[])[0]!.id };
}

const contact = {
  phone: '(555) 014-2400',
  firmName: 'Harbor Builders',
  clientEmails: 'buyer@example.com',
  deliveryAddress: { streetAddress: '1 Pier Way', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
};

const drawing = (page: Page) => page.getByTestId('item-drawing');
const itemsPanel = (page: Page) => page.getByRole('complementary', { name: 'Items' });
const dots = (page: Page) => page.getByRole('navigation', { name: 'Order status' });

/** The items list and the drawing lie wholly inside the first screen. */
async function expectWorkAreaAboveFold(page: Page): Promise<void> {
  for (const part of [itemsPanel(page), drawing(page)]) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(WIDE.height);
  }
}

/** Tabs through the page; every stop must carry an outline or a ring (on itself or the label/box drawn for it). */
async function expectEveryStopShowsFocus(page: Page, stops: number): Promise<void> {
  await page.locator('body').focus();
  const missing: string[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      // A ring drawn outside the box is cut when a clipping or scrolling ancestor ends within 3 px of it.
      const clipped = (el: Element) => {
        const r = el.getBoundingClientRect();
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = a.getBoundingClientRect();
          if (r.left - 3 < b.left || r.right + 3 > b.right || r.top - 3 < b.top || r.bottom + 3 > b.bottom) return true;
        }
        return false;
      };
      const shows = (el: Element) => {
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
        if (outline && parseFloat(style.outlineOffset) < 0) return true;
        const ring = outline || (style.boxShadow !== 'none' && el.matches(':focus-visible, :has(:focus-visible), [data-focus-visible]'));
        return ring && !clipped(el);
      };
      const chain = [active, active.parentElement, active.parentElement?.parentElement].filter((el): el is HTMLElement => !!el);
      if (chain.some(shows)) return '';
      return `${active.tagName.toLowerCase()}.${active.className} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"`;
    });
    if (found) missing.push(found);
  }
  expect(missing, 'Tab stops without a visible focus indicator').toEqual([]);
}

test('owner: one primary action, the More menu by keyboard, named steps, the work area above the fold, a visible focus everywhere', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await newQuote(page);
  await expect(page.getByRole('button', { name: 'Create order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);

  // Every step is named (the dots' accessible names) and titled on a wide screen.
  const steps = dots(page).locator('.status-dot');
  const names = await steps.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/^\S.* \((done|not done)\)$/);
  await expect(dots(page).locator('.status-dot-title').first()).toBeVisible();
  await expectWorkAreaAboveFold(page);
  await shot(page, 'order-header-owner-started-1440');

  // The More menu by keyboard: Enter opens it on its first entry, End reaches Delete, Escape gives focus back.
  await moreActions(page).focus();
  await page.keyboard.press('Enter');
  const menu = moreMenu(page);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Submit',
    'Edit Order Details',
    'View Cart',
    'Order Info',
    'Generate Back Box Quote',
    'View Quote',
    'View Invoice',
    'Duplicate',
    'Archive',
    'Delete',
  ]);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await expectAccessible(page, 'order header More menu');
  await shot(page, 'order-header-menu-1440');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(moreActions(page)).toBeFocused();

  await expectEveryStopShowsFocus(page, 40);

  await page.setViewportSize(PHONE);
  await expect(dots(page).locator('.status-dot-title').first()).toBeHidden();
  // One row: no dot alone on a line.
  const tops = await steps.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
  expect(new Set(tops).size).toBe(1);
  await shot(page, 'order-header-owner-started-390');
  await page.setViewportSize(WIDE);
});

/** The new quote's first choice (a plate size), saved: the quote now has a configured item. */
async function configurePlateSize(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Choose Plate Size$/ }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/** The draft was removed: its data answers 404 (the removal may land just after the navigation). */
async function expectRemoved(page: Page, orgSpecificId: number): Promise<void> {
  await expect(async () => {
    const response = await page.request.post('/api/configurator/get-configurator-order-data', {
      data: { orgId: ORG, productOrderOrgSpecificId: orgSpecificId },
    });
    expect(response.status()).toBe(404);
  }).toPass();
}

test('leaving an unnamed quote: asks when configured (Name it, Discard), goes silently when empty', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  // Configured, then Home: the question; Name it stays and opens the details popup on the name.
  await newQuote(page);
  await configurePlateSize(page);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Keep this quote?' });
  await expect(ask).toBeVisible();
  await expectAccessible(page, 'leave unnamed quote dialog');
  await shot(page, 'order-header-leave-1440');
  await ask.getByRole('button', { name: 'Name it' }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  await expect(details.getByLabel('Order name')).toBeFocused();
  await details.getByLabel('Order name').fill('Kept lobby plate');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept lobby plate');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Configured, then Discard: removed, and the person goes where they were going.
  const discarded = await newQuote(page);
  await configurePlateSize(page);
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await page.getByRole('dialog', { name: 'Keep this quote?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expectRemoved(page, discarded.orgSpecificId);

  // The browser's Back button asks too (app-history.ts undoes the step): Escape stays on the quote,
  // Discard then goes back where the person was going.
  const backed = await newQuote(page);
  await configurePlateSize(page);
  await page.goBack();
  const askBack = page.getByRole('dialog', { name: 'Keep this quote?' });
  await expect(askBack).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${backed.orgSpecificId}$`));
  await page.keyboard.press('Escape');
  await expect(askBack).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/orders/${backed.orgSpecificId}$`));
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  await page.goBack();
  await askBack.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Keypads & Switch Plates' })).toBeVisible();
  await expectRemoved(page, backed.orgSpecificId);

  // Nothing configured: no question, removed as the spec says.
  await newQuote(page);
  const removal = page.waitForRequest((request) => request.url().endsWith('/configurator/product-order/discard-untitled-draft'));
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await removal;
  await expect(page.getByRole('dialog', { name: 'Keep this quote?' })).toHaveCount(0);
});

test('a guest: Create, then Submit, whose failed check focuses and marks its field; no Delete once submitted', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  const order = await newQuote(page, 'Keypad');
  await page.getByRole('region', { name: 'Tell us about this quote' }).getByLabel('Quote name').fill('Guest lobby keypads');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest lobby keypads');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('A valid, 10-digit contact phone number is required to proceed.');
  await notice.getByRole('button', { name: 'OK' }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  const phone = details.getByLabel('Phone');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(details.locator('.field-error')).toHaveText('A valid, 10-digit contact phone number is required to proceed.');
  await expectAccessible(page, 'order details with a marked field');
  await shot(page, 'order-header-submit-check-1440');
  await page.keyboard.press('Escape');

  expect(await orderActionNames(page)).toContain('Delete');
  await shot(page, 'order-header-guest-started-1440');
  await post(page.request, '/api/resources/productOrder/update', { id: order.id, props: contact });
  await page.reload();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Order Submitted' })).toBeVisible();
  const afterSubmit = await orderActionNames(page);
  expect(afterSubmit).not.toContain('Delete');
  expect(afterSubmit).toContain('Duplicate');
  await shot(page, 'order-header-guest-submitted-1440');
  await page.setViewportSize(PHONE);
  await shot(page, 'order-header-guest-submitted-390');
});

async function visitorPage(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('active-item-title')).toBeVisible();
  return visitor;
}

test('payment step: Pay, the work area above the fold, a sticky header, View Quote / Invoice; the anonymous visitor', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await newQuote(page);
  await post(page.request, '/api/resources/productOrder/update', { id: order.id, props: { ...contact, title: 'Pier lobby plate', promptedForProjectInfo: 1 } });
  const made = await post(page.request, '/configurator/product-order/generate-shareable-link', { productOrderId: order.id, regenerate: true });
  const token = String(made.data.shareableLink);
  const link = token.includes('shareToken=') ? token : `/orders/${order.orgSpecificId}?shareToken=${encodeURIComponent(token)}`;

  // The visitor without an account: neither Duplicate, Archive, Delete nor Sign out.
  const visitor = await visitorPage(browser, link);
  await expect(visitor.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const offered = await orderActionNames(visitor);
  for (const name of ['Duplicate', 'Archive', 'Delete', 'Order Info']) expect(offered).not.toContain(name);
  await shot(visitor, 'order-header-visitor-started-1440');

  await post(page.request, '/configurator/update-order-status', {
    productOrderId: order.id,
    orgId: ORG,
    statusKey: 'readyToPayDeposit',
    skipNotifyingGuest: true,
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expectWorkAreaAboveFold(page);
  await shot(page, 'order-header-owner-payment-1440');

  // Pay brings the payment panel up with focus on its first control; the header stays while the page scrolls.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Payment' }).locator(':focus')).toHaveCount(1);
  await page.locator('.order-page').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const header = page.locator('.order-top');
  await expect(async () => expect((await header.boundingBox())!.y).toBeLessThanOrEqual(57)).toPass();
  await expect(header).toBeInViewport();

  // View Quote and View Invoice open the documents view.
  await chooseOrderAction(page, 'View Invoice');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orgSpecificId}/documents\\?mode=invoice$`));
  await page.goBack();
  await chooseOrderAction(page, 'View Quote');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orgSpecificId}/documents$`));
  await page.goBack();

  await page.setViewportSize(PHONE);
  await shot(page, 'order-header-owner-payment-390');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(async () => expect((await header.boundingBox())!.y).toBeLessThanOrEqual(1)).toPass();
  await expect(header).toBeInViewport();

  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expectWorkAreaAboveFold(visitor);
  await shot(visitor, 'order-header-visitor-payment-1440');
  await visitor.setViewportSize(PHONE);
  await shot(visitor, 'order-header-visitor-payment-390');
  await visitor.context().close();
});
