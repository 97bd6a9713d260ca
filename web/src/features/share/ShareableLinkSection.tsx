/**
 * The order's shareable link (generate-shareable-link). The server derives the token from the order
 * and the link's version, so the same link is shown, with Copy, every time the dialog opens. The
 * order owner or an employee may make a new link (it stops every link already sent, so it asks first)
 * and choose whether people arriving by the link see prices (also a new link).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { generateShareableLinkCall, limits, toDisplayDate } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { askConfirm } from '../../ui/dialogs.ts';
import { ToggleSwitch } from '../../ui/ToggleSwitch.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useSession } from '../session/session-store.ts';

export function shareUrl(origin: string, orgSpecificId: number, token: string): string {
  return `${origin}/orders/${orgSpecificId}?shareToken=${encodeURIComponent(token)}`;
}

/** Said before a new link replaces the current one: the people who have it lose their way in. */
const NEW_LINK_CONFIRMATION = 'Make a new link? Links to this order already sent will stop working; only the new link will open it.';

interface LinkState {
  link: string | null;
  created: string | null;
  pricingIsHidden: boolean;
}

/**
 * The last answer per person and order in this page's life: a reopened dialog shows it at once, then
 * confirms it (per person: who may read a link differs, and another person may sign in in this tab).
 */
const lastAnswers = new Map<string, LinkState>();

interface ShareableLinkSectionProps {
  orderId: number;
  orgSpecificId: number;
  /** The order owner or an employee: may make a new link and choose whether link visitors see prices. */
  canManageLink: boolean;
}

export function ShareableLinkSection({ orderId, orgSpecificId, canManageLink }: ShareableLinkSectionProps) {
  // The order page read the link with the order (its shareableLink): shown at once, then confirmed.
  const known = useOrderStore((s) => (s.order?.id === orderId ? (s.order as { shareableLink?: string }).shareableLink : undefined));
  const answerKey = `${useSession().user.id}:${orderId}`;
  const [state, setState] = useState<LinkState | null>(() => lastAnswers.get(answerKey) ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const generate = async (options: { regenerate?: boolean; pricingIsHidden?: boolean } = {}) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(generateShareableLinkCall, {
        productOrderId: orderId,
        regenerate: options.regenerate ?? false,
        ...(options.pricingIsHidden !== undefined ? { pricingIsHidden: options.pricingIsHidden ? 1 : 0 } : {}),
      });
      const next = {
        link: answer.shareableLink ? shareUrl(window.location.origin, orgSpecificId, answer.shareableLink) : null,
        created: answer.shareableLinkCreated,
        pricingIsHidden: answer.pricingIsHidden === 1,
      };
      lastAnswers.set(answerKey, next);
      setState(next);
      if (options.regenerate) setCopied(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const renew = async (pricingIsHidden: boolean) => {
    if (!(await askConfirm(NEW_LINK_CONFIRMATION, 'Make a new link'))) return;
    await generate({ regenerate: true, ...(canManageLink ? { pricingIsHidden } : {}) });
  };

  // Once per opening of the popup (and order), with what the popup holds then.
  const generateOnOpening = useEffectEvent(() => void generate());
  useEffect(() => {
    generateOnOpening();
  }, [orderId]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), limits.shareNotifiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const link = state ? state.link : known ? shareUrl(window.location.origin, orgSpecificId, known) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selected in its field for the person to copy.
      document.querySelector<HTMLInputElement>('#share-link-field')?.select();
    }
  };

  return (
    <section className="share-section" aria-labelledby="share-link-title">
      <h3 id="share-link-title" className="share-section-title">
        Shareable link
      </h3>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
      {link ? (
        <div className="field">
          <label className="field-label" htmlFor="share-link-field">
            Link to this order
          </label>
          <div className="share-row">
            <input id="share-link-field" className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              {copied ? 'Copied ✓' : 'Copy link'}
            </button>
          </div>
          <p className="muted share-note">
            Anyone with this link can open this order as a guest{state?.pricingIsHidden ? ', without prices' : ''}.
            {state?.created ? ` Made on ${toDisplayDate(state.created)}.` : ''}
          </p>
        </div>
      ) : (
        state && <p className="muted share-note">This order&apos;s link shows prices, so only people who see prices can pass it on.</p>
      )}
      <p className="visually-hidden" role="status">
        {copied ? 'Link copied.' : ''}
      </p>
      {state && canManageLink && (
        <div className="share-link-actions">
          <ToggleSwitch isSelected={state.pricingIsHidden} isDisabled={busy} onChange={(hidden) => void renew(hidden)}>
            Link visitors see no prices (makes a new link)
          </ToggleSwitch>
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void renew(state.pricingIsHidden)}>
            Make a new link
          </button>
        </div>
      )}
    </section>
  );
}
