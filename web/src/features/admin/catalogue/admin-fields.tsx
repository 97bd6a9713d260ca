/**
 * Small inputs the catalogue admin screens share: a text or number field that saves on blur (or
 * Enter), a checkbox for 0/1 flags, the visibility picker, the status filter, the rank cell (selects
 * are the shared LabelledSelect).
 */
import { useEffect, useId, useState } from 'react';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { visibilityLabels, publishLevels, type PublishLevel, type StatusFilter } from '@configurator/core';

interface SaveFieldProps {
  label: string;
  value: string | number | null | undefined;
  onSave: (value: string) => unknown;
  type?: 'text' | 'number' | 'date';
  placeholder?: string;
  maxLength?: number;
}

/** Saves when the person leaves the field or presses Enter, only if the text changed. */
export function SaveField({ label, value, onSave, type = 'text', placeholder, maxLength = 255 }: SaveFieldProps) {
  const id = useId();
  const shown = value == null ? '' : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text !== shown) void onSave(text);
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={type}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </div>
  );
}

export function FlagField({ label, value, onSave }: { label: string; value: 0 | 1 | undefined; onSave: (value: 0 | 1) => void }) {
  const id = useId();
  return (
    <div className="admin-flag">
      <input id={id} type="checkbox" checked={value === 1} onChange={(e) => onSave(e.target.checked ? 1 : 0)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** 'All Users' (all), 'Members' (internal), 'Owners' (admin): issue 19 item 18. */
export function VisibilityPicker({ label, value, onSave }: { label: string; value: PublishLevel; onSave: (value: PublishLevel) => void }) {
  return (
    <LabelledSelect label={label} value={value} choices={publishLevels.map((level) => ({ value: level, label: visibilityLabels[level] }))} onChange={onSave} />
  );
}

export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return (
    <LabelledSelect
      label="Status"
      value={value}
      choices={[
        { value: 'active', label: 'Active' },
        { value: 'archived', label: 'Archived' },
        { value: 'all', label: 'All' },
      ]}
      onChange={onChange}
    />
  );
}

/** The rank cell: a position the owner may type; the list re-ranks on blur or Enter (§5). */
export function RankCell({ position, title, onMove }: { position: number; title: string; onMove: (typed: string) => void }) {
  const [text, setText] = useState(String(position));
  useEffect(() => setText(String(position)), [position]);
  const commit = () => {
    if (text !== String(position)) onMove(text);
    setText(String(position));
  };
  return (
    <input
      className="input admin-rank-input"
      aria-label={`Rank of ${title}`}
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
