/**
 * One guest in the admin table. The discount is saved when the field is left or Enter is pressed
 * (an empty field clears it); sales tax and pricing hidden are saved as they change.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { messages, toDisplayDate, type Guest } from '@configurator/core';
import { ToggleSwitch } from '../../../ui/ToggleSwitch.tsx';
import type { GuestChange } from './AdminGuestsPage.tsx';
import { parseDiscount } from './guest-discount.ts';

interface GuestRowProps {
  guest: Guest;
  onChange: (change: GuestChange) => Promise<boolean>;
  onDisinvite: () => void;
  /** The cells of the columns the organisation's plugins add, before the actions. */
  extraCells?: ReactNode;
}

export function GuestRow({ guest, onChange, onDisinvite, extraCells }: GuestRowProps) {
  const settings = guest.appData.configurator;
  const saved = settings.discount?.value ?? null;
  const [discount, setDiscount] = useState(saved === null ? '' : String(saved));
  const [discountError, setDiscountError] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDiscount(saved === null ? '' : String(saved)), [saved]);

  const save = async (change: GuestChange) => {
    setBusy(true);
    await onChange(change);
    setBusy(false);
  };

  const commitDiscount = () => {
    const value = parseDiscount(discount);
    setDiscountError(value === undefined);
    if (value === undefined || value === saved) return;
    void save({ updateProps: { appData: { configurator: { discount: value === null ? null : { type: 'percent', value } } } } });
  };

  const who = guest.email;
  const errorId = `guest-${guest.id}-discount-error`;
  return (
    <tr>
      <td>{guest.firstName}</td>
      <td>{guest.lastName}</td>
      <td>
        {/* A long address breaks before its domain rather than mid-word. */}
        {guest.email.split('@').map((part, i) =>
          i === 0 ? (
            part
          ) : (
            <span key={i}>
              <wbr />@{part}
            </span>
          ),
        )}
      </td>
      <td>{toDisplayDate(guest.created)}</td>
      <td>
        <input
          className="input guest-discount"
          inputMode="decimal"
          aria-label={`Discount percent for ${who}`}
          aria-invalid={discountError || undefined}
          aria-describedby={discountError ? errorId : undefined}
          value={discount}
          disabled={busy}
          onChange={(e) => setDiscount(e.target.value)}
          onBlur={commitDiscount}
          onKeyDown={(e) => e.key === 'Enter' && commitDiscount()}
        />
        {discountError && (
          <span id={errorId} className="field-error" role="alert">
            {messages.guestDiscountInvalid}
          </span>
        )}
      </td>
      <td>
        <select
          className="select"
          aria-label={`Sales tax for ${who}`}
          value={settings.disableSalesTax === 1 ? 'disabled' : 'enabled'}
          disabled={busy}
          onChange={(e) => void save({ updateProps: { appData: { configurator: { disableSalesTax: e.target.value === 'disabled' ? 1 : 0 } } } })}
        >
          <option value="enabled">Enabled</option>
          <option value="disabled">Disabled</option>
        </select>
      </td>
      <td>
        <ToggleSwitch
          label={`Pricing hidden for ${who}`}
          isSelected={guest.orgAccessEdgeData.configurator.pricingIsHidden === 1}
          isDisabled={busy}
          onChange={(hidden) => void save({ pricingIsHidden: hidden ? 1 : 0 })}
        />
      </td>
      {extraCells}
      <td>
        <button type="button" className="btn btn-small btn-danger" aria-label={`Disinvite ${who}`} disabled={busy} onClick={onDisinvite}>
          Disinvite
        </button>
      </td>
    </tr>
  );
}
