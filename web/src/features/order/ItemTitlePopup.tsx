/**
 * The item title popup (spec orders §5): asked before adding an item of a product flagged
 * instanceTitleIsRequired. At most 30 characters; Enter or the Add item button submits; an empty
 * title is refused with the spec's message and nothing is added.
 */
import { useState } from 'react';
import { limits, messages, type Product } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';

interface ItemTitlePopupProps {
  product: Product;
  busy: boolean;
  onSubmit: (title: string) => void;
  onClose: () => void;
  /** The opener recorded by the LazyDialogSlot this dialog's code arrived in. */
  openedFrom: HTMLElement | null;
}

export function ItemTitlePopup({ product, busy, onSubmit, onClose, openedFrom }: ItemTitlePopupProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      title={`Name this ${product.title}`}
      onClose={onClose}
      openedFrom={openedFrom}
      footer={
        <button type="submit" form="item-title-form" className="btn btn-primary" disabled={busy}>
          Add item
        </button>
      }
    >
      <form
        id="item-title-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = title.trim();
          if (!trimmed) {
            setError(messages.itemTitleRequiredPopup);
            return;
          }
          onSubmit(trimmed);
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="item-title-input">
            Identifier / description
          </label>
          <input
            id="item-title-input"
            className="input"
            value={title}
            maxLength={limits.itemTitleMaxPopup}
            aria-invalid={error !== null}
            onChange={(event) => {
              setTitle(event.target.value.slice(0, limits.itemTitleMaxPopup));
              setError(null);
            }}
          />
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
