/**
 * Incoming links may carry userToken (sign in by token) or shareToken (spec orders.md §6): the
 * server names the org role the token grants; a guest gets the guest-share-link call, which signs
 * them in and names the order; a role other than owner, member or guest means the token is a user
 * token. Owners and members keep their own session and the token rides along to the order data call.
 *
 * orgId and goto (issue 19 item 9) apply once the person is known: orgId switches to that
 * organisation when they belong to it (otherwise it is ignored); goto, a path inside the app, is
 * where they land, after signing in when they have no session yet (anything else is ignored).
 * Loaded only when the address carries one of them (incoming-links.ts).
 */
import { getOrgRoleForTokenCall, handleGuestShareLinkCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { orgIdParam, safeAppPath, sharedOrderPath } from './app-path.ts';

import type { IncomingResult } from './incoming-links.ts';

const STAFF_ROLES = new Set(['owner', 'member']);

export async function handleArrivalLink(location: { pathname: string; search: string }): Promise<IncomingResult> {
  const params = new URLSearchParams(location.search);
  const goto = safeAppPath(params.get('goto'));
  const orgId = orgIdParam(params.get('orgId'));
  const hadArrivalParams = params.has('goto') || params.has('orgId');
  params.delete('goto');
  params.delete('orgId');
  const arrived = await consumeTokens(location.pathname, params);
  if (!goto && orgId === null && !hadArrivalParams) return arrived;
  return arrive(arrived.redirectTo ?? location.pathname + (params.size ? `?${params}` : ''), orgId, goto);
}

/** Switches to the link's organisation when the person belongs to it, then goes to goto (or where they were). */
async function arrive(fallback: string, orgId: number | null, goto: string | null): Promise<IncomingResult> {
  const store = useSessionStore.getState();
  const session = store.status === 'ready' ? store.session : null;
  if (!session) {
    // Not signed in: sign-in returns to goto afterwards.
    return { redirectTo: goto ? `/sign-in?next=${encodeURIComponent(goto)}` : fallback };
  }
  if (orgId !== null && orgId !== session.activeOrg.id && session.orgs.some((o) => o.id === orgId)) {
    await store.switchOrg(orgId);
  }
  return { redirectTo: goto ?? fallback };
}

async function consumeTokens(pathname: string, params: URLSearchParams): Promise<IncomingResult> {
  const location = { pathname };
  const userToken = params.get('userToken');
  const shareToken = params.get('shareToken');
  const store = useSessionStore.getState();

  if (userToken) {
    params.delete('userToken');
    try {
      await store.signInWithToken(userToken);
    } catch {
      await store.load();
    }
    return { redirectTo: location.pathname + (params.size ? `?${params}` : '') };
  }

  if (shareToken) {
    const { orgRole } = await callApi(getOrgRoleForTokenCall, { shareToken });
    if (orgRole === 'guest') {
      const shared = await callApi(handleGuestShareLinkCall, { shareToken });
      await store.adopt(shared.session);
      return { redirectTo: `${sharedOrderPath(location.pathname, shared.productOrderOrgSpecificId)}?shareToken=${encodeURIComponent(shareToken)}` };
    }
    if (!STAFF_ROLES.has(orgRole)) {
      await store.signInWithToken(shareToken);
      params.delete('shareToken');
      return { redirectTo: location.pathname + (params.size ? `?${params}` : '') };
    }
  }

  await store.load();
  return { redirectTo: null };
}
