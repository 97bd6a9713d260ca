/**
 * Payments with no dead end, and the receipt (issue 31), on organisation 850 with the simulated
 * gateway, at 1440×900 and 390×844: the README's 3-D Secure card opens its own dialog (outside the
 * card form); cancelling brings the methods back and a retry, confirmed, pays; a declined card keeps
 * the expiry and CVC, clears the number and puts focus back on it; a payment left processing is reset
 * by staff from Order Info; the receipt panel lists the payment and the balance due. Each new dialog
 * passes axe and is driven by the keyboard.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, saveShot, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { orderReadyToPay } from './ready-to-pay.ts';
import { chooseOrderAction } from './order-menu.ts';

/** A screenshot of the part itself (a phone's full page is too long to judge a panel by). */
const partShot = (part: Locator | Page, name: string) =>
  saveShot(part, join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'shots', `${name}.png`));

const ORG = 850;
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

async function post<T = unknown>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function fillCard(page: Page, number: string) {
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await panel.getByLabel('Card number').fill(number);
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByRole('button', { name: /^PAY \$.* NOW$/ }).click();
}

test('3-D Secure: its own dialog; cancel brings the methods back, a retry confirmed pays, and the receipt shows it', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Harbor View Hotel – Lobby', { copy: true });
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel.getByText('AMOUNT DUE')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'pay-panel-1440');

  await fillCard(page, '4000 0027 6000 3184');
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(dialog).toBeVisible();
  // The card form is hidden behind it while the payment processes; the dialog stays.
  await expect(panel.getByText('Payment processing...')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm payment' })).toBeFocused();
  await expectAccessible(page, '3-D Secure dialog');
  await shot(page, 'pay-3ds-dialog-1440');

  // Cancel by keyboard: Escape.
  await page.keyboard.press('Escape');
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(alert).toContainText(AUTH_FAILED);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(panel.getByText('Payment processing...')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Wire Transfer' })).toBeVisible();
  const server = await post<{ productOrders: { isProcessingPayment: number }[] }>(page.request, '/api/configurator/get-configurator-order-data', {
    orgId: ORG,
    productOrderOrgSpecificId: order.orgSpecificId,
  });
  expect(server.productOrders[0]!.isProcessingPayment).toBe(0);

  // A reload in the middle of the bank's step offers the dialog again; confirming with Enter pays.
  await fillCard(page, '4000 0027 6000 3184');
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(panel).toBeHidden({ timeout: 15_000 });

  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('row')).toHaveCount(3);
  await expect(receipt.getByRole('cell', { name: 'Credit Card' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-balance')).toContainText(/Balance due \$[\d,]+\.\d{2}/);
  await expectAccessible(page, 'receipt panel');
  await receipt.scrollIntoViewIfNeeded();
  await partShot(page, 'pay-receipt-1440');
  await page.setViewportSize(PHONE);
  await receipt.scrollIntoViewIfNeeded();
  await expect(receipt.getByTestId('receipt-balance')).toBeInViewport();
  await partShot(receipt, 'pay-receipt-390');
});

test('a declined card on a phone keeps the expiry and CVC, clears the number and focuses it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Warehouse Offices', { copy: true });
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel.getByText('AMOUNT DUE')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await partShot(panel, 'pay-panel-390');
  await fillCard(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(alert).toContainText('Your card was declined.');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(panel.getByLabel('Card number')).toBeFocused();
  await expect(panel.getByLabel('Card number')).toHaveValue('');
  await expect(panel.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await expect(panel.getByLabel('CVC')).toHaveValue('123');

  // The 3-D Secure dialog on a phone, confirmed with a tap.
  await fillCard(page, '4000 0027 6000 3184');
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '3-D Secure dialog on a phone');
  await partShot(page, 'pay-3ds-dialog-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(AUTH_FAILED);
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Card number')).toBeVisible();
});

test('staff reset a payment left processing from Order Info; the customer can pay again', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Residence – Level 2', { copy: true });
  // A card payment started and abandoned (no answer ever came): processing, with no bank step to resume.
  await post(page.request, '/configurator/create-stripe-payment-intent', { productOrderId: order.id, paymentEnvironment: 'live' });
  await post(page.request, '/configurator/set-payment-processing', { productOrderId: order.id, isProcessingPayment: 1 });
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel.getByText('Payment processing...')).toBeVisible();
  await expect(panel.getByLabel('Card number')).toBeHidden();

  await chooseOrderAction(page, 'Order Info');
  const info = page.getByRole('dialog', { name: 'Order info' });
  const reset = info.getByRole('button', { name: 'Reset payment' });
  await expect(reset).toBeVisible();
  await expectAccessible(page, 'order info with reset payment');
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(info.getByRole('status')).toHaveText('The payment was reset; the payment methods are offered again.');
  await shot(page, 'pay-reset-1440');
  await page.keyboard.press('Escape');
  await expect(info).toHaveCount(0);
  await expect(panel.getByText('Payment processing...')).toHaveCount(0);
  await expect(panel.getByLabel('Card number')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(panel).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
});
