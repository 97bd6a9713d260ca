/**
 * /admin/products/{productId} (§2): title, ID, the settings popup, the SKU section (reference codes
 * previewed on a sample item), the properties section (applied properties with their disabled options,
 * edited through the applied/all properties popup) and the prices section.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { catalogueAdminMessages, referenceCodeKinds, referenceCodeOf, sampleItemProperties, type Product } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { asCatalogue, byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { SaveField } from './admin-fields.tsx';
import { AppliedPropertiesPopup } from './AppliedPropertiesPopup.tsx';
import { PricingRulesEditor } from './PricingRulesEditor.tsx';
import { ProductPropertyOptions } from './ProductPropertyOptions.tsx';
import { ProductSettingsPopup } from './ProductSettingsPopup.tsx';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

type Associations = Product['associations']['productProperties'];

export function ProductPage() {
  useLoadedAdminCatalogue();
  const id = Number(useParams().productId);
  const product = useAdminCatalogue((s) => s.product.find((p) => p.id === id));
  const status = useAdminCatalogue((s) => s.status);
  const properties = useAdminCatalogue((s) => s.productProperty);
  const state = useAdminCatalogue();
  const [popup, setPopup] = useState<'settings' | 'properties' | null>(null);
  const { error, setError, run } = useBusyAction();
  usePageTitle(product ? `Admin: ${product.title}` : 'Admin: Product');

  if (!product) return status === 'ready' ? <NotFoundPage type="admin" /> : <p className="admin-note">Loading…</p>;

  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('product', product.id, props)));
  const associations = product.associations.productProperties;
  const saveAssociations = (next: Associations) => save({ associations: { productProperties: next } });
  const applied = properties.filter((p) => String(p.id) in associations).sort(byRankThenId);
  const catalogue = asCatalogue(state);
  const sample = sampleItemProperties(catalogue, product);

  return (
    <section aria-labelledby="admin-product-title">
      <div className="admin-page-header">
        <div>
          <h1 id="admin-product-title">{product.title}</h1>
          <span className="admin-id">ID {product.id}</span>
          {product.archived === 1 && <span className="admin-badge">Archived</span>}
        </div>
        <div className="admin-actions">
          <button type="button" className="btn" onClick={() => setPopup('settings')}>
            Settings
          </button>
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="card admin-section">
        <SaveField label="Title" value={product.title} onSave={(title) => save({ title })} />
        <SaveField label="Description" value={product.description} maxLength={10_000} onSave={(description) => save({ description })} />
      </div>

      <section className="card admin-section" aria-labelledby="admin-sku-title">
        <h2 id="admin-sku-title">SKU</h2>
        <ul className="admin-list">
          {referenceCodeKinds.map((kind) => (
            <li key={kind}>
              <span>{kind}</span>
              <span className="admin-preview">{referenceCodeOf(catalogue, product, kind, sample) || '—'}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card admin-section" aria-labelledby="admin-product-properties-title">
        <div className="admin-page-header">
          <h2 id="admin-product-properties-title">Properties</h2>
          <button type="button" className="btn" onClick={() => setPopup('properties')}>
            Edit properties
          </button>
        </div>
        <p className="admin-note">{catalogueAdminMessages.offeredOptionsNote}</p>
        {applied.map((property) => (
          <ProductPropertyOptions
            key={property.id}
            product={product}
            property={property}
            onToggle={(optionId, offered) => {
              const current = associations[String(property.id)]?.disabledProductOptionIds ?? [];
              const next = offered ? current.filter((o) => o !== optionId) : [...new Set([...current, optionId])];
              void saveAssociations({ ...associations, [String(property.id)]: { disabledProductOptionIds: next } });
            }}
          />
        ))}
      </section>

      <PricingRulesEditor product={product} />

      {popup === 'settings' && <ProductSettingsPopup product={product} onClose={() => setPopup(null)} />}
      {popup === 'properties' && (
        <AppliedPropertiesPopup
          title="Product properties"
          appliedIds={applied.map((p) => p.id)}
          onAdd={(propertyId) => void saveAssociations({ ...associations, [String(propertyId)]: { disabledProductOptionIds: [] } })}
          onRemove={(propertyId) => void saveAssociations(Object.fromEntries(Object.entries(associations).filter(([key]) => key !== String(propertyId))))}
          onClose={() => setPopup(null)}
        />
      )}
    </section>
  );
}

export { ProductPage as Component };
