/**
 * The drawing set's toolbar (spec catalogue-and-drawing §2): Set mode (MULTIPLE for the factory,
 * INDIVIDUAL for the client), Show Dimensions in factory mode, Units where the organisation's theme
 * offers the in/mm toggle, the organisation's print note, and Print with its tooltip. Hidden when
 * printing.
 */
import { useId } from 'react';
import { DRAWING_SET_MODES, DRAWING_SET_MODE_IDS, type DrawingSetMode, type Units } from '@configurator/core';

/** Spec text, shown with straight quotes. */
export const PRINT_TOOLTIP = 'Need to share or save a copy? Click the print button and select "Save as PDF" from the print dialog.';

const UNIT_NAMES: Record<Units, string> = { mm: 'Millimeters', in: 'Inches' };

interface DrawingsToolbarProps {
  heading: string;
  mode: DrawingSetMode;
  onModeChange: (mode: DrawingSetMode) => void;
  showDimensions: boolean;
  onShowDimensionsChange: (show: boolean) => void;
  /** Null when the organisation does not offer a choice of units. */
  units: Units | null;
  onUnitsChange: (units: Units) => void;
  printNote?: string;
  onPrint: () => void;
}

export function DrawingsToolbar(props: DrawingsToolbarProps) {
  const id = useId();
  return (
    <div className="drawings-toolbar">
      <h1 className="drawings-heading">{props.heading}</h1>
      <div className="drawings-controls" role="group" aria-label="Drawing set options">
        <label className="drawings-field">
          <span>Set mode</span>
          <select value={props.mode} onChange={(e) => props.onModeChange(e.target.value as DrawingSetMode)}>
            {DRAWING_SET_MODE_IDS.map((mode) => (
              <option key={mode} value={mode}>
                {DRAWING_SET_MODES[mode].label}
              </option>
            ))}
          </select>
        </label>
        {DRAWING_SET_MODES[props.mode].offersDimensions && (
          <label className="drawings-field drawings-check">
            <input type="checkbox" checked={props.showDimensions} onChange={(e) => props.onShowDimensionsChange(e.target.checked)} />
            <span>Show Dimensions</span>
          </label>
        )}
        {props.units && (
          <label className="drawings-field">
            <span>Units</span>
            <select value={props.units} onChange={(e) => props.onUnitsChange(e.target.value as Units)}>
              {(['mm', 'in'] as const).map((u) => (
                <option key={u} value={u}>
                  {UNIT_NAMES[u]}
                </option>
              ))}
            </select>
          </label>
        )}
        {props.printNote && <p className="drawings-print-note">{props.printNote}</p>}
        <span className="drawings-print">
          <button type="button" className="btn btn-primary" aria-describedby={`${id}-tip`} aria-keyshortcuts="Control+P Meta+P" onClick={props.onPrint}>
            Print
          </button>
          <span id={`${id}-tip`} role="tooltip" className="drawings-tooltip">
            {PRINT_TOOLTIP}
          </span>
        </span>
      </div>
    </div>
  );
}
