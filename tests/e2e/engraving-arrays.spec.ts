/**
 * An item's engraving arrays (spec catalogue §3; issue 19 item 17, issue 12): an owner of organisation
 * 850 opens a keypad's Notes popup, types broken JSON (named at the field, Save off), then a line over
 * the limit (named with where it is), then valid arrays, saves, and finds them again after a reload.
 * By keyboard; the popup is checked by axe in each state and photographed.
 */
import { expect, shot, signIn, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test("an owner edits an item's engraving arrays with validation, kept after a reload", async ({ page }) => {
  test.slow();
  await signIn(page, 'owner@org850.demo');
  await page.getByRole('button', { name: 'Keypads & Switch Plates' }).click();
  await page.getByRole('menuitem', { name: 'Keypad', exact: true }).click();
  await expect(page.getByTestId('active-item-title')).toHaveText('Keypad');

  await page.getByRole('button', { name: /^Notes/ }).click();
  const popup = page.getByRole('dialog', { name: /^Notes: / });
  const field = popup.getByLabel('Engraving arrays (JSON)');
  const save = popup.getByRole('button', { name: 'Save engraving arrays' });
  await expect(field).toHaveValue('[]');
  await expect(save).toBeDisabled();

  await field.fill('[[{ "text": ');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(popup.getByRole('alert')).toContainText('Not valid JSON.');
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'engraving-arrays-invalid');
  await shot(page, 'engraving-arrays/invalid-json');

  await field.fill(JSON.stringify([[{ text: 'x'.repeat(201) }]]));
  await expect(popup.getByRole('alert')).toContainText('At 0.0.text:');
  await expect(save).toBeDisabled();

  await field.fill('[[{ "text": "Hall" }, { "text": "Lights" }], [{ "text": "Fan" }]]');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('status')).toHaveText('Saved.');
  await expectAccessible(page, 'engraving-arrays-saved');
  await shot(page, 'engraving-arrays/saved');

  await page.reload();
  await page.getByRole('button', { name: /^Notes/ }).click();
  await expect(page.getByRole('dialog', { name: /^Notes: / }).getByLabel('Engraving arrays (JSON)')).toHaveValue(
    JSON.stringify([[{ text: 'Hall' }, { text: 'Lights' }], [{ text: 'Fan' }]], null, 2),
  );
});
