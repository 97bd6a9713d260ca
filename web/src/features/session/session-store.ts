/**
 * The session: who is signed in, the active organisation and role, and that organisation's plugin
 * registry. The app shows its loading screen until both have loaded. Guest mode is local to the
 * browser (guest-mode.ts): the role the screens see is the server's with it laid over.
 */
import { create } from 'zustand';
import {
  getSessionCall,
  isGuestMode,
  signInCall,
  signOutCall,
  switchOrgCall,
  themeOf,
  tokenSignInCall,
  type OrgRegistry,
  type SessionInfo,
} from '@configurator/core';
import { ApiError, abortCallsInFlight, callApi, forgetKeptAnswers, setSessionEndedHandler } from '../../api/api-client.ts';
import { loadOrgRegistry } from './load-registry.ts';
import { rememberGuestMode, withGuestMode } from './guest-mode.ts';
import { rememberActiveOrg } from './remembered-org.ts';

export type SessionStatus = 'loading' | 'signedOut' | 'ready' | 'failed';

interface SessionState {
  status: SessionStatus;
  session: SessionInfo | null;
  registry: OrgRegistry | null;
  /** Why loading failed (network, or a misconfigured plugin list). */
  failure: string | null;
  /** Bumped on every organisation or role change so feature stores can drop what they cached. */
  generation: number;
  load: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<void>;
  signInWithToken: (userToken: string) => Promise<void>;
  adopt: (session: SessionInfo) => Promise<void>;
  signOut: () => Promise<void>;
  switchOrg: (orgId: number) => Promise<void>;
  /** Local only (no call): switches the active role to guest and back, remembered in this browser. */
  setGuestMode: (enabled: boolean) => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'loading',
  session: null,
  registry: null,
  failure: null,
  generation: 0,

  async load() {
    set({ status: 'loading', failure: null });
    try {
      const session = await callApi(getSessionCall, {});
      if (session) await get().adopt(session);
      else signedOut();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) signedOut();
      else {
        forgetKeptAnswers();
        set({ status: 'failed', failure: error instanceof Error ? error.message : String(error) });
      }
    }
  },

  async signIn(email, password) {
    forgetKeptAnswers();
    await get().adopt(await callApi(signInCall, { email, password }));
  },

  async signInWithToken(userToken) {
    forgetKeptAnswers();
    await get().adopt(await callApi(tokenSignInCall, { userToken }));
  },

  /** Takes a session from any call that returns one, and loads its organisation's plugins. */
  async adopt(session) {
    const current = get();
    const sameOrg =
      current.session?.activeOrg.id === session.activeOrg.id &&
      current.registry !== null &&
      JSON.stringify(current.session?.enabledPlugins) === JSON.stringify(session.enabledPlugins) &&
      JSON.stringify(current.session?.branding) === JSON.stringify(session.branding);
    try {
      const registry = sameOrg
        ? current.registry!
        : await loadOrgRegistry({ ...session.activeOrg, enabledPlugins: session.enabledPlugins, branding: session.branding });
      set({ status: 'ready', session: withGuestMode(session, !themeOf(registry).isEmployeeOnly), registry, failure: null, generation: current.generation + 1 });
      rememberActiveOrg({ id: session.activeOrg.id, pluginIds: session.enabledPlugins.map((p) => p.id) });
    } catch (error) {
      set({ status: 'failed', session, failure: error instanceof Error ? error.message : String(error) });
    }
  },

  async signOut() {
    abortCallsInFlight();
    try {
      await callApi(signOutCall, {});
    } finally {
      // What the signed-out person saw is not kept in memory for whoever signs in next.
      signedOut();
      set({ generation: get().generation + 1 });
    }
  },

  async switchOrg(orgId) {
    forgetKeptAnswers();
    await get().adopt(await callApi(switchOrgCall, { orgId }));
  },

  setGuestMode(enabled) {
    const { session, registry, generation } = get();
    if (!session || !registry) return;
    const realRole = session.activeOrg.prevRole ?? session.activeOrg.role;
    rememberGuestMode(session.user.id, session.activeOrg.id, enabled ? realRole : null);
    const real = { ...session, activeOrg: { ...session.activeOrg, role: realRole, prevRole: null } };
    set({ session: withGuestMode(real, !themeOf(registry).isEmployeeOnly), generation: generation + 1 });
  },
}));

/** No session (any more): nothing kept or started for the last one stays, nor its organisation. */
function signedOut(): void {
  forgetKeptAnswers();
  rememberActiveOrg(null);
  useSessionStore.setState({ status: 'signedOut', session: null, registry: null });
}

// A call refused for want of a session means it ended: back to sign-in (RequireSession redirects).
setSessionEndedHandler(() => {
  forgetKeptAnswers();
  if (useSessionStore.getState().status === 'ready') signedOut();
});

/** Whether this browser is in guest mode now: the isGuestMode the spec's calls carry. */
export const inGuestMode = (): boolean => {
  const activeOrg = useSessionStore.getState().session?.activeOrg;
  return activeOrg ? isGuestMode(activeOrg) : false;
};

/** The session of a screen that only renders once signed in. */
export function useSession(): SessionInfo {
  const session = useSessionStore((s) => s.session);
  if (!session) throw new Error('useSession() outside a signed-in route');
  return session;
}

export function useRegistry(): OrgRegistry {
  const registry = useSessionStore((s) => s.registry);
  if (!registry) throw new Error('useRegistry() before the registry loaded');
  return registry;
}
