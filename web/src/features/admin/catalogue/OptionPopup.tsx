/**
 * The product option popup in admin mode (§2): title, thumbnail (the upload box), reference codes, visibility (owners only: every admin screen is), its rules
 * with add rule, the option's data as a form of its property's data fields (OptionDataForm) and, for
 * the data-fields editors the spec names, the JSON data editor; ARCHIVE / UNARCHIVE apart at the end
 * (archiving navigates to the properties list). Option data is stored as an object when it parses and
 * as text otherwise (§5).
 */
import { useNavigate } from 'react-router-dom';
import { parseOptionData, referenceCodeKinds } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { useSession } from '../../session/session-store.ts';
import { useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { SaveField, VisibilityPicker } from './admin-fields.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import { RuleCard } from './RuleCard.tsx';
import { ThumbnailUpload } from './ThumbnailUpload.tsx';
import { OptionDataForm } from './OptionDataForm.tsx';
import { ArchiveZone } from './ArchiveZone.tsx';

interface Props {
  option: RowOf<'productOption'>;
  onClose: () => void;
}

export function OptionPopup({ option, onClose }: Props) {
  const navigate = useNavigate();
  const session = useSession();
  const rules = useAdminCatalogue((s) => s.productRule).filter((r) => r.fromIds.includes(option.id));
  const dataFields = useAdminCatalogue((s) => s.productProperty.find((p) => p.id === option.productPropertyId)?.productOptionDataFields) ?? [];
  const canEditJson = useAdminCatalogue((s) => s.canEditOptionDataFields);
  const { error, setError, run } = useBusyAction();
  const save = (props: Record<string, unknown>) => run(async () => void (await useAdminCatalogue.getState().update('productOption', option.id, props)));

  const toggleArchive = () =>
    run(async () => {
      const archiving = option.archived !== 1;
      await useAdminCatalogue.getState().update('productOption', option.id, { archived: archiving ? 1 : 0 });
      if (archiving) {
        onClose();
        void navigate('/admin/product-properties');
      }
    });
  const addRule = () =>
    run(async () => {
      await useAdminCatalogue.getState().create('productRule', {
        orgId: session.activeOrg.id,
        fromResourceKey: 'productOption',
        toResourceKey: 'productOption',
        fromIds: [option.id],
        toIds: [],
        type: 'incompatible',
      });
    });

  return (
    <Modal title={option.title} onClose={onClose} width={760}>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="admin-grid">
        <SaveField label="Title" value={option.title} onSave={(title) => save({ title })} />
        <VisibilityPicker label="Product Option Visibility" value={option.publishLevel} onSave={(publishLevel) => void save({ publishLevel })} />
        {referenceCodeKinds.map((kind) => (
          <SaveField
            key={kind}
            label={`${kind} code`}
            value={option.referenceCodes[kind]}
            onSave={(v) => save({ referenceCodes: { ...option.referenceCodes, [kind]: v } })}
          />
        ))}
      </div>
      <ThumbnailUpload resource="productOption" id={option.id} title={option.title} thumbnailUrl={option.thumbnailUrl} />
      {dataFields.length > 0 && <OptionDataForm fields={dataFields} data={option.data} onSave={(data) => void save({ data })} />}
      {canEditJson && (
        <JsonEditor
          label="Option data (JSON)"
          value={option.data}
          onValid={(_value, text) => void save({ data: parseOptionData(text) })}
          onInvalid={(text) => {
            // The spec keeps text that is not JSON as plain text, with a console note.
            console.log('Option data is not JSON; stored as text.');
            void save({ data: text });
          }}
        />
      )}
      <h3>Rules</h3>
      {rules.map((rule) => (
        <RuleCard key={rule.id} rule={rule} />
      ))}
      <div className="admin-actions">
        <button type="button" className="btn" onClick={() => void addRule()}>
          Add rule
        </button>
      </div>
      <ArchiveZone what="option" archived={option.archived === 1} onToggle={() => void toggleArchive()} />
    </Modal>
  );
}
