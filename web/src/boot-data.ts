/**
 * Route data asked for at boot, together with the session instead of after it (issue 17 item 5):
 * on the page load's first navigation, while the session is still unknown, a route's loader starts
 * the call its screen will make, for the organisation this browser was last active in, and the
 * chunks of the plugins that organisation enabled (load-registry.ts keeps them for the registry). The screen's
 * own call with the same body takes the started one (api-client startEarly). A wrong guess costs one
 * unused answer: the screen asks again for its session's organisation; the server checks each call.
 * Not on arrival links (userToken, shareToken, orgId, goto): they may change the session first.
 */
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import { homepageDataCall, orderDataCall } from '@configurator/core';
import { startEarly } from './api/api-client.ts';
import { useSessionStore } from './features/session/session-store.ts';
import { rememberedActiveOrg, rememberedPluginIds } from './features/session/remembered-org.ts';
import { preloadPlugins } from './features/session/load-registry.ts';
import { ARRIVAL_PARAMS } from './features/shell/arrival-params.ts';

function bootLoader(start: (orgId: number, params: Params) => void) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    if (useSessionStore.getState().status !== 'loading') return null;
    const search = new URL(request.url).searchParams;
    if (ARRIVAL_PARAMS.some((name) => search.has(name))) return null;
    const orgId = rememberedActiveOrg();
    if (orgId === null) return null;
    start(orgId, params);
    preloadPlugins(rememberedPluginIds());
    // Nothing to wait for: the screen renders as before and takes the answer when it asks.
    return null;
  };
}

/** The home page's categories and products (home-store.ts asks the same). */
export const homeBootData = bootLoader((orgId) => startEarly(homepageDataCall, { orgId }));

/** The order page's data (order-store.ts asks the same, revalidated by ETag), without share parameters. */
export const orderBootData = bootLoader((orgId, params) => {
  const orgSpecificId = Number(params.orderId);
  if (Number.isInteger(orgSpecificId) && orgSpecificId > 0) startEarly(orderDataCall, { orgId, productOrderOrgSpecificId: orgSpecificId }, { revalidate: true });
});
