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

/** Scalar's API reference viewer (/api/docs, a developer page outside the portal): its own markup, not ours to fix. */
const scalarViewer = /^\/api\/docs\/?$/;

export const accessibilityExceptions: readonly AccessibilityException[] = [
  {
    rule: 'aria-allowed-attr',
    target: /sidebar|font-sidebar/,
    path: scalarViewer,
    reason: "Scalar's sidebar marks its buttons aria-selected, which buttons may not carry; no option changes its markup (report upstream).",
  },
  {
    rule: 'aria-required-children',
    target: /t-doc__sidebar|scalar-api-reference/,
    path: scalarViewer,
    reason: "Scalar's sidebar list holds items whose role its list role does not allow; no option changes its markup.",
  },
  {
    rule: 'button-name',
    target: /./,
    path: scalarViewer,
    reason: "Icon buttons of Scalar's viewer (search, sidebar) have no name; hiddenClients removes the code-sample ones, the rest are its own.",
  },
  {
    rule: 'label-content-name-mismatch',
    target: /Show all|show-more|sidebar/,
    path: scalarViewer,
    reason:
      "Scalar names its 'Show More' buttons 'Show all … endpoints'; opening every section instead (defaultOpenAllTags) renders all 66 calls at once and is too slow.",
  },
  {
    rule: 'scrollable-region-focusable',
    target: /./,
    path: scalarViewer,
    reason: "Scalar's scrolling schema and code panels are not focusable; their content is reachable through the links and buttons inside them.",
  },
  {
    rule: 'target-size',
    target: /./,
    path: scalarViewer,
    reason: "Small links in Scalar's sidebar footer and search; their size is the viewer's own styles.",
  },
];
