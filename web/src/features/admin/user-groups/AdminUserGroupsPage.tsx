/**
 * /admin/user-groups (spec catalogue §2): 'Admin: User Groups', header 'User Groups', a title input
 * ('Enter User Group Title') with Add, a loading indicator, then the groups newest first, each with
 * its title, 'Remove user group' (confirmed: 'Are you sure you want to remove this user group?') and
 * its member editor. Members are guests of the organisation.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  createUserGroupCall,
  destroyUserGroupCall,
  getUserGroupsCall,
  guestsDataCall,
  messages,
  updateUserGroupCall,
  USER_GROUP_TITLE_MAX,
  type Guest,
  type UserGroup,
} from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { askConfirm } from '../../../ui/dialogs.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { UserGroupCard } from './UserGroupCard.tsx';
import { createWriteJournal } from '../shared/write-journal.ts';
import './admin-user-groups.css';

const newestFirst = (groups: UserGroup[]) => [...groups].sort((a, b) => b.id - a.id);

export function AdminUserGroupsPage() {
  const orgId = useSession().activeOrg.id;
  const [groups, setGroups] = useState<UserGroup[] | null>(null);
  const [guests, setGuests] = useState<Guest[]>([]);
  const [title, setTitle] = useState('');
  const { busy, error, setError, run } = useBusyAction();
  // A load merges with the groups added, changed or removed while it travelled (issue 34 item 2).
  const [journal] = useState(createWriteJournal);
  usePageTitle('Admin: User Groups');

  const load = useCallback(async () => {
    const mark = journal.mark();
    try {
      const [groupData, guestData] = await Promise.all([callApi(getUserGroupsCall, { where: { orgId } }), callApi(guestsDataCall, { orgId })]);
      setGroups((held) => newestFirst(journal.merge(held, groupData.userGroups, mark)));
      setGuests(guestData.guests);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [orgId, journal, setError]);
  useEffect(() => void load(), [load]);

  const replace = (group: UserGroup) => {
    journal.wrote(group.id);
    setGroups((list) => newestFirst([group, ...(list ?? []).filter((g) => g.id !== group.id)]));
  };

  const add = () =>
    run(async () => {
      replace((await callApi(createUserGroupCall, { props: { orgId, title } })).userGroup);
      setTitle('');
    });

  const remove = async (group: UserGroup) => {
    if (!(await askConfirm(messages.removeUserGroupConfirm, 'Remove'))) return;
    await run(async () => {
      await callApi(destroyUserGroupCall, { id: group.id });
      journal.removed(group.id);
      setGroups((list) => (list ?? []).filter((g) => g.id !== group.id));
    });
  };

  const setMembers = (group: UserGroup, userIds: number[]) =>
    run(async () => replace((await callApi(updateUserGroupCall, { id: group.id, props: { userIds: [...new Set(userIds)] } })).userGroup));

  return (
    <section aria-labelledby="admin-user-groups-title">
      <div className="admin-heading">
        <h1 id="admin-user-groups-title">User Groups</h1>
      </div>
      <form
        className="card user-group-add"
        aria-label="Add a user group"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input
          className="input"
          aria-label="User group title"
          placeholder={messages.userGroupTitlePlaceholder}
          maxLength={USER_GROUP_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Add
        </button>
      </form>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {groups === null ? (
        !error && <div className="spinner" role="status" aria-label="Loading user groups" />
      ) : (
        <ul className="user-groups" aria-label="User groups">
          {groups.map((group) => (
            <UserGroupCard
              key={group.id}
              group={group}
              guests={guests}
              busy={busy}
              onRemove={() => void remove(group)}
              onMembers={(userIds) => void setMembers(group, userIds)}
            />
          ))}
          {groups.length === 0 && <li className="admin-empty">No user groups yet.</li>}
        </ul>
      )}
    </section>
  );
}

export { AdminUserGroupsPage as Component };
