/** Editing a canvas text (double-click or Enter on it): its text and width. */
import { useState } from 'react';
import { CANVAS_TEXT_MAX } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function TextEditPopup({
  text,
  width,
  onClose,
  onSubmit,
}: {
  text: string;
  width: number;
  onClose: () => void;
  onSubmit: (text: string, width: number) => void;
}) {
  const [value, setValue] = useState(text);
  const [w, setW] = useState(String(width));
  const submit = () => {
    const parsed = Number.parseFloat(w);
    onSubmit(value, Number.isFinite(parsed) && parsed > 0 ? parsed : width);
  };
  return (
    <Modal
      title="Edit text"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={submit}>
          Save text
        </button>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label="Text" value={value} maxLength={CANVAS_TEXT_MAX} onChange={(e) => setValue(e.target.value)} data-autofocus />
        <TextField label="Width" inputMode="decimal" value={w} onChange={(e) => setW(e.target.value)} />
      </form>
    </Modal>
  );
}
