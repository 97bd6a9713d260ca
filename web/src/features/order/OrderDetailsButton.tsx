/** Edit Order Details: the order's name and contact fields, saved with the order's version. */
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useOrderStore } from './order-store.ts';
import { cleanOrderName, orderNameProblem } from './order-details.ts';
import type { OrderView } from './order-types.ts';

const FIELDS = [
  { key: 'firmName', label: 'Company' },
  { key: 'contactName', label: 'Contact name' },
  { key: 'clientEmails', label: 'Contact email' },
  { key: 'phone', label: 'Phone' },
  { key: 'purchaseOrderNumber', label: 'PO number' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];

export function OrderDetailsButton({ order, untitledWording }: { order: OrderView; untitledWording: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(order.title);
  const [fields, setFields] = useState<Record<FieldKey, string>>(() => pick(order));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setTitle(order.title);
    setFields(pick(order));
    setProblem(null);
    setOpen(true);
  };
  // The payment screen's 'Edit Order Details' link opens this popup.
  useEffect(() => {
    const openFromPayment = () => start();
    window.addEventListener('open-order-details', openFromPayment);
    return () => window.removeEventListener('open-order-details', openFromPayment);
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = orderNameProblem(title, untitledWording);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const saved = await useOrderStore.getState().updateOrder({ title: title.trim(), ...fields });
    setSaving(false);
    if (saved) setOpen(false);
  };

  return (
    <>
      <button type="button" className="btn btn-small" onClick={start}>
        Edit Order Details
      </button>
      {open && (
        <Modal
          title="Order details"
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setOpen(false)}>
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
              value={title}
              maxLength={200}
              error={problem}
              onChange={(e) => setTitle(cleanOrderName(e.target.value))}
              data-autofocus
            />
            {FIELDS.map(({ key, label }) => (
              <TextField key={key} label={label} value={fields[key]} onChange={(e) => setFields({ ...fields, [key]: e.target.value })} />
            ))}
          </form>
        </Modal>
      )}
    </>
  );
}

function pick(order: OrderView): Record<FieldKey, string> {
  return { firmName: order.firmName, contactName: order.contactName, clientEmails: order.clientEmails, phone: order.phone, purchaseOrderNumber: order.purchaseOrderNumber };
}
