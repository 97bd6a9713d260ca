/**
 * Incoming links may carry userToken (sign in by token) or shareToken (spec orders.md §6): the
 * server names the org role the token grants; a guest gets the guest-share-link call, which signs
 * them in and names the order; a role other than owner, member or guest means the token is a user
 * token. Owners and members keep their own session and the token rides along to the order data call.
 */
import { getOrgRoleForTokenCall, handleGuestShareLinkCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useSessionStore } from '../session/session-store.ts';

export interface IncomingResult {
  /** Where to go after arriving, with the consumed tokens removed. */
  redirectTo: string | null;
}

const STAFF_ROLES = new Set(['owner', 'member']);

export async function handleIncomingLink(location: { pathname: string; search: string }): Promise<IncomingResult> {
  const params = new URLSearchParams(location.search);
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
      return { redirectTo: `/orders/${shared.productOrderOrgSpecificId}?shareToken=${encodeURIComponent(shareToken)}` };
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
