/**
 * A checkbox, text, number or dimensions property: a chip with the current value that opens the
 * option popup holding the input. Done (or Enter) saves, Escape or Cancel leaves it unchanged.
 */
import { useId, useState } from 'react';
import type { ProductProperty, PropertyValue } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { committed, displayOf, draftOf, typed } from './value-inputs.ts';

interface ValuePropertyProps {
  property: ProductProperty;
  value: PropertyValue | undefined;
  units: string;
  onSave: (value: string | number | boolean | null) => void;
  onApplyToAll?: (value: string | number | boolean | null) => void;
}

export function ValueProperty({ property, value, units, onSave, onApplyToAll }: ValuePropertyProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | boolean>('');
  const inputId = useId();
  const isNumeric = property.type === 'number' || property.type === 'dimensions';

  const openPopup = () => {
    setDraft(draftOf(property, value));
    setOpen(true);
  };
  const save = () => {
    onSave(committed(property, draft));
    setOpen(false);
  };
  const bounds = property.data;

  return (
    <div className="picker">
      <button
        type="button"
        className="picker-chip"
        aria-haspopup="dialog"
        aria-label={`${property.title}: ${displayOf(property, value, units)}`}
        onClick={openPopup}
      >
        <span className="picker-chip-title">{displayOf(property, value, units)}</span>
        <span className="picker-chip-caret" aria-hidden="true">
          ✎
        </span>
      </button>
      {open && (
        <Modal
          title={property.title}
          width={420}
          onClose={() => setOpen(false)}
          footer={
            <>
              {onApplyToAll && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    onApplyToAll(committed(property, draft));
                    setOpen(false);
                  }}
                >
                  Apply to all
                </button>
              )}
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={save}>
                Done
              </button>
            </>
          }
        >
          <form
            className="value-form"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            {property.type === 'checkbox' ? (
              <label className="value-checkbox">
                <input type="checkbox" checked={draft === true} onChange={(e) => setDraft(e.target.checked)} data-autofocus />
                {property.placeHolder || property.title}
              </label>
            ) : property.type === 'text' && property.multiline ? (
              <div className="field">
                <label className="field-label" htmlFor={inputId}>
                  {property.title}
                </label>
                <textarea
                  id={inputId}
                  className="input"
                  rows={4}
                  value={String(draft)}
                  placeholder={property.placeHolder}
                  onChange={(e) => setDraft(typed(property, e.target.value))}
                  data-autofocus
                />
                <span className="muted value-hint">{String(draft).length}/40 characters</span>
              </div>
            ) : (
              <div className="field">
                <label className="field-label" htmlFor={inputId}>
                  {property.title}
                  {property.type === 'dimensions' && ` (${units})`}
                </label>
                <input
                  id={inputId}
                  className="input"
                  inputMode={isNumeric ? 'decimal' : undefined}
                  value={String(draft)}
                  placeholder={property.placeHolder}
                  onChange={(e) => setDraft(typed(property, e.target.value))}
                  data-autofocus
                />
                {property.type === 'text' && <span className="muted value-hint">{String(draft).length}/40 characters</span>}
                {property.type === 'number' && <span className="muted value-hint">Whole numbers only.</span>}
                {property.type === 'dimensions' && (bounds.minDimension !== undefined || bounds.maxDimension) && (
                  <span className="muted value-hint">
                    {bounds.minDimension !== undefined && `From ${bounds.minDimension} `}
                    {bounds.maxDimension ? `up to ${bounds.maxDimension} ` : ''}
                    {bounds.dimensionInterval ? `in steps of ${bounds.dimensionInterval}` : ''}
                  </span>
                )}
              </div>
            )}
          </form>
        </Modal>
      )}
    </div>
  );
}
