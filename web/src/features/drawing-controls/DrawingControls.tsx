/**
 * The order page's drawing controls (spec orders §2, §5): 'Dim precision' with minus (halves) and
 * plus (doubles) within the theme's bounds, the step canvas positions move and snap to (dimension
 * labels always read to 1/16 inch or 1 mm, whatever the step), the dimensions toggle (remembered per user as
 * dimensionsAreVisible), and the in/mm toggle for organisations whose theme offers it. Beside a drawing
 * that is not to scale (a product drawn as a card of its choices) the precision and dimensions controls
 * would change nothing, so they are not shown (drawing-controls.css, from the frame's data-to-scale).
 */
import { useEffect, useId, useState } from 'react';
import type { Units } from '@configurator/core';
import { useTheme } from '../session/org-hooks.ts';
import { saveUserSettings } from '../session/user-settings.ts';
import { useDrawingViewStore } from './drawing-view-store.ts';
import { canStep, precisionLabel } from './precision.ts';
import { useDrawingView } from './use-drawing-view.ts';
import './drawing-controls.css';

const UNIT_CHOICES: { units: Units; label: string }[] = [
  { units: 'in', label: 'in' },
  { units: 'mm', label: 'mm' },
];

const PRECISION_HINT = 'The step positions move and snap to on the plan. Dimensions always read to 1/16 inch or 1 mm.';

export function DrawingControls() {
  const theme = useTheme();
  const view = useDrawingView();
  const labelId = useId();
  const hintId = `${labelId}-hint`;
  const [saveError, setSaveError] = useState<string | null>(null);
  // A new visit to the order page starts from the theme's values again.
  useEffect(() => () => useDrawingViewStore.getState().reset(), []);

  const step = (direction: 'finer' | 'coarser') => useDrawingViewStore.getState().step(direction, theme.precision);
  const toggleDimensions = () => {
    saveUserSettings({ dimensionsAreVisible: !view.dimensionsAreVisible }).then(
      () => setSaveError(null),
      (error: unknown) => setSaveError(`Your choice was not saved: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return (
    <div className="drawing-controls" role="group" aria-label="Drawing controls" data-tour="drawing-controls">
      <div className="drawing-control drawing-scale-control" role="group" aria-labelledby={labelId} aria-describedby={hintId} title={PRECISION_HINT}>
        <span id={labelId} className="drawing-control-label">
          Dim precision
        </span>
        <span id={hintId} className="visually-hidden">
          {PRECISION_HINT}
        </span>
        <button
          type="button"
          className="icon-btn"
          aria-label="Finer precision"
          disabled={!canStep(view.precision, 'finer', theme.precision)}
          onClick={() => step('finer')}
        >
          −
        </button>
        <output className="drawing-precision-value" aria-live="polite" data-testid="dim-precision">
          {precisionLabel(view.precision, view.units)}
          <span className="muted"> {view.units}</span>
        </output>
        <button
          type="button"
          className="icon-btn"
          aria-label="Coarser precision"
          disabled={!canStep(view.precision, 'coarser', theme.precision)}
          onClick={() => step('coarser')}
        >
          +
        </button>
      </div>
      <button type="button" className="btn btn-small drawing-scale-control" aria-pressed={view.dimensionsAreVisible} onClick={toggleDimensions}>
        Dimensions
      </button>
      {theme.unitToggle && (
        <fieldset className="drawing-units">
          <legend className="visually-hidden">Units</legend>
          {UNIT_CHOICES.map((choice) => (
            <label key={choice.units} className={view.units === choice.units ? 'drawing-unit is-selected' : 'drawing-unit'}>
              <input
                type="radio"
                name={`${labelId}-units`}
                value={choice.units}
                checked={view.units === choice.units}
                onChange={() => useDrawingViewStore.getState().setUnits(choice.units)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {saveError && (
        <span className="field-error" role="alert">
          {saveError}
        </span>
      )}
    </div>
  );
}
