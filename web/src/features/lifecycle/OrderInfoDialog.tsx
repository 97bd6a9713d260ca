/**
 * The order-info dialog of OrderInfoButton.tsx (spec orders §2, §4, §6): the owner picker, the pricing
 * fields (only where the organisation's package turns them on), notes, Export CSV of the order,
 * Duplicate and Archive. Its own chunk, loaded on the first opening (issue 17); each opening starts
 * from the order as it is.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { PublicUser } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { fromOrderInfoForm, toOrderInfoForm, type FormProblem, type OrderInfoForm } from './order-info-form.ts';
import { OrderActions } from './OrderActions.tsx';
import { ResetPaymentSection } from './ResetPaymentSection.tsx';
import './order-info.css';

export interface OrderInfoProps {
  order: OrderView;
  /** People the order can be handed to: its involved users and the signed-in employee. */
  people: PublicUser[];
  showPricingFields: boolean;
  canDelete: boolean;
  /** The order as CSV; the writer (csv-stringify) is a chunk of its own, fetched on the first export. */
  csv: () => Promise<string>;
}

interface OrderInfoDialogProps extends OrderInfoProps {
  openedFrom: HTMLElement | null;
  onClose: () => void;
}

/** The form's fields that are typed as text. */
type TextKey = { [K in keyof OrderInfoForm]: string extends OrderInfoForm[K] ? K : never }[keyof OrderInfoForm];
const decimal = { inputMode: 'decimal' } as const;

const personName = (p: PublicUser) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export function OrderInfoDialog({ order, people, showPricingFields, canDelete, csv, openedFrom, onClose }: OrderInfoDialogProps) {
  const [form, setForm] = useState<OrderInfoForm>(() => toOrderInfoForm(order));
  const [ownerId, setOwnerId] = useState(order.userId);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const ownerFieldId = useId();
  const modeIds = { discount: useId(), shipping: useId() };

  const problemOf = (field: keyof OrderInfoForm) => problems.find((p) => p.field === field)?.message ?? null;
  const set = <K extends keyof OrderInfoForm>(key: K, value: OrderInfoForm[K]) => setForm({ ...form, [key]: value });
  /** A text input bound to one of the form's text fields, with that field's problem under it. */
  const field = (key: TextKey, label: string, input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'maxLength'> = {}) => (
    <TextField {...input} label={label} value={form[key]} error={problemOf(key)} onChange={(e) => set(key, e.target.value)} />
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { patch, problems: found } = fromOrderInfoForm(form);
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    // The pricing fields (notes and command data included) are written only where they are shown.
    const pricing = showPricingFields ? patch : {};
    const saved = await useOrderStore.getState().updateOrder({ ...pricing, ...(ownerId !== order.userId ? { userId: ownerId } : {}) });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      title="Order info"
      openedFrom={openedFrom}
      width={640}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="order-info-form" className="btn btn-primary" disabled={saving}>
            Save
          </button>
        </>
      }
    >
      <form id="order-info-form" className="order-info-form" onSubmit={(e) => void save(e)} noValidate>
        {/* First while a card payment is stuck: the one thing staff came to fix. */}
        <ResetPaymentSection order={order} />
        <div className="field">
          <label className="field-label" htmlFor={ownerFieldId}>
            Owner
          </label>
          <select id={ownerFieldId} className="select" value={ownerId} onChange={(e) => setOwnerId(Number(e.target.value))} data-autofocus>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {personName(p)} ({p.email})
              </option>
            ))}
          </select>
        </div>

        {showPricingFields && (
          <>
            <fieldset className="order-info-pricing">
              <legend>Pricing</legend>
              {field('effectivePricingDate', 'Pricing date', { type: 'date' })}
              <AmountOrRate
                label="Discount"
                modeId={modeIds.discount}
                mode={form.discountMode}
                value={form.discount}
                error={problemOf('discount')}
                onMode={(mode) => setForm({ ...form, discountMode: mode, discount: '' })}
                onValue={(value) => set('discount', value)}
              />
              <AmountOrRate
                label="Shipping"
                modeId={modeIds.shipping}
                mode={form.shippingMode}
                value={form.shipping}
                placeholder="TBD"
                error={problemOf('shipping')}
                onMode={(mode) => setForm({ ...form, shippingMode: mode, shipping: '' })}
                onValue={(value) => set('shipping', value)}
              />
              <div className="order-info-row">
                {field('tariffPercent', 'Tariff (%)', decimal)}
                {field('taxPercent', 'Tax (%)', decimal)}
              </div>
              <label className="order-info-check">
                <input type="checkbox" checked={form.disableSalesTax} onChange={(e) => set('disableSalesTax', e.target.checked)} /> Disable sales tax
              </label>
            </fieldset>
            {field('amountPaid', 'Amount paid ($)', decimal)}
            <NoteField label="Primary note" value={form.primaryNote} onChange={(v) => set('primaryNote', v)} />
            <NoteField label="Secondary note" value={form.secondaryNote} onChange={(v) => set('secondaryNote', v)} />
            <fieldset className="order-info-pricing">
              <legend>Command</legend>
              <div className="order-info-row">
                {field('commandNumber', 'Command number', { maxLength: 100 })}
                {field('commandDate', 'Command date', { type: 'date' })}
                {field('commandTotalEuros', 'Command total (€)', decimal)}
              </div>
            </fieldset>
          </>
        )}

        <div className="order-info-actions">
          <button type="button" className="btn btn-small" onClick={() => void exportCsvFile(order, csv)}>
            Export CSV
          </button>
          <OrderActions order={order} canDelete={canDelete} />
        </div>
      </form>
    </Modal>
  );
}

interface AmountOrRateProps {
  label: string;
  modeId: string;
  mode: 'amount' | 'rate';
  value: string;
  placeholder?: string;
  error: string | null;
  onMode: (mode: 'amount' | 'rate') => void;
  onValue: (value: string) => void;
}

/** A value with its unit switch: amount in dollars or rate in percent. */
function AmountOrRate({ label, modeId, mode, value, placeholder, error, onMode, onValue }: AmountOrRateProps) {
  return (
    <div className="order-info-row">
      <TextField
        label={`${label} (${mode === 'amount' ? '$' : '%'})`}
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        error={error}
        onChange={(e) => onValue(e.target.value)}
      />
      <div className="field">
        <label className="field-label" htmlFor={modeId}>
          {label} as
        </label>
        <select id={modeId} className="select" value={mode} onChange={(e) => onMode(e.target.value as 'amount' | 'rate')}>
          <option value="amount">Amount ($)</option>
          <option value="rate">Rate (%)</option>
        </select>
      </div>
    </div>
  );
}

function NoteField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="input order-info-note" rows={2} maxLength={10_000} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Loads the CSV writer only when asked: the order page does not carry it for an action few take. */
async function exportCsvFile(order: OrderView, csv: () => Promise<string>): Promise<void> {
  const [{ exportOrderCsv }, text] = await Promise.all([import('./order-csv.ts'), csv()]);
  await exportOrderCsv(order, text);
}
