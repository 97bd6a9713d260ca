/**
 * The product graphic editor (spec catalogue §2, §3, §5; issue 13 item 5, issue 19 item 21): an owner
 * creates a graphic, adds a cube, renames it, reorders, deletes it after confirming, is told the
 * top-level group stays, sees the 3D preview canvas and the 2D view, archives and unarchives; a
 * missing graphic redirects to /404/product-graphic. By keyboard where a person would.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an owner edits a product graphic's node tree beside its preview (${viewport.width} wide)`, async ({ page }) => {
    // Many steps, each screen and dialog checked by axe, on a shared two-core machine.
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, 'owner@org1053.demo');
    await page.goto('/admin/product-graphics');
    await expect(page.getByRole('heading', { name: 'Product Graphics', level: 1 })).toBeVisible();
    await expectAccessible(page, 'product-graphics-list');
    await page.getByRole('button', { name: 'New Graphic' }).click();
    await expect(page).toHaveURL(/\/admin\/product-graphics\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Untitled Graphic', level: 1 })).toBeVisible();

    // The preview: a 3D canvas (three loaded on this route only) and a 2D view.
    await expect(page.getByTestId('graphic-3d')).toBeVisible();
    const nodes = page.getByRole('region', { name: 'Nodes' });
    await expect(nodes.getByRole('button', { name: /^Group Root$/ })).toHaveAttribute('aria-pressed', 'true');

    // Add a cube into the top-level group, rename it.
    await nodes.getByRole('button', { name: 'Add Cube' }).click();
    const props = page.getByRole('region', { name: 'Node properties' });
    await expect(props.getByRole('heading', { name: 'Cube properties' })).toBeVisible();
    await props.getByLabel('Title').fill('Door leaf');
    await props.getByLabel('width', { exact: true }).fill('60');
    await expect(nodes.getByRole('button', { name: /^Cube Door leaf$/ })).toBeVisible();
    await nodes.getByRole('button', { name: 'Add Rect' }).click();
    await expect(nodes.getByRole('button', { name: /^Rect Rect$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await expectAccessible(page, 'product-graphic-editor');
    await shot(page, `woodwork/product-graphic-editor-${viewport.width}`);

    // Keyboard: arrows move between nodes, Alt+Up reorders.
    await nodes.getByRole('button', { name: /^Rect Rect$/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(nodes.getByRole('button', { name: /^Cube Door leaf$/ })).toBeFocused();
    await expect(nodes.getByRole('button', { name: /^Cube Door leaf$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Alt+ArrowDown');
    const order = await nodes.locator('button[data-node-id]').allTextContents();
    expect(order.map((t) => t.trim())).toEqual(['Group Root', 'Rect Rect', 'Cube Door leaf']);

    // The 2D view draws the nodes.
    await page.getByRole('button', { name: '2D' }).click();
    await expect(page.getByTestId('graphic-2d').locator('svg rect')).toHaveCount(2);
    await page.getByRole('button', { name: '3D' }).click();
    await expect(page.getByTestId('graphic-3d')).toBeVisible();

    // Delete asks first; cancelling keeps the node, confirming removes it.
    await nodes.getByRole('button', { name: /^Cube Door leaf$/ }).click();
    await nodes.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this node?');
    await expectAccessible(page, 'product-graphic-delete-confirm');
    await page.keyboard.press('Escape');
    await expect(nodes.getByRole('button', { name: /^Cube Door leaf$/ })).toBeVisible();
    await nodes.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(nodes.getByRole('button', { name: /^Cube Door leaf$/ })).toHaveCount(0);

    // The top-level group stays.
    await nodes.getByRole('button', { name: /^Group Root$/ }).click();
    await nodes.getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('Oops! We require you to keep the top level group!');
    await expectAccessible(page, 'product-graphic-keep-top-group');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(nodes.getByRole('button', { name: /^Group Root$/ })).toBeVisible();

    // ARCHIVE / UNARCHIVE.
    await page.getByRole('button', { name: 'ARCHIVE' }).click();
    await expect(page.getByRole('button', { name: 'UNARCHIVE' })).toBeVisible();
    await page.getByRole('button', { name: 'UNARCHIVE' }).click();
    await expect(page.getByRole('button', { name: 'ARCHIVE' })).toBeVisible();

    // The edits were saved: a reload shows the tree as left.
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Nodes' }).locator('button[data-node-id]')).toHaveText([/Group Root/, /Rect Rect/]);
  });
}

test('a graphic that does not exist redirects to /404/product-graphic', async ({ page }) => {
  await signIn(page, 'owner@org1053.demo');
  await page.goto('/admin/product-graphics/999999');
  await expect(page).toHaveURL(/\/404\/product-graphic$/);
  await expectAccessible(page, 'product-graphic-404');
});
