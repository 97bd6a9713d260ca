/**
 * Media and uploads in the browser (spec catalogue §2, §4, §5; issue 12 items 7-8, issue 19 items 16
 * and 19): an owner uploads a PNG thumbnail for a category and sees it on the home page's tile; the
 * media grid's upload, caption edit (kept after a reload), association and delete (confirmed); the
 * upload box's states, dragging, success four seconds after the answer, failure for a renamed text
 * file, and the 5 MB alert; the integrations page with and without integrations, and Manage's dialog. By keyboard where a
 * person would; every screen and dialog checked for accessibility.
 */
import sharp from 'sharp';
import { expect, shot, signIn, test, type Page } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

const texts = {
  idle: 'Drag and Drop or click to browse',
  dragging: 'Drop here to upload.',
  uploading: 'Uploading ...',
  success: 'File uploaded successfuly!',
  failure: "Couldn't upload file. Check your internet connection or try again later.",
};

const png = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The upload box whose file input has this accessible name. */
const box = (page: Page, name: string) => page.locator('label.upload-box').filter({ has: page.getByLabel(name, { exact: true }) });

async function openMedia(page: Page) {
  await page.getByRole('link', { name: 'ADMIN' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin: Media/);
}

test.describe('at 1280 by 800', () => {
  test.use({ viewport: { width: 1280, height: 800 }, allowedFailedStatuses: [400], allowConsoleErrors: /Upload failed/ });

  test('a category thumbnail uploaded by keyboard shows on the home tile', async ({ page }) => {
    await signIn(page, 'owner@generic.demo');
    const tilePicture = page.locator('.tile').filter({ hasText: 'Cabinet Doors' }).locator('.tile-picture');
    await expect(tilePicture).toHaveClass(/tile-monogram/);
    await openMedia(page);
    await expectAccessible(page, 'admin-media');
    await shot(page, 'media/admin-media-1280');

    const input = page.getByLabel('Thumbnail of Cabinet Doors', { exact: true });
    await input.focus();
    await expect(input).toBeFocused();
    const status = box(page, 'Thumbnail of Cabinet Doors').getByRole('status');
    await expect(status).toHaveText(texts.idle);
    await input.setInputFiles({ name: 'doors.png', mimeType: 'image/png', buffer: await png('#1e6091') });
    await expect(status).toHaveText(texts.uploading);
    // The success state is set four seconds after the server's answer.
    await expect(status).toHaveText(texts.success, { timeout: 15_000 });
    await expect(box(page, 'Thumbnail of Cabinet Doors').locator('img')).toHaveAttribute('src', /^\/media\/.+-thumb\.png$/);
    await expectAccessible(page, 'admin-media-uploaded');
    await shot(page, 'media/admin-media-uploaded-1280');

    await page.goto('/');
    await expect(tilePicture).toHaveAttribute('src', /^\/media\/.+-thumb\.png$/);
    await expect.poll(() => tilePicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'home-with-thumbnail');
    await shot(page, 'media/home-tile-1280');
  });

  test('the media grid: upload, caption edit kept after a reload, association, failure states, delete', async ({ page }) => {
    await signIn(page, 'owner@generic.demo');
    await openMedia(page);
    const uploadStatus = box(page, 'Upload an image').getByRole('status');

    // Dragging a file over the box.
    await box(page, 'Upload an image').dispatchEvent('dragenter', { dataTransfer: await page.evaluateHandle(() => new DataTransfer()) });
    await expect(uploadStatus).toHaveText(texts.dragging);
    await expectAccessible(page, 'admin-media-dragging');
    await box(page, 'Upload an image').dispatchEvent('dragleave', { dataTransfer: await page.evaluateHandle(() => new DataTransfer()) });
    await expect(uploadStatus).toHaveText(texts.idle);

    // A text file renamed .png: the failure state with the server's reason; nothing is added.
    const grid = page.getByRole('list', { name: 'Images' });
    await page
      .getByLabel('Upload an image', { exact: true })
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(uploadStatus).toContainText(texts.failure);
    await expect(uploadStatus).toContainText('Only JPEG and PNG images can be uploaded.');
    await expectAccessible(page, 'admin-media-failure');
    await shot(page, 'media/admin-media-failure-1280');

    // Over 5 MB: the alert, and nothing is sent.
    await page.getByLabel('Upload an image', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001, 1) });
    const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(alert).toContainText('Please choose a file under 5mb');
    await expectAccessible(page, 'admin-media-too-big');
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(uploadStatus).toHaveText(texts.idle);

    // A real image: the card appears once the success state is set.
    await page.getByLabel('Upload an image', { exact: true }).setInputFiles({ name: 'steel.png', mimeType: 'image/png', buffer: await png('#8d99ae') });
    await expect(uploadStatus).toHaveText(texts.success, { timeout: 15_000 });
    const card = grid.getByRole('listitem').first();
    await expect(card.getByRole('img')).toBeVisible();
    const caption = card.getByLabel('Caption');
    await caption.fill('Brushed steel sample');
    await caption.press('Enter');
    await expect(card.getByRole('status')).toHaveText('Caption saved');

    // An association, by keyboard: choose an option and Add.
    const named = grid.getByRole('listitem', { name: 'Brushed steel sample' });
    await named.getByLabel('Associate Brushed steel sample with').selectOption({ index: 1 });
    await named.getByRole('button', { name: 'Add' }).click();
    await expect(named.getByRole('button', { name: /^Remove .+ from Brushed steel sample$/ })).toHaveCount(1);
    await expectAccessible(page, 'admin-media-card');
    await shot(page, 'media/admin-media-card-1280');

    await page.reload();
    const again = page.getByRole('list', { name: 'Images' }).getByRole('listitem', { name: 'Brushed steel sample' });
    await expect(again.getByLabel('Caption')).toHaveValue('Brushed steel sample');
    await expect(again.getByRole('button', { name: /^Remove .+ from Brushed steel sample$/ })).toHaveCount(1);

    // Delete asks first.
    await again.getByRole('button', { name: 'Delete Brushed steel sample' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText('Are you sure you want to delete this image?');
    await expectAccessible(page, 'admin-media-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: 'Brushed steel sample' })).toHaveCount(0);
  });

  test('integrations: the enabled ones with Manage and why it cannot connect; none says what to configure', async ({ page }) => {
    await signIn(page, 'owner@org850.demo');
    await page.goto('/admin/integrations');
    await expect(page).toHaveTitle(/^Admin: Integrations/);
    const item = page.getByRole('list', { name: 'Enabled integrations' }).getByRole('listitem').filter({ hasText: 'Monday' });
    await expect(item).toContainText('monday');
    await expect(item).toContainText('Not connected');
    await expectAccessible(page, 'admin-integrations');
    await shot(page, 'media/admin-integrations-1280');
    // Manage opens Monday's connect flow (its plugin's contribution): the state and its instructions.
    // The browser-test server has no signing key: Connect says why instead of failing.
    await item.getByRole('button', { name: 'Manage Monday' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage Monday' });
    await expect(dialog.getByRole('status')).toHaveText('Not connected.');
    await expect(dialog).toContainText('link your Monday account');
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeDisabled();
    await expect(dialog).toContainText('no signing key is configured');
    await expectAccessible(page, 'admin-integrations-manage');
    await shot(page, 'media/admin-integrations-manage-1280');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'owner@generic.demo');
    await page.goto('/admin/integrations');
    await expect(page.getByText('No integrations are enabled for this organisation.')).toBeVisible();
    await expectAccessible(page, 'admin-integrations-empty');
  });

  test('members do not get the media page', async ({ page }) => {
    await signIn(page, 'member@generic.demo');
    await page.goto('/admin/media');
    await expect(page.getByText("You don't have proper permissions to view this page.")).toBeVisible();
    await expectAccessible(page, 'admin-media-member');
  });
});

test.describe('at 390 by 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the media page fits a phone', async ({ page }) => {
    await signIn(page, 'owner@generic.demo');
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
    await expect(page.getByText(texts.idle).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'admin-media-390');
    await shot(page, 'media/admin-media-390');
    await page.goto('/admin/integrations');
    await expectAccessible(page, 'admin-integrations-390');
    await shot(page, 'media/admin-integrations-390');
  });
});

test.describe('an item thumbnail', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('uploaded from the active-item bar, the order is refetched with it', async ({ page }) => {
    await signIn(page, 'owner@generic.demo');
    await page.getByRole('button', { name: 'Cabinet Doors' }).click();
    // The category's menu starts an order with that product's first item.
    await page.getByRole('menuitem', { name: /Shaker/ }).click();
    const open = page.getByRole('button', { name: /^Thumbnail of / });
    await expect(open).toBeVisible();
    await open.click();
    const dialog = page.getByRole('dialog', { name: /^Thumbnail of / });
    await expect(dialog.getByRole('status')).toHaveText(texts.idle);
    await expectAccessible(page, 'item-thumbnail-dialog');
    await dialog.getByLabel(/^Thumbnail of /).setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: await png('#9b2226') });
    await expect(dialog.getByRole('status')).toHaveText(texts.success, { timeout: 15_000 });
    await expect(dialog.locator('img')).toHaveAttribute('src', /^\/media\/.+-thumb\.png$/);
    await shot(page, 'media/item-thumbnail-1280');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
