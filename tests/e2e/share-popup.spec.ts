/**
 * The share popup (spec orders §2, §4, §5): an owner shares an order with a new email and a user
 * group, by keyboard; the invitee signs in by the mailed link and sees the order. An owner hides
 * prices for one sharee, who then sees no price anywhere.
 */
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { closeCart, openCart } from './configure-steps.ts';

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path} answered ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A new 850 order with one Switch Plate; answers its number. */
async function newOrder(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Switch Plate', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Switch Plate');
  const number = await page.getByText(/^Quote #\d+$/).textContent();
  return Number(number!.replace(/\D/g, ''));
}

async function openShare(page: Page) {
  await page.getByRole('button', { name: 'SHARE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByRole('list', { name: 'Collaborators' })).toBeVisible();
  return dialog;
}

test('an owner shares an order with a new email and a group; the invitee signs in by the mailed link', async ({ page, browser }) => {
  const stamp = Date.now();
  const invitee = `invitee-${stamp}@example.com`;
  await signIn(page, 'owner@org850.demo');
  const { guests } = await api<{ guests: { id: number; email: string }[] }>(page, '/api/configurator/get-configurator-guests-data', { orgId: 850 });
  const member = guests.find((g) => g.email === 'guest@org850.demo')!;
  const groupTitle = `Fitters ${stamp}`;
  const { userGroup } = await api<{ userGroup: { id: number } }>(page, '/api/resources/userGroup/create', { props: { orgId: 850, title: groupTitle } });
  await api(page, '/api/resources/userGroup/update', { id: userGroup.id, props: { userIds: [member.id] } });

  const orderNumber = await newOrder(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await openShare(page);
  const invite = dialog.getByRole('combobox', { name: 'Invite people or groups' });
  await expect(invite).toBeFocused();

  // Text that is neither a collaborator nor an email is refused with the spec's message.
  await invite.fill('not an email');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter a valid collaborator or email.')).toBeVisible();

  // A valid email is offered as "{text}" (valid email) and chosen by keyboard.
  await invite.fill(invitee);
  const emailOption = page.getByRole('option', { name: `"${invitee}" (valid email)` });
  await expect(emailOption).toBeVisible();
  await expectAccessible(page, 'share-suggestions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const pending = dialog.getByRole('region', { name: 'Pending collaborators' });
  await expect(pending.getByText(invitee)).toBeVisible();

  // A user group: all its members at once.
  await invite.fill(groupTitle);
  await page.getByRole('option', { name: `${groupTitle} (group of 1)` }).click();
  await expect(pending.getByText(`${groupTitle} (group of 1)`)).toBeVisible();

  // A pending collaborator can be removed before sharing, and added again.
  await pending.getByRole('button', { name: `Remove ${invitee} from pending` }).click();
  await expect(pending.getByText(invitee)).toHaveCount(0);
  // Keyboard: Tab leaves the open suggestions for Add, which takes the typed email.
  await invite.fill(invitee);
  await expect(page.getByRole('option', { name: `"${invitee}" (valid email)` })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pending.getByText(invitee)).toBeVisible();

  await pending.getByLabel('Note (optional)').fill('Please have a look at the plates.');
  await expectAccessible(page, 'share-pending');
  await shot(page, 'share-popup-pending-1280');
  await dialog.getByRole('button', { name: 'Share', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Notified ✓' })).toBeVisible();
  await expect(invite).toBeFocused();
  // After the notified second the list is empty and there is nothing to send.
  await expect(dialog.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const people = dialog.getByRole('list', { name: 'Collaborators' });
  await expect(people.getByText(invitee)).toBeVisible();
  await expect(people.getByText('guest@org850.demo')).toBeVisible();
  await expect(people.getByText('Owner', { exact: true })).toBeVisible();
  await expectAccessible(page, 'share-collaborators');
  await shot(page, 'share-popup-collaborators-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'share-popup-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing a collaborator (never the owner, who has no Remove).
  await expect(people.getByRole('listitem').filter({ hasText: 'owner@org850.demo' }).getByRole('button')).toHaveCount(0);
  await people
    .getByRole('listitem')
    .filter({ hasText: 'guest@org850.demo' })
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(people.getByText('guest@org850.demo')).toHaveCount(0);
  await expect(people.getByText(invitee)).toBeVisible();
  await expect(invite).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The invitation in the outbox carries a sign-in link to the order.
  const { messages } = await api<{ messages: { to: string[]; text: string }[] }>(page, '/api/admin/outbox', { limit: 50 });
  const mail = messages.find((m) => m.to.includes(invitee) && new RegExp(`/orders/${orderNumber}\\b`).test(m.text));
  expect(mail, 'a mail to the invitee with a link to the order').toBeTruthy();
  const link = /https?:\/\/\S+/.exec(mail!.text)?.[0];
  expect(link, 'a link in the mail').toBeTruthy();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(new URL(link!).pathname + new URL(link!).search, page.url()).toString());
  await expect(visitorPage.getByText(`Quote #${orderNumber}`)).toBeVisible();
  await expect(visitorPage.getByTestId('active-item-title')).toHaveText('Switch Plate');
  await expect(visitorPage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await visitor.close();
});

test('an owner hides prices for one sharee, who then sees none', async ({ page, browser }) => {
  await signIn(page, 'owner@org850.demo');
  const orderNumber = await newOrder(page);
  await expect(page.getByTestId('order-total')).toContainText('$');
  const dialog = await openShare(page);
  const invite = dialog.getByRole('combobox', { name: 'Invite people or groups' });
  await invite.fill('guest@org850.demo');
  await page.getByRole('option', { name: /guest@org850\.demo/ }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const people = dialog.getByRole('list', { name: 'Collaborators' });
  const hide = people.getByRole('listitem').filter({ hasText: 'guest@org850.demo' }).getByRole('switch');
  await expect(hide).not.toBeChecked();
  // Keyboard: focus the switch and press Space.
  await hide.focus();
  await page.keyboard.press('Space');
  await expect(hide).toBeChecked();
  await expectAccessible(page, 'share-hide-prices');
  await page.keyboard.press('Escape');

  const sharee = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shareePage = await sharee.newPage();
  await signIn(shareePage, 'guest@org850.demo');
  await shareePage.goto(`/orders/${orderNumber}`);
  await expect(shareePage.getByTestId('active-item-title')).toHaveText('Switch Plate');
  // The cart open too (View Cart in the More actions menu): no price there either.
  await openCart(shareePage);
  const priceLike = /\$\s?\d|NaN|undefined/;
  await expect(shareePage.locator('body')).not.toHaveText(priceLike);
  await expect(shareePage.getByTestId('order-total')).toHaveCount(0);
  await shot(shareePage, 'share-hidden-prices-order');
  await shareePage.setViewportSize({ width: 390, height: 844 });
  await expect(shareePage.locator('body')).not.toHaveText(priceLike);
  await shot(shareePage, 'share-hidden-prices-order-390');
  await closeCart(shareePage);
  await shareePage.goto('/orders');
  await expect(shareePage.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(shareePage.locator('body')).not.toHaveText(priceLike);
  await sharee.close();
});
