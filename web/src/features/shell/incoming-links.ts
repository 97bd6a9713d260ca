/**
 * What the app does with the address it starts at: an address with arrival parameters (userToken,
 * shareToken, orgId, goto) is handled by arrival-links.ts, a chunk of its own fetched only then;
 * any other just loads the session.
 */
import { useSessionStore } from '../session/session-store.ts';
import { ARRIVAL_PARAMS } from './arrival-params.ts';

export interface IncomingResult {
  /** Where to go after arriving, with the consumed tokens removed. */
  redirectTo: string | null;
}

export async function handleIncomingLink(location: { pathname: string; search: string }): Promise<IncomingResult> {
  const params = new URLSearchParams(location.search);
  if (ARRIVAL_PARAMS.some((name) => params.has(name))) {
    const { handleArrivalLink } = await import('./arrival-links.ts');
    return handleArrivalLink(location);
  }
  await useSessionStore.getState().load();
  return { redirectTo: null };
}
