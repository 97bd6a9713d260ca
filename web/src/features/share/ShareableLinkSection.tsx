/**
 * The order's shareable link (generate-shareable-link). The server keeps only a hash of the token,
 * so the link can be shown only when it is made: the first opening makes it; later openings say a
 * link exists and offer a new one, which stops the old one from working. The order owner or an
 * employee chooses whether people arriving by the link see prices.
 */
import { useEffect, useState } from 'react';
import { generateShareableLinkCall, limits, toDisplayDate } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { ToggleSwitch } from '../../ui/ToggleSwitch.tsx';

export function shareUrl(origin: string, orgSpecificId: number, token: string): string {
  return `${origin}/orders/${orgSpecificId}?shareToken=${encodeURIComponent(token)}`;
}

interface LinkState {
  link: string | null;
  created: string | null;
  pricingIsHidden: boolean;
}

interface ShareableLinkSectionProps {
  orderId: number;
  orgSpecificId: number;
  /** The order owner or an employee: may choose whether link visitors see prices. */
  canChoosePricing: boolean;
}

export function ShareableLinkSection({ orderId, orgSpecificId, canChoosePricing }: ShareableLinkSectionProps) {
  const [state, setState] = useState<LinkState | null>(null);
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
      setState({
        link: answer.shareableLink ? shareUrl(window.location.origin, orgSpecificId, answer.shareableLink) : null,
        created: answer.shareableLinkCreated,
        pricingIsHidden: answer.pricingIsHidden === 1,
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    void generate();
    // Once per opening of the popup.
  }, [orderId]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), limits.shareNotifiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!state?.link) return;
    try {
      await navigator.clipboard.writeText(state.link);
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
      {state?.link ? (
        <div className="field">
          <label className="field-label" htmlFor="share-link-field">
            Link to this order
          </label>
          <div className="share-row">
            <input id="share-link-field" className="input" readOnly value={state.link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="muted share-note">Anyone with this link can open this order as a guest. Copy it now: it is shown only once.</p>
        </div>
      ) : (
        state && (
          <p className="muted share-note">
            A link to this order was made{state.created ? ` on ${toDisplayDate(state.created)}` : ''}. For safety it is shown only when it is made; a new
            link stops the old one from working.
          </p>
        )
      )}
      {state && (
        <div className="share-link-actions">
          {canChoosePricing && (
            <ToggleSwitch isSelected={state.pricingIsHidden} isDisabled={busy} onChange={(hidden) => void generate({ regenerate: true, pricingIsHidden: hidden })}>
              Link visitors see no prices (makes a new link)
            </ToggleSwitch>
          )}
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void generate({ regenerate: true, ...(canChoosePricing ? { pricingIsHidden: state.pricingIsHidden } : {}) })}>
            Make a new link
          </button>
        </div>
      )}
    </section>
  );
}
