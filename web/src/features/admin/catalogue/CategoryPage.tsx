/**
 * /admin/product-categories/{id} (§2): title, ID and the category's non-archived products ranked; a
 * settings popup with the thumbnail upload (home page tiles show it) and ARCHIVE / UNARCHIVE.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { SaveField } from './admin-fields.tsx';
import { ThumbnailUpload } from './ThumbnailUpload.tsx';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';
import { ArchiveZone } from './ArchiveZone.tsx';

export function CategoryPage() {
  useLoadedAdminCatalogue();
  const id = Number(useParams().productCategoryId);
  const category = useAdminCatalogue((s) => s.productCategory.find((c) => c.id === id));
  const status = useAdminCatalogue((s) => s.status);
  const products = useAdminCatalogue((s) => s.product)
    .filter((p) => p.productCategoryId === id && p.archived !== 1)
    .sort(byRankThenId);
  const [settings, setSettings] = useState(false);
  const { error, setError, run } = useBusyAction();
  usePageTitle(category ? `Admin: ${category.title}` : 'Admin: Product Category');
  if (!category) return status === 'ready' ? <NotFoundPage type="admin" /> : <p className="admin-note">Loading…</p>;
  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('productCategory', category.id, props)));

  return (
    <section aria-labelledby="admin-category-title">
      <div className="admin-page-header">
        <div>
          <h1 id="admin-category-title">{category.title}</h1>
          <span className="admin-id">ID {category.id}</span>
          {category.archived === 1 && <span className="admin-badge">Archived</span>}
        </div>
        <button type="button" className="btn" onClick={() => setSettings(true)}>
          Settings
        </button>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="card admin-section">
        <SaveField label="Title" value={category.title} onSave={(title) => save({ title })} />
        <h2>Products</h2>
        {products.length === 0 && <p className="admin-note">No products in this category.</p>}
        <ol className="admin-list">
          {products.map((p) => (
            <li key={p.id}>
              <Link to={`/admin/products/${p.id}`}>{p.title}</Link>
            </li>
          ))}
        </ol>
      </div>
      {settings && (
        <Modal title="Category settings" onClose={() => setSettings(false)}>
          <ThumbnailUpload resource="productCategory" id={category.id} title={category.title} thumbnailUrl={category.thumbnailUrl} />
          <ArchiveZone what="category" archived={category.archived === 1} onToggle={() => void save({ archived: category.archived === 1 ? 0 : 1 })} />
        </Modal>
      )}
    </section>
  );
}

export { CategoryPage as Component };
