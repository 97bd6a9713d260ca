/**
 * One user group: its title, 'Remove user group', the member search ('search by email') and the
 * members, each with 'Remove user from group'. Member ids are kept once each.
 */
import { useRef } from 'react';
import type { Guest, UserGroup } from '@configurator/core';
import { MemberSearch } from './MemberSearch.tsx';

interface UserGroupCardProps {
  group: UserGroup;
  guests: Guest[];
  busy: boolean;
  onRemove: () => void;
  onMembers: (userIds: number[]) => void;
}

export function UserGroupCard({ group, guests, busy, onRemove, onMembers }: UserGroupCardProps) {
  const memberIds = [...new Set(group.userIds)];
  const byId = new Map(guests.map((g) => [g.id, g]));
  const titleId = `user-group-${group.id}-title`;
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <li className="card user-group" aria-labelledby={titleId}>
      <div className="user-group-head">
        <h2 id={titleId} className="user-group-title">
          {group.title}
        </h2>
        <button type="button" className="icon-btn" aria-label={`Remove user group ${group.title}`} title="Remove user group" disabled={busy} onClick={onRemove}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
            <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
          </svg>
        </button>
      </div>
      <MemberSearch
        inputRef={searchRef}
        groupTitle={group.title}
        candidates={guests.filter((g) => !memberIds.includes(g.id))}
        isBusy={busy}
        onChoose={(guest) => onMembers([...memberIds, guest.id])}
      />
      <ul className="user-group-members" aria-label={`Members of ${group.title}`}>
        {memberIds.map((id) => (
          <li key={id} className="user-group-member">
            <span>{byId.get(id)?.email ?? `Former guest #${id}`}</span>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Remove user from group: ${byId.get(id)?.email ?? id}`}
              title="Remove user from group"
              disabled={busy}
              onClick={() => {
                onMembers(memberIds.filter((m) => m !== id));
                // The row goes: focus moves to the group's search rather than being lost.
                searchRef.current?.focus();
              }}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
        {memberIds.length === 0 && <li className="muted user-group-member">No members yet.</li>}
      </ul>
    </li>
  );
}
