/**
 * A catalogue option chosen by its picture (issue 33 item 3: a mural texture's option): a grid of
 * tiles, each the option's image (else its colour) over its name. A listbox: the arrow keys move
 * between tiles (Up and Down by a row), Home and End to the first and last, Enter or Space chooses,
 * as does a click; moving does not choose, so each choice is one change (one undo step).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { InspectorOption } from '@configurator/core';
import type { CommitOutcome } from '../../ui/CommitField.tsx';

/** Tiles in a row (the inspector is 264 px wide). */
const COLUMNS = 3;

export function OptionPicker({
  label,
  options,
  shown,
  onCommit,
}: {
  label: string;
  options: readonly InspectorOption[];
  /** The chosen option's id, as text ('' for none). */
  shown: string;
  onCommit(value: string): CommitOutcome;
}) {
  const id = useId();
  const chosenAt = Math.max(
    0,
    options.findIndex((o) => o.value === shown),
  );
  const [active, setActive] = useState(chosenAt);
  const [error, setError] = useState<string | null>(null);
  const tiles = useRef<(HTMLDivElement | null)[]>([]);
  const at = Math.min(active, options.length - 1);

  const choose = (option: InspectorOption) => {
    if (option.value === shown) return;
    const outcome = onCommit(option.value);
    setError(outcome.ok ? null : outcome.message);
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    tiles.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    if (event.key in step) moveTo(at + step[event.key]!);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(options.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') choose(options[at]!);
    else return;
    event.preventDefault();
    // The canvas's keys (arrows nudge, Enter edits) are not for it.
    event.stopPropagation();
  };

  if (options.length === 0) {
    return (
      <div className="commit-field commit-field-wide">
        <span className="commit-field-label">{label}</span>
        <span className="commit-field-note">No options in the catalogue</span>
      </div>
    );
  }
  return (
    <div className="commit-field commit-field-wide">
      <span id={`${id}-label`} className="commit-field-label">
        {label}
      </span>
      <div
        role="listbox"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="option-picker"
        onKeyDown={onKeyDown}
        data-testid="option-picker"
      >
        {options.map((option, i) => (
          <div
            key={option.value}
            ref={(el) => {
              tiles.current[i] = el;
            }}
            role="option"
            aria-selected={option.value === shown}
            aria-label={option.archived ? `${option.label} (archived)` : option.label}
            tabIndex={i === at ? 0 : -1}
            className="option-picker-tile"
            onClick={() => {
              setActive(i);
              choose(option);
            }}
            onFocus={() => setActive(i)}
          >
            <span className="option-picker-picture" style={option.fill ? { background: option.fill } : undefined} aria-hidden="true">
              {option.image && <img src={option.image} alt="" loading="lazy" decoding="async" />}
            </span>
            <span className="option-picker-name">
              {option.label}
              {option.archived && <span className="option-picker-archived"> archived</span>}
            </span>
          </div>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className="commit-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
