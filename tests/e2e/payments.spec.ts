/**
 * The payment screen (spec orders §2, §4, §9) on organisation 850 with the simulated offline gateway:
 * a 50 % deposit paid by card ('Payment processing...' then the next step), a wire announced, and a
 * card payment made with the keyboard only. Each screen and dialog passes axe.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { orderReadyToPay } from './ready-to-pay.ts';

const ORG = 850;

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: { productOrders: { id: number; orgSpecificId: number; title: string; lastCompletedStatusKey: string | null }[] } };
}

test('pays the deposit by card: Payment processing..., then the next step', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Harbor View Hotel – Lobby');
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByText('AMOUNT DUE')).toBeVisible();
  await expect(panel.getByText('Pay deposit amount only')).toBeVisible();
  await expect(panel.getByText('Final payment will be due once order is complete and ready to ship')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Credit Card (Preferred)' })).toBeVisible();
  // The simulated gateway's form (loaded) offers no test-mode switch: Stripe's label shows with Stripe's form only.
  await expect(panel.getByLabel('Card number')).toBeVisible();
  await expect(panel.getByText('Stripe Test Mode')).toHaveCount(0);
  await expectAccessible(page, 'payment screen');
  await shot(page, 'payment-screen');
  const due = await panel.getByTestId('amount-due').innerText();
  await panel.getByLabel('Card number').fill('4242 4242 4242 4242');
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByRole('button', { name: `PAY ${due} NOW` }).click();
  await expect(panel.getByText('Payment processing...')).toBeVisible();
  await shot(page, 'payment-processing');
  await expect(panel).toBeHidden({ timeout: 15_000 });
  const after = await post(page.request, '/api/configurator/get-configurator-order-data', { orgId: ORG, productOrderOrgSpecificId: order.orgSpecificId });
  expect(after.data.productOrders[0].lastCompletedStatusKey).toBe('inProduction');
  await expectAccessible(page, 'order after payment');
});

test('a declined card alerts the provider message and stays payable', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Suites fit-out');
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByText('Processing fee (3%)')).toBeVisible();
  await panel.getByLabel('Card number').fill('4000 0000 0000 0002');
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByRole('button', { name: /^PAY \$.* NOW$/ }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Your card was declined.');
  await expectAccessible(page, 'declined alert');
  await shot(page, 'payment-declined');
});

test('announces a wire: instructions with the order number, then the thank-you', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Warehouse Offices');
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment' });
  await panel.getByRole('button', { name: 'Wire Transfer' }).click();
  await expect(panel.getByText(`Quote #${order.orgSpecificId}`)).toBeVisible();
  await expectAccessible(page, 'wire instructions');
  await shot(page, 'payment-wire');
  await panel.getByRole('button', { name: /^I'VE INITIATED A WIRE FOR \$/ }).click();
  await expect(panel.getByText('THANK YOU FOR CONFIRMING PAYMENT')).toBeVisible();
  await expect(panel.getByText('WE WILL UPDATE THE STATUS OF YOUR ORDER WHEN PAYMENT IS RECEIVED')).toBeVisible();
  await expectAccessible(page, 'wire confirmed');
  await shot(page, 'payment-wire-confirmed');
});

test('pays by card with the keyboard only', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  const order = await orderReadyToPay(page, 'Residence – Level 2');
  await page.goto(`/orders/${order.orgSpecificId}`);
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByText('AMOUNT DUE')).toBeVisible();
  // The header's Pay button brings focus into the payment panel (below the work area); from there Tab reaches the card.
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  for (let i = 0; i < 30 && !(await pay.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 30 && !(await panel.getByLabel('Card number').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Payment processing...')).toBeVisible();
  await expect(panel).toBeHidden({ timeout: 15_000 });
});
