/**
 * The Order details dialog of OrderDetailsButton.tsx (spec orders §2, §5): the order's name, PO and
 * estimate numbers, company and contact fields, delivery and billing addresses, and for staff the
 * shipping fields. Saved with the order's version. Its own chunk, loaded on the first opening.
 */
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { Address } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import { cleanOrderNameInput, orderNameProblem } from '../../order-state/order-details.ts';
import { AddressFields } from '../lifecycle/AddressFields.tsx';
import { lookUpTaxRate } from '../lifecycle/lifecycle-actions.ts';
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import { fieldOfCheck, type MarkedField } from '../lifecycle/failed-check-field.ts';
import '../lifecycle/order-details.css';
import type { OrderView } from '../../order-state/order-types.ts';

const FIELDS = [
  { key: 'purchaseOrderNumber', label: 'PO number', max: 100, type: 'text' },
  { key: 'estimateNumber', label: 'Estimate number', max: 100, type: 'text' },
  { key: 'firmName', label: 'Company', max: 200, type: 'text' },
  { key: 'contactName', label: 'Contact name', max: 200, type: 'text' },
  { key: 'clientEmails', label: 'Contact emails', max: 1000, type: 'text' },
  { key: 'phone', label: 'Phone', max: 50, type: 'tel' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];

interface Draft {
  title: string;
  fields: Record<FieldKey, string>;
  trackingNumber: string;
  /** YYYY-MM-DD or empty. */
  estimatedShippingDate: string;
  deliveryAddress: Address;
  billingAddress: Address;
}

const draftOf = (order: OrderView): Draft => ({
  title: order.title,
  fields: {
    purchaseOrderNumber: order.purchaseOrderNumber,
    estimateNumber: order.estimateNumber,
    firmName: order.firmName,
    contactName: order.contactName,
    clientEmails: order.clientEmails,
    phone: order.phone,
  },
  trackingNumber: order.trackingNumber,
  estimatedShippingDate: order.estimatedShippingDate?.slice(0, 10) ?? '',
  deliveryAddress: order.deliveryAddress,
  billingAddress: order.billingAddress,
});

interface OrderDetailsDialogProps {
  order: OrderView;
  untitledWording: string;
  isStaff: boolean;
  openedFrom: HTMLElement | null;
  onClose: () => void;
}

export function OrderDetailsDialog({ order, untitledWording, isStaff, openedFrom, onClose: close }: OrderDetailsDialogProps) {
  // Each opening starts from the order as saved (also when the submit checks open it).
  const [draft, setDraft] = useState<Draft>(() => draftOf(useOrderStore.getState().order ?? order));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The submit check that opened the popup: its field is focused and marked until it is changed.
  const [marked, setMarked] = useState<MarkedField | null>(() => {
    const failed = useOrderDetailsPopup.getState().failed;
    return failed ? fieldOfCheck(failed, draft.deliveryAddress) : null;
  });
  const markOf = (field: string) => (marked?.field === field ? marked : null);
  // The alert that named the failed check hands focus back to its opener as it closes, after this
  // popup took it: the marked field takes it again once that has settled (two frames).
  // Read on opening only: the mark goes once the field is changed.
  const markedOnOpening = useEffectEvent(() => marked !== null);
  useEffect(() => {
    if (!markedOnOpening()) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => document.querySelector<HTMLElement>('#order-details-form [aria-invalid="true"]')?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = orderNameProblem(draft.title, untitledWording);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const saved = await useOrderStore.getState().updateOrder({
      title: draft.title.trim(),
      ...draft.fields,
      deliveryAddress: draft.deliveryAddress,
      billingAddress: draft.billingAddress,
      ...(isStaff ? { trackingNumber: draft.trackingNumber.trim(), estimatedShippingDate: draft.estimatedShippingDate || null } : {}),
    });
    setSaving(false);
    if (!saved) return;
    close();
    const before = order.deliveryAddress;
    if (JSON.stringify(before) !== JSON.stringify(draft.deliveryAddress)) await lookUpTaxRate();
  };

  return (
    <Modal
      title="Order details"
      openedFrom={openedFrom}
      onClose={close}
      width={640}
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            Cancel
          </button>
          <button type="submit" form="order-details-form" className="btn btn-primary" disabled={saving}>
            Save
          </button>
        </>
      }
    >
      <form id="order-details-form" className="order-details-form" onSubmit={(e) => void save(e)} noValidate>
        <TextField
          label="Order name"
          value={draft.title}
          maxLength={200}
          error={problem}
          onChange={(e) => setDraft({ ...draft, title: cleanOrderNameInput(e.target.value) })}
          data-autofocus={marked ? undefined : true}
        />
        <div className="order-details-grid">
          {FIELDS.map(({ key, label, max, type }) => (
            <TextField
              key={key}
              label={label}
              type={type}
              value={draft.fields[key]}
              maxLength={max}
              error={markOf(key)?.message}
              data-autofocus={markOf(key) ? true : undefined}
              onChange={(e) => {
                if (markOf(key)) setMarked(null);
                setDraft({ ...draft, fields: { ...draft.fields, [key]: e.target.value } });
              }}
            />
          ))}
        </div>
        <AddressFields
          legend="Delivery address"
          value={draft.deliveryAddress}
          marked={marked?.field === 'deliveryAddress' ? marked : null}
          onChange={(deliveryAddress) => {
            if (marked?.field === 'deliveryAddress') setMarked(null);
            setDraft({ ...draft, deliveryAddress });
          }}
        />
        <AddressFields legend="Billing address" value={draft.billingAddress} onChange={(billingAddress) => setDraft({ ...draft, billingAddress })} />
        {isStaff && (
          <fieldset className="address-fields">
            <legend>Shipping (staff)</legend>
            <div className="order-details-grid">
              <TextField
                label="Tracking number"
                value={draft.trackingNumber}
                maxLength={200}
                onChange={(e) => setDraft({ ...draft, trackingNumber: e.target.value })}
              />
              <TextField
                label="Estimated shipping date"
                type="date"
                value={draft.estimatedShippingDate}
                onChange={(e) => setDraft({ ...draft, estimatedShippingDate: e.target.value })}
              />
            </div>
          </fieldset>
        )}
      </form>
    </Modal>
  );
}
