/**
 * One address as a group of fields (spec orders §2, §5): the state is a picker of US state codes
 * while the country is the United States or empty (shown as 'United States'), free text otherwise.
 */
import { useId } from 'react';
import type { Address } from '@configurator/core';
import { TextField } from '../../ui/TextField.tsx';
import { countryShown, isUnitedStates, US_STATE_CODES } from './address.ts';

interface AddressFieldsProps {
  legend: string;
  value: Address;
  onChange: (next: Address) => void;
  /** A part a failed submit check points at: focused, marked invalid, its message under it. */
  marked?: { part: keyof Address; message: string } | null;
}

export function AddressFields({ legend, value, onChange, marked = null }: AddressFieldsProps) {
  const stateId = useId();
  const mark = (part: keyof Address) => (marked?.part === part ? { error: marked.message, 'data-autofocus': true } : {});
  const stateMarked = marked?.part === 'state';
  const set = (key: keyof Address) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  const inUs = isUnitedStates(value.country);
  // A state typed for another country that is not a US code stays visible in the picker, not lost.
  const stateChoices = inUs && value.state && !(US_STATE_CODES as readonly string[]).includes(value.state) ? [value.state, ...US_STATE_CODES] : US_STATE_CODES;

  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <TextField
        label="Street address"
        value={value.streetAddress}
        maxLength={200}
        autoComplete="off"
        onChange={set('streetAddress')}
        {...mark('streetAddress')}
      />
      <TextField label="Street address line 2" value={value.streetAddress2} maxLength={200} autoComplete="off" onChange={set('streetAddress2')} />
      <div className="address-row">
        <TextField label="City" value={value.city} maxLength={100} autoComplete="off" onChange={set('city')} {...mark('city')} />
        {inUs ? (
          <div className="field">
            <label className="field-label" htmlFor={stateId}>
              State
            </label>
            <select
              id={stateId}
              className="select"
              value={value.state}
              onChange={set('state')}
              aria-invalid={stateMarked ? true : undefined}
              aria-describedby={stateMarked ? `${stateId}-error` : undefined}
              data-autofocus={stateMarked ? true : undefined}
            >
              <option value="">Choose…</option>
              {stateChoices.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            {stateMarked && (
              <span id={`${stateId}-error`} className="field-error" role="alert">
                {marked.message}
              </span>
            )}
          </div>
        ) : (
          <TextField label="State / region" value={value.state} maxLength={100} autoComplete="off" onChange={set('state')} {...mark('state')} />
        )}
        <TextField label="Zip" value={value.zip} maxLength={20} autoComplete="off" onChange={set('zip')} {...mark('zip')} />
      </div>
      <TextField label="Country" value={countryShown(value.country)} maxLength={100} autoComplete="off" onChange={set('country')} />
    </fieldset>
  );
}
