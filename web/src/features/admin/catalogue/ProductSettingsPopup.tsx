/**
 * The product settings popup (§2): visibility level (owner only: every admin screen is), archive,
 * duplicate (' (copy)'), reference codes with their formulas previewed on a sample item, the price
 * export (its settings and the CSV download), the flags, inventory, category (-1 unassigned) and the image (uploaded: it becomes the
 * product's medium).
 */
import { useNavigate } from 'react-router-dom';
import {
  COPY_SUFFIX,
  copyForCreate,
  referenceCodeKinds,
  referenceCodeOf,
  sampleItemProperties,
  type ExportPriceData,
  type ReferenceCodeKind,
} from '@configurator/core';
import { errorMessage } from '../../../api/api-client.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { asCatalogue, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { FlagField, SaveField, VisibilityPicker } from './admin-fields.tsx';
import { ThumbnailUpload } from './ThumbnailUpload.tsx';
import { ArchiveZone } from './ArchiveZone.tsx';
import { PriceExportSettings } from './PriceExportSettings.tsx';

const idList = (text: string): number[] =>
  text
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isInteger(n) && n > 0);

export function ProductSettingsPopup({ product, onClose }: { product: RowOf<'product'>; onClose: () => void }) {
  const navigate = useNavigate();
  const state = useAdminCatalogue();
  const categories = state.productCategory.filter((c) => c.archived !== 1);
  const { error, setError, run } = useBusyAction();
  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('product', product.id, props)));
  const catalogue = asCatalogue(state);
  const sample = sampleItemProperties(catalogue, product);
  const formulas = product.referenceCodeFormulas ?? {};
  const saveFormula = (kind: ReferenceCodeKind, change: { productPropertySequence?: number[]; separator?: string }) => {
    const current = formulas[kind] ?? { productPropertySequence: [], separator: '' };
    void save({ referenceCodeFormulas: { ...formulas, [kind]: { ...current, ...change } } });
  };

  // The export layout's refusal shows in its own section, where the change was made.
  const saveExportLayout = async (exportPriceData: ExportPriceData): Promise<string | null> => {
    try {
      await useAdminCatalogue.getState().update('product', product.id, { exportPriceData });
      return null;
    } catch (caught) {
      return errorMessage(caught);
    }
  };

  const duplicate = () =>
    run(async () => {
      const copy = copyForCreate('product', product);
      const created = await useAdminCatalogue.getState().create('product', { ...copy, title: `${product.title}${COPY_SUFFIX}`.slice(0, 255) });
      onClose();
      void navigate(`/admin/products/${created.id}`);
    });

  return (
    <Modal title="Product settings" onClose={onClose} width={760}>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="admin-actions">
        <button type="button" className="btn" onClick={() => void duplicate()}>
          Duplicate
        </button>
      </div>
      <div className="admin-grid">
        <VisibilityPicker label="Product Visibility Level" value={product.publishLevel} onSave={(publishLevel) => void save({ publishLevel })} />
        <LabelledSelect
          label="Category"
          value={String(product.productCategoryId ?? -1)}
          choices={[{ value: '-1', label: 'Unassigned' }, ...categories.map((c) => ({ value: String(c.id), label: c.title }))]}
          onChange={(v) => void save({ productCategoryId: Number(v) })}
        />
        <SaveField
          label="Current inventory"
          type="number"
          value={product.currentInventory}
          onSave={(v) => save({ currentInventory: Math.trunc(Number(v) || 0) })}
        />
      </div>
      <ThumbnailUpload resource="product" id={product.id} title={product.title} thumbnailUrl={product.thumbnailUrl} />
      <div className="admin-grid">
        <FlagField label="Title required on items" value={product.instanceTitleIsRequired} onSave={(v) => void save({ instanceTitleIsRequired: v })} />
        <FlagField label="Round price to the dollar" value={product.shouldRoundPrice} onSave={(v) => void save({ shouldRoundPrice: v })} />
        <FlagField label="Stocked" value={product.isStocked} onSave={(v) => void save({ isStocked: v })} />
        <FlagField label="Enable dimensions" value={product.enableDimensions} onSave={(v) => void save({ enableDimensions: v })} />
        <FlagField label="Has script" value={product.hasScript} onSave={(v) => void save({ hasScript: v })} />
      </div>
      <h3>Reference codes</h3>
      {referenceCodeKinds.map((kind) => (
        <div key={kind} className="admin-grid">
          <SaveField
            label={`${kind} code`}
            value={product.referenceCodes[kind]}
            onSave={(v) => save({ referenceCodes: { ...product.referenceCodes, [kind]: v } })}
          />
          <SaveField
            label={`${kind} formula: property ids`}
            value={(formulas[kind]?.productPropertySequence ?? []).join(', ')}
            onSave={(v) => saveFormula(kind, { productPropertySequence: idList(v) })}
          />
          <SaveField label={`${kind} separator`} value={formulas[kind]?.separator ?? ''} maxLength={10} onSave={(v) => saveFormula(kind, { separator: v })} />
          <p className="admin-note">
            Sample: <span className="admin-preview">{referenceCodeOf(catalogue, product, kind, sample) || '—'}</span>
          </p>
        </div>
      ))}
      <PriceExportSettings product={product} onSave={saveExportLayout} />
      <ArchiveZone what="product" archived={product.archived === 1} onToggle={() => void save({ archived: product.archived === 1 ? 0 : 1 })} />
    </Modal>
  );
}
