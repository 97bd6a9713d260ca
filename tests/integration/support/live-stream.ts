/**
 * A live channel's stream read as a browser's EventSource would (issue 36): events parsed as they
 * arrive, awaited by a predicate (no timed assertions: a test waits for what it expects, and vitest's
 * own timeout fails it when it never comes).
 */
import { liveStreamPath } from '@configurator/core';

export interface LiveEvent {
  event: string;
  id?: string;
  data: unknown;
}

export interface LiveStream {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  /** Everything received, as sent (to prove what never appears in it). */
  raw(): string;
  next(predicate: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  close(): void;
}

export async function openLiveStream(
  baseUrl: string,
  cookie: string | undefined,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<LiveStream> {
  const controller = new AbortController();
  const url = `${baseUrl}${liveStreamPath}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const response = await fetch(url, { headers: { ...(cookie ? { cookie } : {}), ...headers }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiters: { predicate: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  let text = '';
  const received = (event: LiveEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          const part = decoder.decode(chunk, { stream: true });
          text += part;
          buffer += part;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => !l.startsWith(':') && l.includes(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
            );
            if (fields.event) received({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? 'null') });
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    raw: () => text,
    next(predicate) {
      const seen = events.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    close: () => controller.abort(),
  };
}

export const isChange =
  (orderId: number, kind?: string) =>
  (e: LiveEvent): boolean =>
    e.event === 'change' && (e.data as { orderId: number }).orderId === orderId && (!kind || (e.data as { kinds: string[] }).kinds.includes(kind));
