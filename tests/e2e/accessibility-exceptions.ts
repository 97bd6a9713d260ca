/**
 * The only place where an axe finding may be let through. Each exception names one rule on one
 * element (a CSS selector as axe reports its target), optionally only on some pages, and says why.
 * An exception is a debt: fix the page instead whenever that is possible.
 */
export interface AccessibilityException {
  /** The axe rule id, e.g. 'color-contrast'. */
  rule: string;
  /** The element as axe names it (its `target` joined with ' '), matched exactly or by the pattern. */
  target: string | RegExp;
  /** Only on pages whose path matches; every page when absent. */
  path?: RegExp;
  /** Why this one finding is accepted (who decided, what would fix it). */
  reason: string;
}

export const accessibilityExceptions: readonly AccessibilityException[] = [
  // Temporary, branch lifecycle-web only: both faults are issue 20's, fixed in the a11y branch's working
  // tree but not committed when this branch was finished. Delete both entries when merging a11y.
  {
    rule: 'color-contrast',
    target: '.order-save-state',
    reason: "'All changes saved' at 2.96:1 (issue 20); the a11y branch darkens it. Remove at the a11y merge.",
  },
  {
    rule: 'label-content-name-mismatch',
    target: /^button\[aria-label=".+: nothing chosen"\]$|^div\[data-property-id="\d+"\] > \.picker > \.picker-chip(\[type="button"\])?$/,
    reason: "Empty option chips show 'Choose X' but are named 'X: nothing chosen' (issue 20); the a11y branch renames them. Remove at the a11y merge.",
  },
];
