/**
 * A goto target from an incoming link (issue 19 item 9): only a path inside this app is followed;
 * anything else (another site, a protocol-relative '//host', a backslash trick, a script URL, the
 * sign-in page itself) is dropped, never followed.
 */
const BASE = 'http://app.invalid';

export function safeAppPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsing and could hide a '//'.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/sign-in/')) return null;
  return url.pathname + url.search + url.hash;
}

/** An orgId parameter: a positive integer, else nothing. */
export function orgIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Where a guest share link lands: the shared order, on the view of it the link named (its drawings,
 * its documents) when the link pointed at that same order, else its order page.
 */
export function sharedOrderPath(pathname: string, orgSpecificId: number): string {
  const base = `/orders/${orgSpecificId}`;
  const view = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : '';
  return /^\/[a-z-]+$/.test(view) ? base + view : base;
}
