/**
 * /admin/product-properties/{productPropertyId} (§2): the fields of the property its type uses, the
 * type in words (property-type-fields.ts), duplicate (with its options), archive set apart from the
 * editing actions, the options list, 'This property will display a text input.' for a text
 * property, the array inputs, and the 'Product Option Data Fields' JSON editor for the platform's
 * configured user ids only.
 */
import { useParams, useNavigate } from 'react-router-dom';
import { COPY_SUFFIX, catalogueAdminMessages, copyForCreate, propertyTypes } from '@configurator/core';
import { askConfirm } from '../../../ui/dialogs.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { useAdminCatalogue } from './admin-catalogue-store.ts';
import { FlagField, SaveField } from './admin-fields.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import { PropertyOptionsList } from './PropertyOptionsList.tsx';
import { ThumbnailUpload } from './ThumbnailUpload.tsx';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import { propertyTypeLabels, usesField } from './property-type-fields.ts';
import { ArchiveZone } from './ArchiveZone.tsx';
import './admin-catalogue.css';

const typeChoices = propertyTypes.map((value) => ({ value, label: propertyTypeLabels[value] }));

export function PropertyEditorPage() {
  useLoadedAdminCatalogue();
  const navigate = useNavigate();
  const id = Number(useParams().productPropertyId);
  const property = useAdminCatalogue((s) => s.productProperty.find((p) => p.id === id));
  const status = useAdminCatalogue((s) => s.status);
  const canEditDataFields = useAdminCatalogue((s) => s.canEditOptionDataFields);
  const { error, setError, run } = useBusyAction();
  usePageTitle(property ? `Admin: ${property.title}` : 'Admin: Property');
  if (!property) return status === 'ready' ? <NotFoundPage type="admin" /> : <p className="admin-note">Loading…</p>;

  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('productProperty', property.id, props)));
  const dimension = (key: 'minDimension' | 'maxDimension' | 'dimensionInterval') => (v: string) => save({ data: { ...property.data, [key]: Number(v) || 0 } });

  const duplicate = () =>
    run(async () => {
      const store = useAdminCatalogue.getState();
      // Data fields are copied only by the configured user ids (the server refuses them from anyone else).
      const omit = store.canEditOptionDataFields ? ['archived'] : ['archived', 'productOptionDataFields'];
      const copy = await store.create('productProperty', {
        ...copyForCreate('productProperty', property, omit),
        title: `${property.title}${COPY_SUFFIX}`.slice(0, 255),
      });
      const options = store.productOption.filter((o) => o.productPropertyId === property.id && o.archived !== 1);
      if (options.length) {
        await store.bulkCreate(
          'productOption',
          options.map((o) => ({
            ...copyForCreate('productOption', o, ['archived']),
            productPropertyId: copy.id,
            title: `${o.title}${COPY_SUFFIX}`.slice(0, 255),
          })),
        );
      }
      if (await askConfirm(catalogueAdminMessages.confirmDuplicateProperty, 'Go to the new property')) void navigate(`/admin/product-properties/${copy.id}`);
    });

  return (
    <section aria-labelledby="admin-property-title">
      <div className="admin-page-header">
        <div>
          <h1 id="admin-property-title">{property.title}</h1>
          <span className="admin-id">ID {property.id}</span>
          {property.archived === 1 && <span className="admin-badge">Archived</span>}
        </div>
        <div className="admin-actions">
          <button type="button" className="btn" onClick={() => void duplicate()}>
            Duplicate
          </button>
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="card admin-section">
        <div className="admin-grid">
          <SaveField label="Title" value={property.title} onSave={(title) => save({ title })} />
          <SaveField label="Internal title" value={property.internalTitle} onSave={(internalTitle) => save({ internalTitle })} />
          <LabelledSelect label="Type" value={property.type} choices={typeChoices} onChange={(type) => void save({ type })} />
          {usesField(property, 'placeHolder') && <SaveField label="Placeholder" value={property.placeHolder} onSave={(placeHolder) => save({ placeHolder })} />}
          {usesField(property, 'icon') && <SaveField label="Icon" value={property.icon} onSave={(icon) => save({ icon: icon || null })} />}
          <LabelledSelect
            label="Drawing visibility"
            value={property.drawingVisibility}
            choices={
              [
                { value: 'visible', label: 'Shown' },
                { value: 'none', label: 'Hidden' },
              ] as const
            }
            onChange={(drawingVisibility) => void save({ drawingVisibility })}
          />
          <LabelledSelect
            label="Invoice visibility"
            value={property.invoiceVisibility}
            choices={
              [
                { value: 'none', label: 'Not shown' },
                { value: 'inline', label: 'In the line' },
                { value: 'column', label: 'Own column' },
              ] as const
            }
            onChange={(invoiceVisibility) => void save({ invoiceVisibility })}
          />
          {usesField(property, 'dimensionBounds') && (
            <>
              <SaveField label="Min dimension" type="number" value={property.data.minDimension ?? 0} onSave={dimension('minDimension')} />
              <SaveField label="Max dimension" type="number" value={property.data.maxDimension ?? 0} onSave={dimension('maxDimension')} />
              <SaveField label="Dimension interval" type="number" value={property.data.dimensionInterval ?? 0} onSave={dimension('dimensionInterval')} />
            </>
          )}
        </div>
        <ThumbnailUpload resource="productProperty" id={property.id} title={property.title} thumbnailUrl={property.thumbnailUrl} />
        <div className="admin-grid">
          <FlagField label="Is array" value={property.isArray} onSave={(isArray) => void save({ isArray })} />
          <FlagField label="Order level" value={property.isOrderLevel} onSave={(isOrderLevel) => void save({ isOrderLevel })} />
          {usesField(property, 'noOptionThumbnails') && (
            <FlagField label="No option thumbnails" value={property.noOptionThumbnails} onSave={(noOptionThumbnails) => void save({ noOptionThumbnails })} />
          )}
          {usesField(property, 'multiline') && <FlagField label="Multiline" value={property.multiline} onSave={(multiline) => void save({ multiline })} />}
          <FlagField
            label="Thumbnails on invoice"
            value={property.showThumbnailsOnInvoice}
            onSave={(showThumbnailsOnInvoice) => void save({ showThumbnailsOnInvoice })}
          />
        </div>
        {property.type === 'text' && <p className="admin-note">{catalogueAdminMessages.textPropertyNote}</p>}
        {usesField(property, 'arrayInputs') && (
          <JsonEditor
            label="Array inputs"
            value={property.arrayInputProps?.inputs ?? []}
            onValid={(inputs) => Array.isArray(inputs) && void save({ arrayInputProps: { inputs } })}
            onInvalid={() => setError(catalogueAdminMessages.dataFieldsNotJson)}
          />
        )}
        {canEditDataFields && (
          <JsonEditor
            label="Product Option Data Fields"
            value={property.productOptionDataFields}
            onValid={(fields) => Array.isArray(fields) && void save({ productOptionDataFields: fields })}
            // The spec: saved only if it parses; otherwise it logs 'value is not json.' and saves nothing.
            onInvalid={() => console.log(catalogueAdminMessages.dataFieldsNotJson)}
          />
        )}
      </div>
      {usesField(property, 'options') && <PropertyOptionsList property={property} run={run} />}
      <ArchiveZone what="property" archived={property.archived === 1} onToggle={() => void save({ archived: property.archived === 1 ? 0 : 1 })} />
    </section>
  );
}

export { PropertyEditorPage as Component };
