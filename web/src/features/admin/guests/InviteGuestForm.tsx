/**
 * The invite form of /admin/guests: an email and whether the guest's prices are hidden. The server
 * sends the invitation mail; someone already in the organisation is refused with its message.
 */
import { useState } from 'react';
import { inviteGuestCall, type Guest } from '@configurator/core';
import { ApiError, callApi } from '../../../api/api-client.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { ToggleSwitch } from '../../../ui/ToggleSwitch.tsx';

interface InviteGuestFormProps {
  orgId: number;
  onInvited: (guest: Guest) => void;
}

export function InviteGuestForm({ orgId, onInvited }: InviteGuestFormProps) {
  const [email, setEmail] = useState('');
  const [pricingIsHidden, setPricingIsHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const invite = async () => {
    setBusy(true);
    setError(null);
    setInvited(null);
    try {
      const { guest } = await callApi(inviteGuestCall, { email, activeOrgId: orgId, pricingIsHidden: pricingIsHidden ? 1 : 0 });
      onInvited(guest);
      setInvited(guest.email);
      setEmail('');
      setPricingIsHidden(false);
    } catch (e) {
      setError(e instanceof ApiError ? (e.issueFor('email') ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card invite-guest"
      aria-label="Invite a guest"
      onSubmit={(event) => {
        event.preventDefault();
        void invite();
      }}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        fieldClassName="invite-guest-email"
        value={email}
        error={error}
        required
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      <ToggleSwitch isSelected={pricingIsHidden} onChange={setPricingIsHidden}>
        Pricing hidden
      </ToggleSwitch>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Invite
      </button>
      <p className="invite-guest-status" role="status">
        {invited && `Invitation sent to ${invited}.`}
      </p>
    </form>
  );
}
