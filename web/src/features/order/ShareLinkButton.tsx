/**
 * SHARE: makes (or reuses) the order's share token and shows the link a person can open without an
 * account: /orders/{orgSpecificId}?shareToken=... (a guest arriving by it becomes a sharee).
 */
import { useState } from 'react';
import { generateShareableLinkCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { Modal } from '../../ui/Modal.tsx';

export function shareUrl(origin: string, orgSpecificId: number, token: string): string {
  return `${origin}/orders/${orgSpecificId}?shareToken=${encodeURIComponent(token)}`;
}

export function ShareLinkButton({ orderId, orgSpecificId }: { orderId: number; orgSpecificId: number }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      // The token is shown only when made (it is stored hashed): an existing link is replaced by a new one.
      const first = await callApi(generateShareableLinkCall, { productOrderId: orderId });
      const token = first.shareableLink ?? (await callApi(generateShareableLinkCall, { productOrderId: orderId, regenerate: true })).shareableLink;
      setLink(token ? shareUrl(window.location.origin, orgSpecificId, token) : '');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setLink('');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 1000);
    } catch {
      // Without clipboard access the link stays selected in its field for the person to copy.
      document.querySelector<HTMLInputElement>('#share-link-field')?.select();
    }
  };

  return (
    <>
      <button type="button" className="btn btn-small" disabled={busy} onClick={() => void open()}>
        SHARE
      </button>
      {link !== null && (
        <Modal title="Share" width={560} onClose={() => setLink(null)}>
          {error ? (
            <div className="banner banner-error" role="alert">
              {error}
            </div>
          ) : (
            <div className="field">
              <label className="field-label" htmlFor="share-link-field">
                Shareable link
              </label>
              <div className="share-row">
                <input id="share-link-field" className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-autofocus />
                <button type="button" className="btn" onClick={() => void copy()}>
                  {copied ? 'Copied' : 'Copy link'}
                </button>
              </div>
              <p className="muted share-note">Anyone with this link can open this order as a guest.</p>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
