/**
 * The app's browser history, with a guard that may hold a navigation until the person answers (the
 * order page of an untitled draft asks 'Name it' / 'Discard' before leaving, issue 31 item 3).
 *
 * The app routes declaratively (<unstable_HistoryRouter> with useRoutes, router.tsx) rather than with
 * react-router's data router: the data router's engine (loaders, actions, fetchers, revalidation) is
 * about 17 KB gzip of the chunk every page loads, and the app used it only for lazy routes, two boot
 * loaders and useBlocker (issue 31: the order page's bytes). Lazy routes are router.tsx's page(), whose
 * modules start at boot with the route's calls (handle.preload and handle.boot, run from main.tsx),
 * and the blocker is this guard, which works as useBlocker does: a push or replace is held before it
 * happens; a back or forward step, which the browser has already taken, is undone (go(-delta)) and
 * taken again on proceed (go(delta)). Staying needs nothing: the held navigation is just dropped.
 */
import { UNSAFE_createBrowserHistory, parsePath, type Path } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];

/** A navigation the guard held: go on with it, or drop it to stay. */
export interface HeldNavigation {
  /** Where it was going. */
  next: Path;
  proceed(): void;
}

export interface NavigationGuard {
  /** True holds the navigation to `next`. */
  shouldHold(next: Path): boolean;
  held(navigation: HeldNavigation): void;
}

// v5Compat: listeners hear pushes and replaces too, as react-router's own BrowserRouter sets it.
const browser = UNSAFE_createBrowserHistory({ v5Compat: true });

/** One guard at a time: the page that may lose work registers it while shown. */
let guard: NavigationGuard | null = null;
/** What to do with the next back/forward event when it is our own: the undo of a held step is not shown, its proceed is. */
let ownPop: 'swallow' | 'pass' | null = null;

/** Registers `next` as the guard; the returned function removes it (if still the one registered). */
export function setNavigationGuard(next: NavigationGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** The router hands over resolved paths (useNavigate and Link resolve relative ones first). */
const pathOf = (to: Parameters<BrowserHistory['push']>[0]): Path => {
  const { pathname = browser.location.pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return { pathname, search, hash };
};

/** Runs `go` unless the guard holds the navigation; a held one runs `go` on proceed. */
function guarded(to: Parameters<BrowserHistory['push']>[0], go: () => void): void {
  const next = pathOf(to);
  if (!guard?.shouldHold(next)) return go();
  guard.held({ next, proceed: go });
}

function listen(listener: HistoryListener): () => void {
  return browser.listen((update) => {
    if (update.action !== 'POP') return listener(update);
    if (ownPop) {
      const shown = ownPop === 'pass';
      ownPop = null;
      return shown ? listener(update) : undefined;
    }
    const { delta } = update;
    const next = { pathname: update.location.pathname, search: update.location.search, hash: update.location.hash };
    if (delta === null || delta === 0 || !guard?.shouldHold(next)) return listener(update);
    // The browser has moved already: step back to the page shown (silently), and step again on proceed.
    ownPop = 'swallow';
    browser.go(-delta);
    guard.held({
      next,
      proceed: () => {
        ownPop = 'pass';
        browser.go(delta);
      },
    });
  });
}

/** The history the router reads and writes (router.tsx). */
export const appHistory: BrowserHistory = {
  get action() {
    return browser.action;
  },
  get location() {
    return browser.location;
  },
  createHref: (to) => browser.createHref(to),
  createURL: (to) => browser.createURL(to),
  encodeLocation: (to) => browser.encodeLocation(to),
  push: (to, state) => guarded(to, () => browser.push(to, state)),
  replace: (to, state) => guarded(to, () => browser.replace(to, state)),
  go: (delta) => browser.go(delta),
  listen,
};
