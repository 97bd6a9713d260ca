/**
 * Network status for the header's indicator (spec orders.md §2): whether the browser says it is
 * online, and whether the last call to the server got an answer. Any HTTP answer, even 401 or 422,
 * means the server is reachable; only a fetch that failed outright (no response) counts as a failure.
 */
import { create } from 'zustand';
import { setServerReachedHandler } from '../../api/api-client.ts';

export interface NetworkState {
  /** navigator.onLine and the window's 'online' / 'offline' events. */
  browserOnline: boolean;
  /** The last call to the server failed without an answer while the browser was online. */
  serverUnreachable: boolean;
}

export type NetworkIndicatorKind = 'online' | 'offline' | 'unreachable';

export interface NetworkIndicator {
  kind: NetworkIndicatorKind;
  /** What the indicator says (and what screen readers hear). */
  label: string;
  /** The longer explanation shown on hover. */
  detail: string;
}

const indicators: Record<NetworkIndicatorKind, NetworkIndicator> = {
  online: { kind: 'online', label: 'Online', detail: 'Connected to the server.' },
  offline: { kind: 'offline', label: 'Offline', detail: 'You are offline. Changes cannot be saved until the connection returns.' },
  unreachable: {
    kind: 'unreachable',
    label: 'Server unreachable',
    detail: 'The last request could not reach the server. This clears as soon as a request gets through.',
  },
};

/** Being offline explains any failed call, so it wins over an unreachable server. */
export function indicatorOf(state: NetworkState): NetworkIndicator {
  if (!state.browserOnline) return indicators.offline;
  if (state.serverUnreachable) return indicators.unreachable;
  return indicators.online;
}

/** The state after one event; pure so the rules can be tested without a browser. */
export type NetworkEvent = 'browser-online' | 'browser-offline' | 'server-answered' | 'server-failed';

export function nextNetworkState(state: NetworkState, event: NetworkEvent): NetworkState {
  switch (event) {
    // Failures seen while offline were the connection's fault; coming back gives the server a clean slate.
    case 'browser-online':
      return { browserOnline: true, serverUnreachable: false };
    case 'browser-offline':
      return { ...state, browserOnline: false };
    case 'server-answered':
      // An answer proves the connection works even if the browser's online flag lagged behind.
      return { browserOnline: true, serverUnreachable: false };
    case 'server-failed':
      return state.browserOnline ? { ...state, serverUnreachable: true } : state;
  }
}

interface NetworkStore extends NetworkState {
  record: (event: NetworkEvent) => void;
}

const initiallyOnline = typeof navigator === 'undefined' ? true : navigator.onLine;

export const useNetworkStore = create<NetworkStore>()((set, get) => ({
  browserOnline: initiallyOnline,
  serverUnreachable: false,
  record(event) {
    const current = get();
    const next = nextNetworkState(current, event);
    if (next.browserOnline !== current.browserOnline || next.serverUnreachable !== current.serverUnreachable) set(next);
  },
}));

// Registered when this module loads, so calls made before the header mounts (sign-in) count too.
setServerReachedHandler((reached) => useNetworkStore.getState().record(reached ? 'server-answered' : 'server-failed'));

/**
 * Follows the browser's online / offline events while the caller is mounted; returns the cleanup.
 * Re-reads navigator.onLine on start in case it changed while nothing was listening.
 */
export function watchBrowserConnection(target: Window = window): () => void {
  const record = useNetworkStore.getState().record;
  const onOnline = () => record('browser-online');
  const onOffline = () => record('browser-offline');
  if (target.navigator.onLine !== useNetworkStore.getState().browserOnline) record(target.navigator.onLine ? 'browser-online' : 'browser-offline');
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
