/**
 * The first-order flow (spec orders §2): a project-info form shown to the order's owner until
 * promptedForProjectInfo is 1. Its Create order button is the order header's primary action (a submit
 * button of this form by its id, so the header keeps one primary action per step; Enter in a field
 * submits too). Create order saves the name (same rules as Edit Order Details) and the contact fields
 * with promptedForProjectInfo 1, which also keeps the order from being removed as an untitled draft.
 */
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../ui/TextField.tsx';
import { useSession } from '../session/session-store.ts';
import { useWording } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { cleanOrderNameInput, orderNameProblem } from '../../order-state/order-details.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { isUntitledDraft } from '@configurator/core';
import { asksForProjectInfo, PROJECT_INFO_FORM_ID } from './untitled-draft.ts';
import './project-info.css';

export function ProjectInfoForm({ order, untitledWording }: { order: OrderView; untitledWording: string }) {
  const session = useSession();
  const wording = useWording();
  const headingId = useId();
  const [title, setTitle] = useState(() => (isUntitledDraft(order) ? '' : order.title));
  const [firmName, setFirmName] = useState(order.firmName);
  const [contactName, setContactName] = useState(order.contactName);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!asksForProjectInfo(order, session.user.id)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = orderNameProblem(title, untitledWording);
    setProblem(found);
    if (found) return;
    setSaving(true);
    await useOrderStore.getState().updateOrder({ title: title.trim(), firmName, contactName, promptedForProjectInfo: 1 });
    setSaving(false);
  };

  return (
    <section className="project-info card" aria-labelledby={headingId} data-tour="project-info">
      <h2 id={headingId} className="project-info-heading">
        Tell us about this {wording.order.toLowerCase()}
      </h2>
      <p className="muted project-info-lead">Name it so you can find it later, then press Create order.</p>
      <form id={PROJECT_INFO_FORM_ID} className="project-info-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={`${wording.order} name`}
          value={title}
          maxLength={200}
          error={problem}
          onChange={(e) => setTitle(cleanOrderNameInput(e.target.value))}
        />
        <TextField label="Company" value={firmName} maxLength={200} onChange={(e) => setFirmName(e.target.value)} />
        <TextField label="Contact name" value={contactName} maxLength={200} onChange={(e) => setContactName(e.target.value)} />
      </form>
    </section>
  );
}
