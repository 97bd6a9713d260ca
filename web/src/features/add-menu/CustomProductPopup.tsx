/**
 * Custom Product (spec orders §2, §6; issue 19 item 2): staff add an item that is not in the
 * catalogue, with their own title and a price in dollars (stored as customPriceInCents, productId -1).
 * The server refuses custom items from anyone but owners and members. Its own chunk, loaded when
 * chosen from the add menu (OrderAddControl.tsx), not with the order page (issue 17).
 */
import { useState, type FormEvent } from 'react';
import { ITEM_TITLE_MAX, limits, messages } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dollarsToCents } from './add-menu-entries.ts';

interface CustomProductPopupProps {
  busy: boolean;
  onSubmit: (title: string, customPriceInCents: number) => void;
  onClose: () => void;
  openedFrom: HTMLElement | null;
}

export function CustomProductPopup({ busy, onSubmit, onClose, openedFrom }: CustomProductPopupProps) {
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ title?: string; price?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(price, limits.customPriceMaxDollars);
    const found = {
      title: title.trim() ? undefined : messages.customProductTitleRequired,
      price: cents === null ? messages.customProductPriceInvalid : undefined,
    };
    setErrors(found);
    if (found.title || cents === null) return;
    onSubmit(title.trim(), cents);
  };

  return (
    <Modal
      title="Custom Product"
      openedFrom={openedFrom}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="custom-product-form" className="btn btn-primary" disabled={busy}>
            Add custom product
          </button>
        </>
      }
    >
      <form id="custom-product-form" className="custom-product-form" noValidate onSubmit={submit}>
        <TextField label="Title" value={title} maxLength={ITEM_TITLE_MAX} error={errors.title} data-autofocus onChange={(e) => setTitle(e.target.value)} />
        <TextField label="Price ($)" inputMode="decimal" value={price} placeholder="0.00" error={errors.price} onChange={(e) => setPrice(e.target.value)} />
      </form>
    </Modal>
  );
}
