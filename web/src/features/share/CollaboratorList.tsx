/**
 * The people on the order (spec orders §2 share popup): each with their role, a per-person
 * price-hiding switch (for the order owner or an employee; not for someone whose prices the
 * organisation's access data hides) and Remove (never the owner entry).
 */
import type { InvolvedUserInfo } from '@configurator/core';
import { ToggleSwitch } from '../../ui/ToggleSwitch.tsx';

const roleLabel: Record<InvolvedUserInfo['data']['role'], string> = { owner: 'Owner', sharee: 'Collaborator' };

interface CollaboratorListProps {
  people: InvolvedUserInfo[];
  selfId: number;
  canHidePrices: boolean;
  busy: boolean;
  onRemove: (person: InvolvedUserInfo) => void;
  onPricingHidden: (person: InvolvedUserInfo, hidden: boolean) => void;
}

export function CollaboratorList({ people, selfId, canHidePrices, busy, onRemove, onPricingHidden }: CollaboratorListProps) {
  return (
    <ul className="share-people" aria-label="Collaborators">
      {people.map((person) => {
        const name = person.name || person.email;
        const isOwner = person.data.role === 'owner';
        return (
          <li key={person.id} className="share-person">
            <div className="share-person-who">
              <span className="share-person-name">
                {name}
                {person.id === selfId && <span className="muted"> (you)</span>}
              </span>
              {person.name && person.name !== person.email && <span className="muted share-person-email">{person.email}</span>}
            </div>
            <span className="share-role">{roleLabel[person.data.role]}</span>
            {!isOwner && canHidePrices && (
              <div className="share-person-pricing">
                <ToggleSwitch
                  label={`Hide prices from ${name}`}
                  isSelected={person.pricingIsHiddenByAccess || person.data.pricingIsHidden === 1}
                  isDisabled={busy || person.pricingIsHiddenByAccess}
                  onChange={(hidden) => onPricingHidden(person, hidden)}
                >
                  {person.pricingIsHiddenByAccess ? 'Prices hidden by the organisation' : 'Hide prices'}
                </ToggleSwitch>
              </div>
            )}
            {!isOwner && (
              <button type="button" className="btn btn-small btn-ghost" disabled={busy} aria-label={`Remove ${name}`} onClick={() => onRemove(person)}>
                Remove
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
