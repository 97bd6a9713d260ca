/**
 * Admin guests and user groups (spec catalogue §2, §4, §5), driven end to end by keyboard where a
 * person would: invite, edit the discount, sales tax and pricing hidden, disinvite; create a group,
 * add and remove a member, remove the group. Owners only.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('an owner invites a guest, edits their settings and disinvites them', async ({ page }) => {
  const email = `guest-${Date.now()}@example.com`;
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('link', { name: 'ADMIN' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Guests' }).click();
  await expect(page).toHaveURL(/\/admin\/guests$/);
  await expect(page.getByRole('heading', { name: 'Guests', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin: Guests/);
  const table = page.getByRole('table', { name: 'Guests, newest first' });
  await expect(table).toBeVisible();

  // Invite by keyboard: type the email, Tab to the switch, Space, Enter on Invite.
  const form = page.getByRole('form', { name: 'Invite a guest' });
  await form.getByLabel('Email').fill(email);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('switch', { name: 'Pricing hidden' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('switch', { name: 'Pricing hidden' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);

  // Newest first, created today as M/D/YYYY, sales tax Enabled, pricing hidden on.
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(email);
  const today = new Date();
  await expect(row).toContainText(`${today.getUTCMonth() + 1}/${today.getUTCDate()}/${today.getUTCFullYear()}`);
  await expect(row.getByRole('switch', { name: `Pricing hidden for ${email}` })).toBeChecked();
  await expect(row.getByLabel(`Sales tax for ${email}`)).toHaveValue('enabled');
  await expectAccessible(page, 'admin-guests');
  await shot(page, 'admin-guests-1280');

  // Discount: a bad value is refused; 12.5 is saved on Enter and kept after a reload.
  const discount = row.getByLabel(`Discount percent for ${email}`);
  await discount.fill('150');
  await discount.press('Enter');
  await expect(row.getByText('Enter a percent from 0 to 100.')).toBeVisible();
  await discount.fill('12.5');
  await discount.press('Enter');
  await expect(row.getByText('Enter a percent from 0 to 100.')).toHaveCount(0);
  await row.getByLabel(`Sales tax for ${email}`).selectOption('disabled');
  const pricing = row.getByRole('switch', { name: `Pricing hidden for ${email}` });
  // Each save disables the row until the server answered.
  await expect(pricing).toBeEnabled();
  await pricing.focus();
  await page.keyboard.press('Space');
  await expect(pricing).not.toBeChecked();
  await page.reload();
  const again = page.getByRole('row').filter({ hasText: email });
  await expect(again.getByLabel(`Discount percent for ${email}`)).toHaveValue('12.5');
  await expect(again.getByLabel(`Sales tax for ${email}`)).toHaveValue('disabled');
  await expect(again.getByRole('switch', { name: `Pricing hidden for ${email}` })).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-guests-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Disinvite, confirmed by keyboard.
  await again.getByRole('button', { name: `Disinvite ${email}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to disinvite this guest?');
  await expectAccessible(page, 'admin-guests-disinvite');
  await expect(confirm.getByRole('button', { name: 'Disinvite' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Guests, newest first' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a guest invited while the list is still loading stays when the older load arrives', async ({ page }) => {
  const email = `early-${Date.now()}@example.com`;
  await signIn(page, 'owner@org850.demo');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route('**/api/configurator/get-configurator-guests-data', async (route) => {
    // The answer is read now (before the invite) and handed over only after it: an older list.
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
    answered = true;
  });
  await page.goto('/admin/guests');
  await expect(page.getByRole('status', { name: 'Loading guests' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a guest' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Email').press('Enter');
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  release();
  await expect.poll(() => answered).toBe(true);
  const table = page.getByRole('table', { name: 'Guests, newest first' });
  // Both: the loaded guests and the one invited during the load, newest first.
  await expect(table.getByRole('row').nth(1)).toContainText(email);
  await expect(table.getByRole('row').filter({ hasText: 'guest@org850.demo' })).toHaveCount(1);
  await expectAccessible(page, 'admin-guests-merged-load');
  // Tidy: disinvite the guest so other tests see the demo list as it was.
  await page.unroute('**/api/configurator/get-configurator-guests-data');
  await table.getByRole('button', { name: `Disinvite ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disinvite' }).click();
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('an owner manages user groups and their members', async ({ page }) => {
  // Axe at two sizes, reloads and a dozen round trips, on a shared two-core machine.
  test.setTimeout(180_000);
  const title = `Installers ${Date.now()}`;
  await signIn(page, 'owner@org850.demo');
  await page.goto('/admin/user-groups');
  await expect(page).toHaveTitle(/^Admin: User Groups/);
  await expect(page.getByRole('heading', { name: 'User Groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'User Groups' })).toHaveClass(/is-active/);

  const titleInput = page.getByPlaceholder('Enter User Group Title');
  await titleInput.fill(title);
  await titleInput.press('Enter');
  const groups = page.getByRole('list', { name: 'User groups' });
  const group = groups.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(group).toBeVisible();
  // Newest first.
  await expect(groups.getByRole('heading', { level: 2 }).first()).toHaveText(title);
  await expect(titleInput).toHaveValue('');

  // The member search: focus opens the guests; typing filters; keyboard chooses.
  const search = group.getByRole('textbox', { name: `Add a guest to ${title}` });
  await expect(search).toHaveAttribute('placeholder', 'search by email');
  await search.focus();
  const listbox = page.getByRole('listbox', { name: `Guests to add to ${title}` });
  await expect(listbox).toBeVisible();
  const height = await listbox.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(150);
  await search.fill('guest@org850');
  await expect(listbox.getByRole('option', { name: 'guest@org850.demo' })).toBeVisible();
  await expectAccessible(page, 'admin-user-groups-search');
  await shot(page, 'admin-user-groups-search-1280');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const members = group.getByRole('list', { name: `Members of ${title}` });
  await expect(members.getByText('guest@org850.demo')).toBeVisible();
  // Choosing closes the dropdown, so it does not cover the new member (issue 34 item 1); focus stays in the box.
  await expect(listbox).toHaveCount(0);
  await expect(search).toBeFocused();
  // A member is not offered again (typing opens the list again).
  await search.fill('guest@org850');
  await search.press('End');
  await expect(listbox).toBeVisible();
  await expect(page.getByRole('option', { name: 'guest@org850.demo' })).toHaveCount(0);
  await search.fill('');
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expectAccessible(page, 'admin-user-groups');
  await shot(page, 'admin-user-groups-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-user-groups-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.reload();
  await expect(members.getByText('guest@org850.demo')).toBeVisible();
  await members.getByRole('button', { name: 'Remove user from group: guest@org850.demo' }).click();
  await expect(members.getByText('guest@org850.demo')).toHaveCount(0);
  await expect(members.getByText('No members yet.')).toBeVisible();
  // The removed row's button is gone: focus went to the group's search, not to the page.
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');

  await group.getByRole('button', { name: `Remove user group ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this user group?');
  await page.keyboard.press('Enter');
  await expect(groups.getByRole('heading', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'User groups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('a member is refused the admin guests and user groups pages', async ({ page }) => {
  await signIn(page, 'member@org850.demo');
  for (const path of ['/admin/guests', '/admin/user-groups']) {
    await page.goto(path);
    await expect(page.getByText("You don't have proper permissions to view this page.")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('on a phone the admin menu is one sideways row: the page starts on the first screen, the menu works by keyboard', async ({ page }) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await signIn(page, 'owner@org850.demo');
  // The last entry: the row is scrolled so the current page's entry is in view.
  await page.goto('/admin/settings');
  const menu = page.getByRole('navigation', { name: 'Admin' });
  const current = menu.getByRole('link', { name: 'Settings' });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  const heading = (await page.getByRole('heading', { name: 'Settings', level: 1 }).boundingBox())!;
  // Ten entries stacked were about 400 px; one row is under 100.
  expect(menuBox.height).toBeLessThan(100);
  expect(heading.y + heading.height).toBeLessThanOrEqual(screen.height / 2);
  const currentBox = (await current.boundingBox())!;
  expect(currentBox.x).toBeGreaterThanOrEqual(menuBox.x);
  expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(menuBox.x + menuBox.width + 1);
  await expectAccessible(page, 'admin-menu-390');
  await shot(page, 'admin-menu-390');

  // By keyboard: Tab along the row (each entry scrolls into view as it takes focus), Enter opens it.
  await menu.getByRole('link', { name: 'Products' }).focus();
  // Properties, Property Groups, Product Categories, Import / Export, Media, Guests.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  const guests = menu.getByRole('link', { name: 'Guests' });
  await expect(guests).toBeFocused();
  await expect(guests).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/guests$/);
  const guestsHeading = (await page.getByRole('heading', { name: 'Guests', level: 1 }).boundingBox())!;
  expect(guestsHeading.y + guestsHeading.height).toBeLessThanOrEqual(screen.height / 2);
  await expectAccessible(page, 'admin-menu-390-guests');
});
