/**
 * Quantity of the active item: typed freely, normalised on commit (Enter or leaving the field):
 * below 1 or not a number becomes 1, otherwise the integer part. Minus works only above 1.
 */
import { useEffect, useId, useState } from 'react';
import { normaliseQuantity } from '@configurator/core';

interface QuantityInputProps {
  value: number;
  onCommit: (quantity: number) => void;
}

export function QuantityInput({ value, onCommit }: QuantityInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const quantity = normaliseQuantity(raw);
    setDraft(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };

  return (
    <div className="quantity">
      <label className="field-label" htmlFor={id}>
        Qty
      </label>
      <div className="quantity-control">
        <button type="button" className="icon-btn" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => commit(String(value - 1))}>
          −
        </button>
        <input
          id={id}
          className="input quantity-input"
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
        <button type="button" className="icon-btn" aria-label="Increase quantity" onClick={() => commit(String(value + 1))}>
          +
        </button>
      </div>
    </div>
  );
}
