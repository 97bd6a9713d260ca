/** The axe helper itself: a planted violation fails it with rule, element and fix; a clean page passes. */
import { expect, test } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { expectAccessible, runAxe, WCAG_TAGS } from './accessibility.ts';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>${body}</main></body></html>`;

test('a planted violation fails the helper, naming the rule, the element and the fix', async ({ page: browserPage }) => {
  await browserPage.setContent(page('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="planted"><button id="nameless"></button>'));
  const failure = await expectAccessible(browserPage, 'planted page').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(failure).not.toBeNull();
  expect(failure).toContain('axe found accessibility violations on planted page');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('element: #planted');
  expect(failure).toContain('button-name');
  expect(failure).toContain('element: #nameless');
  expect(failure).toMatch(/fix: Fix any of the following:/);
});

test('low contrast text is a violation (WCAG 2 AA tags are on)', async ({ page: browserPage }) => {
  await browserPage.setContent(page('<p id="faint" style="color:#aaa;background:#fff">All changes saved</p>'));
  await expect(expectAccessible(browserPage)).rejects.toThrow(/color-contrast[\s\S]*element: #faint/);
});

test('an accessible page passes', async ({ page: browserPage }) => {
  await browserPage.setContent(page('<p>Plain text.</p><button type="button">Save</button>'));
  await expectAccessible(browserPage, 'clean page');
});

test('the quick run (axe kept in the document, violations only) finds what the full builder run finds', async ({ page: browserPage }) => {
  await browserPage.setContent(page('<p>Plain text.</p><button type="button">Save</button>'));
  await expectAccessible(browserPage, 'clean page');
  // The same document, changed after axe was put into it: the kept axe reads the DOM as it is now.
  await browserPage.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="planted"><p id="faint" style="color:#aaa;background:#fff">Saved</p>',
      );
  });
  const summary = (results: { violations: { id: string; nodes: { target: unknown[] }[] }[] }) =>
    results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`).sort();
  const quick = summary(await runAxe(browserPage));
  const full = summary(await new AxeBuilder({ page: browserPage }).withTags(WCAG_TAGS).analyze());
  expect(quick).toEqual(full);
  expect(quick.join('\n')).toMatch(/image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/);
});
