/**
 * /admin/outbox (issue 7 item 8): the notification mails of the organisation, newest first, as the
 * outbox transport kept them (or as they were also handed to SMTP). Each row opens to its text, so
 * staff can read what a customer was told in a demo without a mail server. Older pages on request.
 */
import { useCallback, useEffect, useState } from 'react';
import { outboxCall, toDisplayDate, type OutboxMessage } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import './admin-outbox.css';

const PAGE = 50;

/** Where the mail stands with the SMTP server (pending ones are retried by the server's outbox job). */
function deliveryWords(m: OutboxMessage): string {
  if (m.status === 'kept') return 'outbox only';
  if (m.status === 'sent') return 'sent over SMTP';
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  return m.status === 'pending'
    ? `waiting for the mail server (${tries}, retried)`
    : `not sent: mail server refused it (${tries})${m.lastError ? `: ${m.lastError}` : ''}`;
}

export function AdminOutboxPage() {
  const [messages, setMessages] = useState<OutboxMessage[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);

  const load = useCallback(async (beforeId?: number) => {
    setState('loading');
    try {
      const page = await callApi(outboxCall, { limit: PAGE, ...(beforeId ? { beforeId } : {}) });
      setMessages((shown) => (beforeId ? [...shown, ...page.messages] : page.messages));
      setHasMore(page.messages.length === PAGE);
      setState('ready');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setState('failed');
    }
  }, []);

  useEffect(() => {
    document.title = 'Admin: Outbox';
    void load();
  }, [load]);

  return (
    <section aria-labelledby="admin-outbox-title">
      <div className="admin-heading">
        <h1 id="admin-outbox-title">Outbox</h1>
        <button type="button" className="btn btn-small" onClick={() => void load()} disabled={state === 'loading'}>
          Refresh
        </button>
      </div>
      {state === 'failed' && (
        <div className="banner banner-error" role="alert">
          {failure}
        </div>
      )}
      {state === 'ready' && messages.length === 0 && <p className="admin-empty">No notifications have been sent yet.</p>}
      <ol className="outbox-list" aria-label="Notifications">
        {messages.map((m) => (
          <li key={m.id} className="card outbox-item">
            <details>
              <summary>
                <span className="outbox-subject">{m.subject}</span>
                <span className="outbox-meta">
                  to {m.to.join(', ')} · {m.event} · {toDisplayDate(m.created)} {m.created.slice(11, 16)} UTC · {deliveryWords(m)}
                </span>
              </summary>
              <pre className="outbox-text">{m.text}</pre>
            </details>
          </li>
        ))}
      </ol>
      {hasMore && (
        <button type="button" className="btn" disabled={state === 'loading'} onClick={() => void load(messages.at(-1)?.id)}>
          Older notifications
        </button>
      )}
    </section>
  );
}

export { AdminOutboxPage as Component };
