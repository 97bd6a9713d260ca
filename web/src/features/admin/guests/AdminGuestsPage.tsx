/**
 * /admin/guests (spec catalogue §2, §4): invite a guest (email, pricing hidden), and the guests,
 * newest first, with first and last name, email, created date, discount percent (the default
 * discount of their new orders), sales tax Enabled/Disabled, the pricing-hidden switch and Disinvite
 * ('Are you sure you want to disinvite this guest?'). Owners only (the admin layout refuses others).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  disinviteGuestCall,
  guestRowColumnsPoint,
  guestsDataCall,
  messages,
  updateGuestDataCall,
  type Guest,
  type GuestRowColumn,
  type RequestOf,
} from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { askConfirm } from '../../../ui/dialogs.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useRegistry, useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { createWriteJournal } from '../shared/write-journal.ts';
import { InviteGuestForm } from './InviteGuestForm.tsx';
import { GuestRow } from './GuestRow.tsx';
import './admin-guests.css';

/** A plugin's cell, as the web app renders it (core types it without React). */
type GuestCell = (props: Parameters<GuestRowColumn['Cell']>[0]) => ReactNode;

export type GuestChange = Omit<RequestOf<typeof updateGuestDataCall>, 'orgId' | 'userId'>;

const newestFirst = (guests: Guest[]) => [...guests].sort((a, b) => b.id - a.id);

export function AdminGuestsPage() {
  const orgId = useSession().activeOrg.id;
  const columns = useRegistry().allWithSettings(guestRowColumnsPoint) as { value: { header: string; Cell: GuestCell }; settings: Record<string, unknown> }[];
  const [guests, setGuests] = useState<Guest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A load merges with the guests invited, changed or disinvited while it travelled (issue 34 item 2):
  // the invite form works before the list has arrived, and the older answer must not drop the new guest.
  const [journal] = useState(createWriteJournal);
  usePageTitle('Admin: Guests');

  const load = useCallback(async () => {
    const mark = journal.mark();
    try {
      const loaded = (await callApi(guestsDataCall, { orgId })).guests;
      setGuests((held) => newestFirst(journal.merge(held, loaded, mark)));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [orgId, journal]);
  useEffect(() => void load(), [load]);

  const replace = (guest: Guest) => {
    journal.wrote(guest.id);
    setGuests((list) => newestFirst([guest, ...(list ?? []).filter((g) => g.id !== guest.id)]));
  };

  const update = async (guest: Guest, change: GuestChange): Promise<boolean> => {
    try {
      replace((await callApi(updateGuestDataCall, { orgId, userId: guest.id, ...change })).guest);
      setError(null);
      return true;
    } catch (e) {
      setError(`${guest.email} was not updated: ${errorMessage(e)}`);
      return false;
    }
  };

  const disinvite = async (guest: Guest) => {
    if (!(await askConfirm(messages.disinviteGuestConfirm, 'Disinvite'))) return;
    try {
      await callApi(disinviteGuestCall, { orgId, invitedUser: guest.id });
      journal.removed(guest.id);
      setGuests((list) => (list ?? []).filter((g) => g.id !== guest.id));
      setError(null);
    } catch (e) {
      setError(`${guest.email} was not disinvited: ${errorMessage(e)}`);
    }
  };

  return (
    <section aria-labelledby="admin-guests-title">
      <div className="admin-heading">
        <h1 id="admin-guests-title">Guests</h1>
      </div>
      <InviteGuestForm orgId={orgId} onInvited={replace} />
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {guests === null ? (
        !error && <div className="spinner" role="status" aria-label="Loading guests" />
      ) : (
        <div className="card admin-table-wrap guests-table-wrap">
          <table className="admin-table guests-table">
            <caption className="visually-hidden">Guests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">First Name</th>
                <th scope="col">Last Name</th>
                <th scope="col">Email</th>
                <th scope="col">Created</th>
                <th scope="col">Discount (%)</th>
                <th scope="col">Sales Tax</th>
                <th scope="col">Pricing Hidden</th>
                {/* Columns the organisation's plugins add (e.g. a task tool's item id and its push). */}
                {columns.map(({ value }) => (
                  <th key={value.header} scope="col">
                    {value.header}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {guests.map((guest) => (
                <GuestRow
                  key={guest.id}
                  guest={guest}
                  onChange={(change) => update(guest, change)}
                  onDisinvite={() => void disinvite(guest)}
                  extraCells={columns.map(({ value: { header, Cell }, settings }) => (
                    <td key={header}>
                      <Cell guest={guest} orgId={orgId} settings={settings} callApi={callApi} onGuestChanged={replace} />
                    </td>
                  ))}
                />
              ))}
              {guests.length === 0 && (
                <tr>
                  <td colSpan={8 + columns.length} className="admin-empty">
                    No guests yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { AdminGuestsPage as Component };
