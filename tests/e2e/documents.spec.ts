/**
 * Issue 10 in the browser: the order's view tabs open its documents, the mode switch (by keyboard)
 * shows quote, invoice, packing slip and factory pages, the PDF and CSV download under the spec's
 * names, printing hides the app's header and toolbar, /quote redirects with its mode, guests are
 * offered quote and invoice, architectural organisations have no DOCUMENTS tab, and 850's Generate
 * Back Box Quote opens the stocked back-box order (no DRAWINGS tab).
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { chooseOrderAction } from './order-menu.ts';
import { expectAccessible } from './accessibility.ts';

const yymmdd = () => {
  const d = new Date();
  return `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
};

async function openOrder(page: Page, title: string): Promise<number> {
  await page.goto('/orders');
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return Number(/\/orders\/(\d+)/.exec(page.url())![1]);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the owner of 850 opens the documents from the tabs, switches modes and downloads the PDF and CSV', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const id = await openOrder(page, 'Harbor View Hotel – Lobby');
  const tabs = page.getByRole('navigation', { name: 'Order views' });
  await expect(tabs.getByRole('link')).toHaveText(['EDIT', 'DOCUMENTS', 'DRAWINGS']);
  await expect(tabs.getByRole('link', { name: 'EDIT' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'DOCUMENTS' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/documents$`));
  const title = `#${id} - Harbor View Hotel – Lobby - ${yymmdd()} - Quote`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const pages = page.locator('.doc-page');
  await expect(pages.first()).toContainText(`Quote #${id}`);
  await expect(pages.last()).toContainText('Terms of Sale (2025)');
  await expect(page.getByRole('link', { name: `Back to Quote #${id}` })).toBeVisible();
  await expectAccessible(page, 'documents-850-quote');
  await shot(page, 'documents-850-quote');

  // The mode switch is one radio group: arrow keys move and choose.
  const modes = page.getByRole('radiogroup', { name: 'Document' });
  await expect(modes.getByRole('radio')).toHaveCount(4);
  await modes.getByRole('radio', { name: 'Quote' }).focus();
  for (const [mode, heading] of [
    ['invoice', 'Invoice'],
    ['packingSlip', 'Packing Slip'],
    ['factory', 'Factory'],
  ] as const) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`mode=${mode}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${id} - Harbor View Hotel – Lobby - ${yymmdd()} - ${heading}`);
    await expect(pages.first()).toContainText(`${heading} #${id}`);
    if (mode !== 'invoice') await expect(page.locator('.doc-table')).not.toContainText('$');
    await expectAccessible(page, `documents-850-${mode}`);
    await shot(page, `documents-850-${mode}`);
  }
  await expect(page.locator('.doc-table th')).toContainText(['Item', 'Qty', 'SKU', 'Factory Code']);

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`#${id} - Harbor View Hotel – Lobby - ${yymmdd()} - Factory.pdf`);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).suggestedFilename()).toBe(`#${id} - Harbor View Hotel – Lobby - ${yymmdd()} - Factory.csv`);

  // Printing shows the pages only: the header, tabs and toolbar are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(pages.first()).toBeVisible();
  await shot(page, 'documents-850-print');
  await page.emulateMedia({ media: 'screen' });

  // /quote redirects to the documents, keeping ?mode=invoice.
  await page.goto(`/orders/${id}/quote?mode=invoice`);
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/documents\\?mode=invoice$`));
  await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();
  await expect(page.locator('.doc-totals')).toContainText('Balance Due');

  // The DRAWINGS tab opens the order's drawing sheets; its EDIT tab leads back to the order.
  await tabs.getByRole('link', { name: 'DRAWINGS' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/drawings$`));
  await expect(tabs.getByRole('link', { name: 'DRAWINGS' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('drawing-sheet').first()).toBeVisible();
  await tabs.getByRole('link', { name: 'DOCUMENTS' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/documents$`));

  await page.getByRole('link', { name: `Back to Quote #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
});

test('a guest of 850 is offered the quote and invoice of their own order', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  const id = await openOrder(page, 'Residence – Level 2');
  await page.getByRole('navigation', { name: 'Order views' }).getByRole('link', { name: 'DOCUMENTS' }).click();
  const modes = page.getByRole('radiogroup', { name: 'Document' });
  await expect(modes.getByRole('radio')).toHaveCount(2);
  await expect(modes.getByRole('radio', { name: 'Quote' })).toBeChecked();
  await expect(modes.getByRole('radio', { name: 'Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(page.locator('.doc-page').first()).toContainText(`Quote #${id}`);
  // A factory link is not for guests: it opens the quote.
  await page.goto(`/orders/${id}/documents?mode=factory`);
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/documents\\?$|/orders/${id}/documents$`));
  await expect(modes.getByRole('radio', { name: 'Quote' })).toBeChecked();
  await expectAccessible(page, 'documents-850-guest');
  await shot(page, 'documents-850-guest');
});

test("850's Generate Back Box Quote opens the stocked back-box order, which has no DRAWINGS tab", async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await openOrder(page, 'Residence – Level 2');
  await chooseOrderAction(page, 'Generate Back Box Quote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residence – Level 2 - Back Boxes');
  const tabs = page.getByRole('navigation', { name: 'Order views' });
  await expect(tabs.getByRole('link')).toHaveText(['EDIT', 'DOCUMENTS']);
  await tabs.getByRole('link', { name: 'DOCUMENTS' }).click();
  await expect(page.locator('.doc-table')).toContainText('back box');
  await shot(page, 'documents-850-back-boxes');
});

test('an architectural organisation (1798) has no DOCUMENTS tab; its documents still open by address', async ({ page }) => {
  await signIn(page, 'owner@org1798.demo');
  const id = await openOrder(page, 'Harbor Clinic Lobby');
  await expect(page.getByRole('navigation', { name: 'Order views' }).getByRole('link')).toHaveText(['EDIT', 'DRAWINGS']);
  await page.goto(`/orders/${id}/documents?mode=packingSlip`);
  await expect(page.locator('.doc-page').first()).toContainText(`Packing Slip #${id}`);
  await expect(page.locator('.doc-table')).not.toContainText('$');
  await expectAccessible(page, 'documents-1798-packing-slip');
  await shot(page, 'documents-1798-packing-slip');
});
