/**
 * The browser's end of the live channel (issue 36): an EventSource on GET /configurator/live that the
 * browser reconnects by itself, naming the last event it saw (Last-Event-ID), so nothing is missed
 * across a dropped connection. When the stream is refused or the device goes offline it is closed and
 * opened again later from the last id (the `after` parameter). While a stream is up its key is listed
 * in useLiveStatus, so screens that poll (the payment screen) stop polling.
 */
import { create } from 'zustand';
import { liveConstants, liveStreamPath, type LiveChange, type LivePresence, type LiveScope } from '@configurator/core';

export interface LiveQuery {
  scope: LiveScope;
  orgId: number;
  orderId?: number;
  view?: string;
}

export interface LiveHandlers {
  onChange?(change: LiveChange): void;
  onPresence?(presence: LivePresence): void;
  /** The channel could not send what was missed: read everything again. */
  onReload?(): void;
}

/** The keys (scope:orderId) of the streams that are up. */
export const useLiveStatus = create<{ up: ReadonlySet<string> }>(() => ({ up: new Set() }));
const keyOf = (query: LiveQuery) => `${query.scope}:${query.orderId ?? ''}`;
const setUp = (key: string, up: boolean) => {
  const current = useLiveStatus.getState().up;
  if (current.has(key) === up) return;
  const next = new Set(current);
  if (up) next.add(key);
  else next.delete(key);
  useLiveStatus.setState({ up: next });
};

/** Whether the order's page stream is up (the payment screen's polling stops while it is). */
export const useOrderLive = (orderId: number | undefined): boolean =>
  useLiveStatus((s) => orderId !== undefined && (s.up.has(`order:${orderId}`) || s.up.has(`plan:${orderId}`)));

/** Waits before opening again a stream the server refused or the network dropped: 1 s, doubling, at most 30 s. */
const REOPEN_MAX_MS = 30_000;
/** Ids already handled (a resume and the live stream may both carry one). */
const SEEN_MAX = 500;

export function openLiveChannel(query: LiveQuery, handlers: LiveHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const key = keyOf(query);
  let source: EventSource | null = null;
  let lastId = '';
  let closed = false;
  let reopenDelay: number = liveConstants.retryMs;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<number>();

  const open = () => {
    if (closed || source) return;
    const params = new URLSearchParams({ scope: query.scope, orgId: String(query.orgId) });
    if (query.orderId !== undefined) params.set('orderId', String(query.orderId));
    if (query.view) params.set('view', query.view);
    if (lastId) params.set('after', lastId);
    const stream = new EventSource(`${liveStreamPath}?${params}`, { withCredentials: true });
    source = stream;
    const noteId = (event: MessageEvent) => {
      if (event.lastEventId) lastId = event.lastEventId;
    };
    stream.addEventListener('ready', (event) => {
      noteId(event);
      reopenDelay = liveConstants.retryMs;
      setUp(key, true);
    });
    stream.addEventListener('change', (event) => {
      noteId(event);
      const change = JSON.parse(event.data as string) as LiveChange;
      if (seen.has(change.id)) return;
      seen.add(change.id);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
      handlers.onChange?.(change);
    });
    stream.addEventListener('presence', (event) => handlers.onPresence?.(JSON.parse(event.data as string) as LivePresence));
    stream.addEventListener('reload', (event) => {
      noteId(event);
      handlers.onReload?.();
    });
    stream.onerror = () => {
      setUp(key, false);
      // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: refused; opened again later.
      if (stream.readyState === EventSource.CLOSED) drop(true);
    };
  };

  const drop = (reopen: boolean) => {
    source?.close();
    source = null;
    setUp(key, false);
    clearTimeout(reopenTimer);
    if (reopen && !closed) {
      reopenTimer = setTimeout(open, reopenDelay);
      reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
    }
  };
  // A device that goes offline drops the stream at once, and resumes from the last id when back.
  const offline = () => drop(false);
  const online = () => {
    reopenDelay = liveConstants.retryMs;
    open();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  open();
  return () => {
    closed = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    drop(false);
  };
}
