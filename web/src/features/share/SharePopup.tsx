/**
 * The share popup (spec orders §2, §4, §5): invite people or user groups, the pending collaborators
 * (removable) with an optional note and Share (notified for 1 s), the collaborators, and the order's
 * shareable link.
 */
import { useId, useRef } from 'react';
import { messages, SHARE_NOTE_MAX } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { ErrorBanner } from '../../ui/ErrorBanner.tsx';
import { InviteField } from './InviteField.tsx';
import { CollaboratorList } from './CollaboratorList.tsx';
import { ShareableLinkSection } from './ShareableLinkSection.tsx';
import { pendingKey, pendingLabel } from './share-invite.ts';
import { useSharePopup, type ShareTarget } from './use-share-popup.ts';
import './share.css';

interface SharePopupProps {
  target: ShareTarget;
  /** The order owner or an employee: may hide prices per person and for the link. */
  canHidePrices: boolean;
  onClose: () => void;
  /** SHARE, where focus returns when the popup closes (its code arrives after the press). */
  openedFrom: HTMLElement | null;
}

export function SharePopup({ target, canHidePrices, onClose, openedFrom }: SharePopupProps) {
  const share = useSharePopup(target);
  const noteId = useId();
  const inviteRef = useRef<HTMLInputElement>(null);

  return (
    <Modal title="Share" width={620} onClose={onClose} openedFrom={openedFrom}>
      {share.error && <ErrorBanner onDismiss={share.dismissError}>{share.error}</ErrorBanner>}
      <form
        className="share-form"
        onSubmit={(event) => {
          event.preventDefault();
          // The Share button goes once the list is sent: focus returns to the invite field.
          if (share.pending.length > 0) void share.share().then((sent) => sent && inviteRef.current?.focus());
        }}
      >
        <InviteField inputRef={inviteRef} context={share.context} onSearch={share.search} onAdd={share.add} invalidMessage={messages.invalidCollaborator} />

        {share.pending.length > 0 && (
          <section className="share-section" aria-labelledby="share-pending-title">
            <h3 id="share-pending-title" className="share-section-title">
              Pending collaborators
            </h3>
            <ul className="share-people">
              {share.pending.map((p) => (
                <li key={pendingKey(p)} className="share-person">
                  <span className="share-person-name">{pendingLabel(p)}</span>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={`Remove ${pendingLabel(p)} from pending`}
                    onClick={() => {
                      // The row goes: focus returns to the invite field rather than being lost.
                      share.removePending(p);
                      inviteRef.current?.focus();
                    }}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            <div className="field">
              <label className="field-label" htmlFor={noteId}>
                Note (optional)
              </label>
              <textarea
                id={noteId}
                className="input share-note-input"
                rows={2}
                maxLength={SHARE_NOTE_MAX}
                value={share.note}
                onChange={(e) => share.setNote(e.target.value)}
              />
            </div>
          </section>
        )}
        {(share.pending.length > 0 || share.notified) && (
          <div className="share-submit">
            <button type="submit" className="btn btn-primary" disabled={share.busy || share.pending.length === 0}>
              {share.notified ? 'Notified ✓' : 'Share'}
            </button>
          </div>
        )}
        <p className="visually-hidden" role="status">
          {share.notified ? 'Shared: everyone was notified.' : ''}
        </p>
      </form>

      <section className="share-section" aria-labelledby="share-people-title">
        <h3 id="share-people-title" className="share-section-title">
          Collaborators
        </h3>
        {share.involved === null ? (
          <div className="spinner" role="status" aria-label="Loading collaborators" />
        ) : (
          <CollaboratorList
            people={share.involved}
            selfId={target.selfId}
            canHidePrices={canHidePrices}
            busy={share.busy}
            onRemove={(person) => void share.remove(person).then((removed) => removed && inviteRef.current?.focus())}
            onPricingHidden={(person, hidden) => void share.setPricingHidden(person, hidden)}
          />
        )}
      </section>

      <ShareableLinkSection orderId={target.orderId} orgSpecificId={target.orgSpecificId} canManageLink={canHidePrices} />
    </Modal>
  );
}
