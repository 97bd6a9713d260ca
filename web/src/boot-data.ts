/**
 * Route data asked for at boot, together with the session instead of after it (issue 17 item 5):
 * on the page load's first navigation, while the session is still unknown, a route's loader starts
 * the call its screen will make, for the organisation this browser was last active in, and the
 * chunks of the plugins that organisation enabled (load-registry.ts keeps them for the registry). The screen's
 * own call with the same body takes the started one (early-fetch.ts). A wrong guess costs one
 * unused answer: the screen asks again for its session's organisation; the server checks each call.
 * Not on arrival links (userToken, shareToken, orgId, goto): they may change the session first.
 */
import type { Params } from 'react-router-dom';
import { routeBootCalls, type RouteBootCall } from '@configurator/core';
import { postEarly } from './api/early-fetch.ts';
import { useSessionStore } from './features/session/session-store.ts';
import { rememberedActiveOrg, rememberedPluginIds } from './features/session/remembered-org.ts';
import { preloadPlugins } from './features/session/load-registry.ts';
import { ARRIVAL_PARAMS } from './features/shell/arrival-params.ts';

/** What a route starts at boot, given its matched params and the page's address (router.tsx's `handle.boot`). */
export type BootLoader = (params: Params, url: URL) => void;

/** The boot loader of the route whose first call is core's routeBootCalls row for `pattern`. */
function bootLoader(pattern: string): BootLoader {
  const boot: RouteBootCall | undefined = routeBootCalls.find((row) => row.pattern === pattern);
  if (!boot) throw new Error(`No boot call for the route ${pattern}`);
  return (params, url) => {
    if (useSessionStore.getState().status !== 'loading') return;
    if (ARRIVAL_PARAMS.some((name) => url.searchParams.has(name))) return;
    const orgId = rememberedActiveOrg();
    if (orgId === null) return;
    const body = boot.bodyOf(params, orgId);
    // Taken by the screen's own call with the same body; a document that carried the answer already
    // registered it under that body (boot-session.ts), and this call takes that instead of asking.
    // Sent as the path and body only: the call's schemas stay out of the entry chunk (issue 31), and the
    // screen's call checks the answer against them when it takes it. No tag is sent: on a page load
    // the client keeps no answer yet, and the screen keeps this one's tag.
    if (body) postEarly(boot.path, JSON.stringify(body));
    void preloadPlugins(rememberedPluginIds());
    // Nothing to wait for: the screen renders as before and takes the answer when it asks.
  };
}

/** The home page's categories and products. */
export const homeBootData = bootLoader('/');

/** The order page's data. */
export const orderBootData = bootLoader('/orders/:orderId');
