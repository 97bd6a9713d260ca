/**
 * The engraving editor of an array property (spec catalogue §2, §4, §5): a custom engravings switch
 * (owners turn it on directly, others confirm the spec's warning first); then per mechanism and per
 * location ('above', 'below') text lines LINE 1 and LINE 2, or one of the 65 numbered symbols, and
 * 'clear'. Typing redraws after 150 ms and saves when the field is left. Fields over a limit are
 * marked from the organisation's item validators: amber '(over recommended limit)', red '(over limit)'.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { limits, messages, type EngravableMechanism, type Engravings, type ItemIssue, type ProductProperty, type PropertyValue } from '@configurator/core';
import { askConfirm } from '../../ui/dialogs.ts';
import { LOCATIONS, linesOf, type Location } from './engraving-layout.ts';
import { clearLocation, setLine, setSymbol } from './engraving-edits.ts';
import './engraving.css';

interface EngravingEditorProps {
  property: ProductProperty;
  value: PropertyValue | undefined;
  /** The item's engravable mechanisms, in order, from the product's engraving layout. */
  mechanisms: readonly EngravableMechanism[];
  issues: ItemIssue[];
  isOwner: boolean;
  /** Shows the change on the drawing without saving it. */
  onDraft: (value: PropertyValue) => void;
  /** Saves what was drafted. */
  onCommit: () => void;
  /** Saves a value at once (switch, symbol, clear). */
  onSave: (value: PropertyValue) => void;
}

/**
 * The text and symbol fields (and react-aria's radio group behind their Text/Symbol choice) load when
 * custom engravings are first shown, not with the order page (issue 17): most items never show them.
 */
const EngravingLocationFields = lazy(() => import('./EngravingLocationFields.tsx').then((m) => ({ default: m.EngravingLocationFields })));

const TURN_OFF_CONFIRM = 'Turn off custom engravings? The engravings on this item will be removed.';

const hasEngravings = (engravings: Engravings | undefined): boolean =>
  !!engravings && Object.values(engravings).some((m) => m.above.length > 0 || m.below.length > 0);

export function EngravingEditor({ property, value, mechanisms, issues, isOwner, onDraft, onCommit, onSave }: EngravingEditorProps) {
  // Items holding engravings (e.g. imported or seeded without the flag) show them as enabled.
  const enabled = value?.customEngravings === true || hasEngravings(value?.engravings);
  const [local, setLocal] = useState<Engravings>(value?.engravings ?? {});
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow saved values (another item, a server answer) unless the person is mid-edit.
  useEffect(() => {
    if (!dirty.current) setLocal(value?.engravings ?? {});
  }, [value?.engravings]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const withEngravings = (engravings: Engravings): PropertyValue => ({ ...value, customEngravings: true, engravings });

  const type = (next: Engravings) => {
    dirty.current = true;
    setLocal(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onDraft(withEngravings(next)), limits.engravingDebounceMs);
  };

  const leave = () => {
    if (!dirty.current) return;
    clearTimeout(timer.current);
    onDraft(withEngravings(local));
    dirty.current = false;
    onCommit();
  };

  const saveNow = (next: Engravings) => {
    clearTimeout(timer.current);
    dirty.current = false;
    setLocal(next);
    onSave(withEngravings(next));
  };

  const toggle = async () => {
    if (!enabled) {
      if (!isOwner && !(await askConfirm(messages.customEngravingsConfirm, 'Proceed'))) return;
      onSave({ ...value, customEngravings: true, engravings: value?.engravings ?? {} });
      return;
    }
    if (hasEngravings(local) && !(await askConfirm(TURN_OFF_CONFIRM, 'Turn off'))) return;
    const { engravings: _dropped, ...rest } = value ?? {};
    setLocal({});
    onSave({ ...rest, customEngravings: false });
  };

  return (
    <div className="engraving">
      <div className="engraving-switch-row">
        <button type="button" role="switch" aria-checked={enabled} className="switch" onClick={() => void toggle()}>
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          Custom engravings
        </button>
      </div>
      {enabled && (
        <Suspense fallback={<p className="engraving-hint">{messages.engravingCaseHint}</p>}>
          <p className="engraving-hint">{messages.engravingCaseHint}</p>
          {mechanisms.map((m) => (
            <fieldset key={m.index} className="engraving-mechanism">
              <legend>{m.label}</legend>
              <div className="engraving-locations">
                {LOCATIONS.map((location: Location) => (
                  <EngravingLocationFields
                    key={location}
                    propertyTitle={property.title}
                    mechanism={m.index}
                    mechanismLabel={m.label}
                    location={location}
                    entries={local[String(m.index)]?.[location] ?? []}
                    lines={linesOf(m, location)}
                    issues={issues}
                    onType={(line, text) => type(setLine(local, m.index, location, line, text))}
                    onLeave={leave}
                    onSymbol={(symbolId) => saveNow(setSymbol(local, m.index, location, symbolId))}
                    onClear={() => saveNow(clearLocation(local, m.index, location))}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </Suspense>
      )}
    </div>
  );
}
