/**
 * Issue 7 in the browser, organisation 850 ('Quote' wording): a guest starts a quote, opens the cart
 * (cost summary, '*incomplete address'), is refused at submit by each check in the spec's order with
 * its exact alert (the order details popup opening for the contact fields), fills the popup each time
 * and submits after the confirmation naming the organisation. The submitted quote is read-only for
 * the guest, who asks for a status update. A member requires changes; the guest reads the feedback,
 * fixes the quote and resubmits; the owner approves from the approval panel, sets a status with a
 * dot, undoes it, reads the history, and duplicates and deletes from the page. axe runs at every
 * screen and dialog; screenshots at 1440 and 390 px go to .tmp/shots.
 */
import { readFileSync } from 'node:fs';
import { expectAccessible } from './accessibility.ts';
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { chooseOrderAction, orderActionNames, pressOrderAction } from './order-menu.ts';

const ORG = 'Keystone Controls';

async function switchUser(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await signIn(page, email);
}

/** The in-app alert: checks its exact text, runs axe on it, and closes it with OK. */
async function expectAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toHaveText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expectAccessible(page, `alert: ${text}`);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Order details' });

/** After a refused submit the popup is open: fill what the alert asked for and save. */
async function fillDetails(page: Page, fill: (dialog: ReturnType<typeof detailsDialog>) => Promise<void>): Promise<void> {
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('All changes saved')).toBeVisible();
}

async function submitWithConfirmation(page: Page): Promise<void> {
  await pressOrderAction(page, 'Submit');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.locator('.dialog-message')).toHaveText(`Are you sure you want to submit your order? It will be sent to ${ORG} for review.`);
  await expectAccessible(page, 'submit confirmation');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm).toHaveCount(0);
}

const dots = (page: Page) => page.getByRole('navigation', { name: 'Order status' });

test('a quote travels from the guest through changes required, resubmit and approval to staff status steps', async ({ page }) => {
  // Four people, seven moves and axe on every screen: a long walk, not a slow one.
  test.setTimeout(240_000);
  await signIn(page, 'guest@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');
  const orderUrl = page.url();
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Quote Started (done)');
  // The guest cannot set a status: the dots are not buttons.
  await expect(dots(page).getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'order page, guest');

  // The cart: the item with its price, the delivery address flagged incomplete, the cost summary.
  await chooseOrderAction(page, 'View Cart');
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByText('1 × Keypad')).toBeVisible();
  await expect(cart.getByText('*incomplete address')).toBeVisible();
  const costs = page.getByTestId('cart-costs');
  await expect(costs).toContainText('Subtotal$185.00');
  await expect(costs).toContainText('ShippingTBD');
  await expect(costs).toContainText('Total$185.00');
  await expect(costs).toContainText('Deposit (50%)$92.50');
  await expectAccessible(page, 'cart panel');
  await shot(page, 'lifecycle-cart-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'lifecycle-cart-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The choice is remembered for the user: after a reload the cart is still open.
  await page.reload();
  await expect(cart).toBeVisible();
  await chooseOrderAction(page, 'Hide Cart');
  await expect(cart).toHaveCount(0);

  // Submit checks in the spec's order; each refusal opens the popup, the guest fills it and tries again.
  await pressOrderAction(page, 'Submit');
  await expectAlert(page, 'A valid, 10-digit contact phone number is required to proceed.');
  await expectAccessible(page, 'order details popup');
  await shot(page, 'lifecycle-details-1440');
  await fillDetails(page, async (d) => {
    await d.getByLabel('Phone').fill('(555) 010-1234');
    // The quote may not keep its untitled name.
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByRole('alert')).toHaveText('Order name can not be "Untitled Quote", please enter a valid name.');
    await d.getByLabel('Order name').fill('Harbor keypads');
  });

  await pressOrderAction(page, 'Submit');
  await expectAlert(page, 'A complete delivery address is required to proceed.');
  await fillDetails(page, async (d) => {
    const delivery = d.getByRole('group', { name: 'Delivery address' });
    await expect(delivery.getByLabel('Country')).toHaveValue('United States');
    await delivery.getByLabel('Street address', { exact: true }).fill('1 Congress Ave');
    await delivery.getByLabel('City').fill('Austin');
    await delivery.getByLabel('State').selectOption('TX');
    await delivery.getByLabel('Zip').fill('78701');
  });

  await pressOrderAction(page, 'Submit');
  await expectAlert(page, 'Company is required to proceed.');
  await fillDetails(page, (d) => d.getByLabel('Company').fill('Harbor Builders'));

  await pressOrderAction(page, 'Submit');
  await expectAlert(page, 'A contact email is required to proceed.');
  await fillDetails(page, async (d) => {
    await d.getByLabel('Contact emails').fill('buyer@harbor.example');
    await d.getByLabel('Order name').fill('Harbor <Lobby> Keypads');
    await expect(d.getByLabel('Order name')).toHaveValue('Harbor  Lobby  Keypads');
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor  Lobby  Keypads');

  await submitWithConfirmation(page);
  const submitted = page.getByRole('region', { name: 'Order Submitted' });
  await expect(submitted).toBeVisible();
  // Read-only for the guest: the reason is shown, nothing can be changed, no details popup.
  await expect(page.getByRole('note')).toContainText('can no longer be changed');
  expect(await orderActionNames(page)).not.toContain('Edit Order Details');
  // Nothing that would change an item is offered; its notes still open, to read.
  await expect(page.getByRole('button', { name: 'Delete item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit item title' })).toHaveCount(0);
  await expect(page.getByTestId('item-quantity')).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: /^Notes/ }).click();
  const notesPopup = page.getByRole('dialog', { name: /^Notes/ });
  // No notes were written: it says so, with no box that looks as if it could be typed in.
  await expect(notesPopup.getByText('No notes for this item.')).toBeVisible();
  await expect(notesPopup.getByRole('textbox')).toHaveCount(0);
  await expect(notesPopup.getByRole('button', { name: 'Save notes' })).toHaveCount(0);
  await expectAccessible(page, 'item notes, read-only');
  await notesPopup.getByRole('button', { name: 'Done' }).click();
  await expect(notesPopup).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notes/ })).toBeFocused();
  await expect(page.getByRole('button', { name: '+ Add item' })).toBeHidden();
  await expectAccessible(page, 'submitted quote, guest');
  await shot(page, 'lifecycle-submitted-guest-1440');
  await submitted.getByRole('button', { name: 'Request a status update' }).click();
  await expectAlert(page, 'Requested a status update successfully');

  // A member requires changes from the approval panel.
  await switchUser(page, 'member@org850.demo');
  await page.goto(orderUrl);
  const approval = page.getByRole('region', { name: 'Review this quote' });
  await expect(approval).toBeVisible();
  await expectAccessible(page, 'approval panel, member');
  await shot(page, 'lifecycle-approval-1440');
  await approval.getByRole('button', { name: 'Requires Changes' }).click();
  await expect(approval.getByRole('alert')).toHaveText('Say what needs to change, so the customer knows what to fix.');
  await approval.getByLabel('Feedback').fill('Please add your PO number.');
  await approval.getByRole('button', { name: 'Requires Changes' }).click();
  await expect(approval).toHaveCount(0);
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Quote Started (done)');

  // The guest reads the feedback, fixes the quote and resubmits.
  await switchUser(page, 'guest@org850.demo');
  await page.goto(orderUrl);
  const changes = page.getByRole('region', { name: 'Changes required' });
  await expect(changes.getByTestId('feedback-notes')).toHaveText('Please add your PO number.');
  await expectAccessible(page, 'changes required, guest');
  await shot(page, 'lifecycle-changes-required-1440');
  await chooseOrderAction(page, 'Edit Order Details');
  await fillDetails(page, (d) => d.getByLabel('PO number').fill('PO-4471'));
  await submitWithConfirmation(page);
  await expect(page.getByRole('region', { name: 'Order Submitted' })).toBeVisible();

  // The owner approves; the quote moves to its next step.
  await switchUser(page, 'owner@org850.demo');
  await page.goto(orderUrl);
  const review = page.getByRole('region', { name: 'Review this quote' });
  await review.getByLabel('Feedback').fill('Approved, thank you.');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toHaveCount(0);
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Ready to Pay Deposit (done)');

  // Staff click a dot: the status is set at once, with Undo for 5 seconds.
  await dots(page).getByRole('button', { name: 'In Production (not done)' }).click();
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('In Production (done)');
  const toast = page.getByRole('status').filter({ hasText: 'Status set to In Production.' });
  // Undo at once: the toast lasts 5 s, which a slow axe run on a busy machine could outlast.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Ready to Pay Deposit (done)');
  await dots(page).getByRole('button', { name: 'Shipped (not done)' }).click();
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Shipped (done)');
  await shot(page, 'lifecycle-status-undo-1440');
  await expectAccessible(page, 'status set, with its undo toast');
  await expect(page.getByRole('region', { name: 'Shipped' })).toContainText('Your order is on its way.');
  // The step's sentence is read once: in its panel, not also in the caption under the dots.
  await expect(page.getByText('Your order is on its way.')).toHaveCount(1);

  // The history lists every step, newest first.
  await page.getByText(/^History \(/).click();
  const history = page.getByRole('list', { name: 'Order history' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Status set Ready to Pay Deposit → Shipped/,
    /^Status set In Production → Ready to Pay Deposit/,
    /^Status set Ready to Pay Deposit → In Production/,
    /^Approved Submitted for Approval → Ready to Pay Deposit/,
    /^Submitted Quote Started → Submitted for Approval/,
    /^Changes required Submitted for Approval → Quote Started/,
    /^Status update requested at Submitted for Approval · Grace Holm/,
    /^Submitted Quote Started → Submitted for Approval/,
  ]);
  await expectAccessible(page, 'order page, owner, history open');
  await shot(page, 'lifecycle-owner-history-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'lifecycle-owner-history-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The staff order-info popup.
  await chooseOrderAction(page, 'Order Info');
  const info = page.getByRole('dialog', { name: 'Order info' });
  await expect(info.getByLabel('Shipping ($)')).toHaveAttribute('placeholder', 'TBD');
  await expectAccessible(page, 'order info popup');
  await shot(page, 'lifecycle-order-info-1440');
  // Export CSV of the order: one row per item, prices in dollars, named like the list's export.
  const downloading = page.waitForEvent('download');
  await info.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Harbor\s+Lobby\s+Keypads-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\n').slice(0, 2)).toEqual(['Item,Title,Quantity,Options,Unit price ($),Total ($)', '1,Keypad,1,,185.00,185.00']);
  await info.getByLabel('Shipping ($)').fill('25');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toHaveCount(0);
  await chooseOrderAction(page, 'View Cart');
  await expect(page.getByTestId('cart-costs')).toContainText('Shipping$25.00');
  await chooseOrderAction(page, 'Hide Cart');

  // Duplicate from the page opens the copy at its first step; Delete takes it away.
  await chooseOrderAction(page, 'Duplicate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copy of Harbor  Lobby  Keypads');
  expect(page.url()).not.toBe(orderUrl);
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName(/^Quote Started/);
  await expect(page.getByRole('complementary', { name: 'Items' }).locator('.item-row')).toHaveCount(1);
  await chooseOrderAction(page, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.locator('.dialog-message')).toHaveText('Are you sure?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('link', { name: 'Copy of Harbor  Lobby  Keypads' })).toHaveCount(0);
});

test('staff read the notifications in the outbox', async ({ page }) => {
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await first.locator('summary').click();
  await expect(first.locator('.outbox-text')).toContainText('Quote #');
  await expectAccessible(page, 'admin outbox');
  await shot(page, 'lifecycle-outbox-1440');
});

test('a stocked order goes straight to payment with Continue to Payment, and its dots are all one size', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await page.getByRole('button', { name: 'Back Boxes' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page
    .getByRole('dialog', { name: 'Add an item' })
    .getByRole('button', { name: /^Single-gang back box/ })
    .click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Single-gang back box');
  // Unnamed, the quote's primary action is Create order: Continue to Payment waits in the More menu.
  const proceed = page.getByRole('button', { name: 'Continue to Payment' });
  await expect(dots(page).locator('.is-milestone')).toHaveCount(0);
  await pressOrderAction(page, 'Continue to Payment');
  await expectAlert(page, 'A valid, 10-digit contact phone number is required to proceed.');
  await fillDetails(page, async (d) => {
    await d.getByLabel('Order name').fill('Back boxes for Harbor');
    await d.getByLabel('Phone').fill('555-010-9876');
    await d.getByLabel('Company').fill('Harbor Builders');
    await d.getByLabel('Contact emails').fill('buyer@harbor.example');
    const delivery = d.getByRole('group', { name: 'Delivery address' });
    await delivery.getByLabel('Street address', { exact: true }).fill('5 Pier Rd');
    await delivery.getByLabel('City').fill('Oakland');
    await delivery.getByLabel('State').selectOption('CA');
    await delivery.getByLabel('Zip').fill('94607');
  });
  // No confirmation for a stocked order: straight to its payment step, titled for stocked orders.
  await proceed.click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(dots(page).locator('[aria-current="step"]')).toHaveAccessibleName('Ready for Payment (done)');
  // The review step was skipped, so its dot stays light.
  await expect(dots(page).getByRole('img', { name: 'Submitted for Approval (not done)' })).toBeVisible();
  await expect(proceed).toHaveCount(0);
  await expectAccessible(page, 'stocked order at payment');
  await shot(page, 'lifecycle-stocked-payment-1440');
});

test("organisation 1798's staff get the order-info popup without the pricing fields, in Project wording", async ({ page }) => {
  await signIn(page, 'owner@org1798.demo');
  await page.goto('/orders');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.locator('.order-number')).toHaveText(/^Project #\d+$/);
  await expect(page.getByRole('navigation', { name: 'Order status' })).toBeVisible();
  await chooseOrderAction(page, 'Order Info');
  const info = page.getByRole('dialog', { name: 'Order info' });
  await expect(info.getByLabel('Owner')).toBeVisible();
  await expect(info.getByRole('group', { name: 'Pricing' })).toHaveCount(0);
  await expect(info.getByLabel('Amount paid ($)')).toHaveCount(0);
  await expect(info.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await expectAccessible(page, 'order info popup, 1798');
  await shot(page, 'lifecycle-order-info-1798');
});

test('a guest reads a submitted order of two items: steps through them, reads notes, changes nothing', async ({ page }) => {
  await signIn(page, 'guest@org850.demo');
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Residence – Level 2', exact: true }).first().click();
  await expect(page.getByRole('note')).toContainText('can no longer be changed');
  const title = page.getByTestId('active-item-title');
  await expect(title).toHaveText('Living room');
  // Previous / next still step through the items of a locked order; nothing that changes one is offered.
  await page.getByRole('button', { name: 'Next item' }).click();
  await expect(title).toHaveText('Study');
  await expect(page.getByRole('button', { name: 'Next item' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous item' }).click();
  await expect(title).toHaveText('Living room');
  await expect(page.getByRole('button', { name: 'Delete item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Thumbnail/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toHaveCount(0);
  await expect(page.getByTestId('item-quantity')).toHaveText('2');
  await expectAccessible(page, 'submitted order, guest, read-only item bar');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^Notes/ })).toBeVisible();
  await shot(page, 'lifecycle-read-only-items-390');
});
