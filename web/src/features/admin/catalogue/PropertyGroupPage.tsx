/**
 * /admin/product-property-groups/{id} (§2): the group's properties or 'This group has no properties';
 * properties added and removed through the applied/all properties popup; the group can be deleted
 * ('Are you sure you want to delete this property group?').
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { catalogueAdminMessages } from '@configurator/core';
import { askConfirm } from '../../../ui/dialogs.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { SaveField } from './admin-fields.tsx';
import { AppliedPropertiesPopup } from './AppliedPropertiesPopup.tsx';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

export function PropertyGroupPage() {
  useLoadedAdminCatalogue();
  const navigate = useNavigate();
  const id = Number(useParams().productPropertyGroupId);
  const group = useAdminCatalogue((s) => s.productPropertyGroup.find((g) => g.id === id));
  const status = useAdminCatalogue((s) => s.status);
  const properties = useAdminCatalogue((s) => s.productProperty);
  const [editing, setEditing] = useState(false);
  const { error, setError, run } = useBusyAction();
  usePageTitle(group ? `Admin: ${group.title}` : 'Admin: Property Group');
  if (!group) return status === 'ready' ? <NotFoundPage type="admin" /> : <p className="admin-note">Loading…</p>;

  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('productPropertyGroup', group.id, props)));
  const members = properties.filter((p) => String(p.id) in group.properties).sort(byRankThenId);
  const remove = async () => {
    if (!(await askConfirm(catalogueAdminMessages.confirmDeleteGroup, 'Delete'))) return;
    if (await run(() => useAdminCatalogue.getState().destroy('productPropertyGroup', group.id))) void navigate('/admin/product-property-groups');
  };

  return (
    <section aria-labelledby="admin-group-title">
      <div className="admin-page-header">
        <div>
          <h1 id="admin-group-title">{group.title}</h1>
          <span className="admin-id">ID {group.id}</span>
        </div>
        <div className="admin-actions">
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            Edit properties
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            Delete group
          </button>
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="card admin-section">
        <SaveField label="Title" value={group.title} onSave={(title) => save({ title })} />
        {members.length === 0 ? (
          <p className="admin-note">{catalogueAdminMessages.emptyGroup}</p>
        ) : (
          <ul className="admin-list">
            {members.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/product-properties/${p.id}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <AppliedPropertiesPopup
          title="Group properties"
          appliedIds={members.map((p) => p.id)}
          onAdd={(propertyId) => void save({ properties: { ...group.properties, [String(propertyId)]: {} } })}
          onRemove={(propertyId) => void save({ properties: Object.fromEntries(Object.entries(group.properties).filter(([k]) => k !== String(propertyId))) })}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}

export { PropertyGroupPage as Component };
