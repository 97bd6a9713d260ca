/** One location ('above' or 'below') of one mechanism: Text or Symbol (a grid of pictures), LINE 1 / LINE 2, and clear. */
import { useId, useState } from 'react';
import { messages, type ItemIssue } from '@configurator/core';
import { lineSeverity } from './engraving-edits.ts';
import type { Location } from './engraving-layout.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { SymbolPicker } from './SymbolPicker.tsx';

interface EngravingLocationFieldsProps {
  propertyTitle: string;
  mechanism: number;
  /** The mechanism's name from the engraving layout, e.g. 'Mechanism 1'. */
  mechanismLabel: string;
  location: Location;
  entries: { text?: string; symbolId?: number }[];
  lines: number;
  issues: ItemIssue[];
  onType: (line: number, text: string) => void;
  onLeave: () => void;
  onSymbol: (symbolId: number | null) => void;
  onClear: () => void;
}

const suffixBySeverity = { warning: messages.overRecommendedLimit, error: messages.overLimit } as const;
const LINE_LABELS = ['LINE 1', 'LINE 2'];
const MODE_OPTIONS = [
  { value: 'text', label: 'Text' },
  { value: 'symbol', label: 'Symbol' },
] as const;

export function EngravingLocationFields(props: EngravingLocationFieldsProps) {
  const { mechanism, mechanismLabel, location, entries, lines, issues } = props;
  const baseId = useId();
  const symbolId = entries[0]?.symbolId;
  const [mode, setMode] = useState<'text' | 'symbol'>(symbolId !== undefined ? 'symbol' : 'text');
  const showSymbol = mode === 'symbol' || symbolId !== undefined;
  const groupLabel = `${mechanismLabel} ${location}`;

  return (
    <div className="engraving-location" role="group" aria-label={groupLabel}>
      <div className="engraving-location-head">
        <span className="engraving-location-title">{location}</span>
        <SegmentedControl
          label={`${groupLabel}: text or symbol`}
          options={MODE_OPTIONS}
          value={showSymbol ? 'symbol' : 'text'}
          onChange={(m) => {
            setMode(m);
            if (m === 'text' && symbolId !== undefined) props.onSymbol(null);
          }}
        />
        <button
          type="button"
          className="link-btn"
          aria-label={`Clear ${groupLabel}`}
          onClick={() => {
            setMode('text');
            props.onClear();
          }}
        >
          clear
        </button>
      </div>
      {showSymbol ? (
        <SymbolPicker label={`${groupLabel} symbol`} value={symbolId} onChange={(id) => props.onSymbol(id)} reveal={symbolId === undefined} />
      ) : (
        Array.from({ length: lines }, (_, line) => {
          const severity = lineSeverity(issues, mechanism, location, line);
          const inputId = `${baseId}-line-${line}`;
          return (
            <div key={line} className={`field engraving-line${severity ? ` is-${severity}` : ''}`}>
              <label className="field-label" htmlFor={inputId}>
                {LINE_LABELS[line]}
                {severity && <span className="engraving-limit"> {suffixBySeverity[severity]}</span>}
              </label>
              <input
                id={inputId}
                className="input"
                aria-invalid={severity === 'error' ? true : undefined}
                value={entries[line]?.text ?? ''}
                spellCheck={false}
                onChange={(e) => props.onType(line, e.target.value)}
                onBlur={props.onLeave}
              />
            </div>
          );
        })
      )}
    </div>
  );
}
