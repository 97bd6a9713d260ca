/**
 * The Monday column of organisation 850's guests table (spec catalogue §7): the guest's Monday item
 * id, saved on the guest when the field is left or Enter is pressed, and 'Push to Monday', which
 * sends the guest's data to that item through the package's call. What happened is said in the cell
 * (and to screen readers): sent, kept in the outbox while no Monday token is configured, or why not.
 */
import { useEffect, useId, useState } from 'react';
import { MONDAY_ITEM_ID_MAX, updateGuestDataCall, type GuestRowColumn } from '@configurator/core';
import { pushUserUpdateToMondayCall } from '../monday-push-call.ts';

type Props = Parameters<GuestRowColumn['Cell']>[0];

const outcomeWords = { sent: 'Sent to Monday.', outbox: 'No Monday token: kept in the outbox.' } as const;

export function MondayGuestCell({ guest, orgId, callApi, onGuestChanged }: Props) {
  const saved = guest.integrationsData.monday?.itemId ?? '';
  const [itemId, setItemId] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const statusId = useId();
  useEffect(() => setItemId(saved), [saved]);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setSaid(await work());
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const value = itemId.trim();
    if (value === saved) return;
    void run(async () => {
      const { guest: changed } = await callApi(updateGuestDataCall, {
        orgId,
        userId: guest.id,
        updateProps: { integrationsData: { monday: { itemId: value || null } } },
      });
      onGuestChanged(changed);
      return value ? 'Item id saved.' : 'Item id cleared.';
    });
  };

  const push = () =>
    void run(async () => {
      const { delivery } = await callApi(pushUserUpdateToMondayCall, { orgId, userId: guest.id, mondayItemId: saved });
      return outcomeWords[delivery];
    });

  return (
    <div className="guest-integration-cell">
      <input
        className="input guest-integration-item"
        aria-label={`Monday item id for ${guest.email}`}
        aria-describedby={said ? statusId : undefined}
        maxLength={MONDAY_ITEM_ID_MAX}
        inputMode="numeric"
        value={itemId}
        disabled={busy}
        onChange={(e) => setItemId(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => e.key === 'Enter' && save()}
      />
      <button
        type="button"
        className="btn btn-small"
        disabled={busy || !saved || itemId.trim() !== saved}
        onClick={push}
        aria-label={`Push to Monday: ${guest.email}`}
      >
        Push to Monday
      </button>
      <span id={statusId} className="muted guest-integration-status" role="status">
        {said}
      </span>
    </div>
  );
}
