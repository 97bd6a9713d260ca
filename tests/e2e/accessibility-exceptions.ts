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

export const accessibilityExceptions: readonly AccessibilityException[] = [];
