/**
 * The 'Applied properties' / 'All Properties' popup (§2): add (+) or remove (-) properties on a product
 * or a property group; archived properties are hidden and the rest sorted by rank.
 */
import { catalogueAdminMessages } from '@configurator/core';
import { Modal } from '../../../ui/Modal.tsx';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';

interface Props {
  title: string;
  appliedIds: readonly number[];
  onAdd: (propertyId: number) => void;
  onRemove: (propertyId: number) => void;
  onClose: () => void;
}

export function AppliedPropertiesPopup({ title, appliedIds, onAdd, onRemove, onClose }: Props) {
  const properties = useAdminCatalogue((s) => s.productProperty);
  const visible = properties.filter((p) => p.archived !== 1).sort(byRankThenId);
  const applied = visible.filter((p) => appliedIds.includes(p.id));
  const others = visible.filter((p) => !appliedIds.includes(p.id));
  return (
    <Modal title={title} onClose={onClose} width={720}>
      <div className="admin-columns">
        <section aria-labelledby="applied-properties-title">
          <h3 id="applied-properties-title">Applied properties</h3>
          <ul className="admin-list">
            {applied.map((p) => (
              <li key={p.id}>
                <span>{p.title}</span>
                <button type="button" className="btn btn-small btn-ghost" aria-label={`Remove ${p.title}`} onClick={() => onRemove(p.id)}>
                  −
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="all-properties-title">
          <h3 id="all-properties-title">All Properties</h3>
          <p className="admin-note">{catalogueAdminMessages.addPropertiesHint}</p>
          <ul className="admin-list admin-option-list">
            {others.map((p) => (
              <li key={p.id}>
                <span>{p.title}</span>
                <button type="button" className="btn btn-small btn-ghost" aria-label={`Add ${p.title}`} onClick={() => onAdd(p.id)}>
                  +
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
