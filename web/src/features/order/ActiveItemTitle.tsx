/**
 * The active item's title in the active-item bar, editable in place (spec orders §5): clicking the
 * title or its edit button opens a field of at most 40 characters; Enter or leaving the field saves
 * (through the item update), Escape cancels. For a product flagged instanceTitleIsRequired an empty
 * title is refused with the bar's wording and not saved (the server refuses it too).
 */
import { useRef, useState } from 'react';
import { limits, messages } from '@configurator/core';
import './active-item-title.css';

interface ActiveItemTitleProps {
  /** The item's own title ('' when it has none). */
  title: string;
  /** What the bar shows: the title, or the product's title when the item has none. */
  label: string;
  titleIsRequired: boolean;
  onSave: (title: string) => void;
  /** A locked order: the title is read, never opened for editing. */
  readOnly?: boolean;
}

export function ActiveItemTitle({ title, label, titleIsRequired, onSave, readOnly = false }: ActiveItemTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Enter and Escape close the field; the blur that follows must not save a second time.
  const closing = useRef(false);

  const open = () => {
    closing.current = false;
    setError(null);
    setDraft(title.slice(0, limits.itemTitleMaxBar));
  };
  const close = () => {
    closing.current = true;
    setDraft(null);
    setError(null);
  };
  const commit = (value: string) => {
    if (closing.current) return;
    const trimmed = value.trim();
    if (titleIsRequired && trimmed === '') {
      setError(messages.itemTitleRequiredBar);
      return;
    }
    close();
    if (trimmed !== title) onSave(trimmed);
  };

  if (draft === null || readOnly) {
    return (
      <span className="active-bar-heading">
        <span className="active-bar-label" data-testid="active-item-title" {...(readOnly ? {} : { title: 'Click to rename', onClick: open })}>
          {label}
        </span>
        {!readOnly && (
          <button type="button" className="icon-btn active-bar-edit" aria-label="Edit item title" onClick={open}>
            ✎
          </button>
        )}
      </span>
    );
  }
  return (
    <span className="active-bar-editor">
      <input
        className="input active-bar-title-input"
        aria-label="Item title"
        placeholder="Identifier / description"
        value={draft}
        maxLength={limits.itemTitleMaxBar}
        aria-invalid={error !== null}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setDraft(e.target.value.slice(0, limits.itemTitleMaxBar));
          setError(null);
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            close();
          }
        }}
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
