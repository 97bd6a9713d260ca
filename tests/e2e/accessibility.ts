/**
 * The accessibility check every browser test runs at each screen and each open dialog, menu and
 * popup: axe-core against WCAG 2.0, 2.1 and 2.2 A/AA. Any violation fails the test with its rule,
 * the element and how to fix it; the only way through is a named entry in
 * accessibility-exceptions.ts.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { accessibilityExceptions, type AccessibilityException } from './accessibility-exceptions.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const matches = (exception: AccessibilityException, rule: string, target: string, path: string) =>
  exception.rule === rule &&
  (typeof exception.target === 'string' ? exception.target === target : exception.target.test(target)) &&
  (!exception.path || exception.path.test(path));

/**
 * Waits for the page's finite CSS transitions and animations to end: axe reads colours as they are
 * painted, so a button caught in its 0.12 s background transition (just pressed) would be judged on
 * a colour between two themes' states, not on either. Endless ones (a spinner) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe's results for the page as it is now, on the WCAG tags. The builder's default run injected
 * axe's 0.5 MB source at every check, ran it in parts per frame and opened a blank page to merge
 * them: 4 to 7 s a check on the 2-core machine, with 200 checks in the suite. The app has no
 * frames, so one axe.run in the page (the builder's legacy mode) checks exactly the same; axe is
 * put into each document once and kept there; and only violations are collected (the passes were
 * half a megabyte of nodes per check, and are never read). Measured 6.8 s → 1.5 s a check on the
 * order page, the same violations. A page with frames still gets the builder's full run.
 */
export async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const present = await page.evaluate('typeof window.axe?.run === "function"');
  if (!present) await page.evaluate(axe.source);
  // axeSource ';': the builder's own injection becomes a no-op (axe is already in the page).
  return new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
}

/** Fails unless axe finds no violation (outside the named exceptions) on the page as it is now. */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  await settledAnimations(page);
  const results = await runAxe(page);
  const path = new URL(page.url()).pathname;
  const findings = results.violations.flatMap((violation) =>
    violation.nodes
      .map((node) => ({ node, target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ') }))
      .filter(({ target }) => !accessibilityExceptions.some((exception) => matches(exception, violation.id, target, path)))
      .map(({ node, target }) =>
        [
          `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
          `  element: ${target}`,
          `  html: ${node.html.slice(0, 200)}`,
          `  fix: ${(node.failureSummary ?? '').replace(/\n\s*/g, ' / ')}`,
          `  see: ${violation.helpUrl}`,
        ].join('\n'),
      ),
  );
  expect(findings, `axe found accessibility violations on ${label ?? path}:\n\n${findings.join('\n\n')}\n`).toEqual([]);
}
