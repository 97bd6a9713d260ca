/** A viewport's Notes popup (catalogue §2): a text area in the shared dialog. */
import { useId, useState } from 'react';
import { VIEWPORT_NOTES_MAX } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';

export function NotesPopup({ notes, onClose, onSubmit }: { notes: string; onClose: () => void; onSubmit: (notes: string) => void }) {
  const [value, setValue] = useState(notes);
  const id = useId();
  return (
    <Modal
      title="Notes"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={() => onSubmit(value)}>
          Save notes
        </button>
      }
    >
      <label className="field-label" htmlFor={id}>
        Notes for this viewport
      </label>
      <textarea id={id} className="input" rows={6} maxLength={VIEWPORT_NOTES_MAX} value={value} onChange={(e) => setValue(e.target.value)} />
    </Modal>
  );
}
