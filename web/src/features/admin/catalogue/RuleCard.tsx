/**
 * A product rule card (§2, §4): type incompatible / compatible, target an option or a whole property,
 * the property and its options; delete asks 'Are you sure?'. Changing the target kind to a property
 * makes toIds that one property id; changing the property clears toIds. The card shows live what the
 * rule removes (RuleEffect).
 */
import { catalogueAdminMessages, ruleTypes } from '@configurator/core';
import { askConfirm } from '../../../ui/dialogs.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { byRankThenId, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';

import { RuleEffect } from './RuleEffect.tsx';

type Rule = RowOf<'productRule'>;

export function RuleCard({ rule }: { rule: Rule }) {
  const properties = useAdminCatalogue((s) => s.productProperty)
    .filter((p) => p.archived !== 1)
    .sort(byRankThenId);
  const options = useAdminCatalogue((s) => s.productOption);
  const { error, setError, run } = useBusyAction();
  const save = (props: Partial<Rule>) => run(async () => void (await useAdminCatalogue.getState().update('productRule', rule.id, props)));
  const propertyId =
    rule.toProductPropertyId ??
    (rule.toResourceKey === 'productProperty' ? rule.toIds[0] : options.find((o) => o.id === rule.toIds[0])?.productPropertyId) ??
    null;
  const targetOptions = options.filter((o) => o.productPropertyId === propertyId && o.archived !== 1).sort(byRankThenId);

  const setTargetKind = (toResourceKey: Rule['toResourceKey']) =>
    void save(toResourceKey === 'productProperty' ? { toResourceKey, toIds: propertyId ? [propertyId] : [] } : { toResourceKey, toIds: [] });
  const setProperty = (value: string) => {
    const id = value ? Number(value) : null;
    void save(rule.toResourceKey === 'productProperty' ? { toProductPropertyId: id, toIds: id ? [id] : [] } : { toProductPropertyId: id, toIds: [] });
  };
  const toggleOption = (optionId: number, on: boolean) =>
    void save({ toIds: on ? [...new Set([...rule.toIds, optionId])] : rule.toIds.filter((id) => id !== optionId) });
  const remove = async () => {
    if (await askConfirm(catalogueAdminMessages.confirmDeleteRule, 'Delete')) await run(() => useAdminCatalogue.getState().destroy('productRule', rule.id));
  };

  return (
    <div className="admin-rule-card" role="group" aria-label={`Rule ${rule.id}`}>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="admin-grid">
        <LabelledSelect label="Type" value={rule.type} choices={ruleTypes.map((t) => ({ value: t, label: t }))} onChange={(type) => void save({ type })} />
        <LabelledSelect
          label="Target"
          value={rule.toResourceKey}
          choices={[
            { value: 'productOption', label: 'Options' },
            { value: 'productProperty', label: 'Whole property' },
          ]}
          onChange={setTargetKind}
        />
        <LabelledSelect
          label="Property"
          value={propertyId === null ? '' : String(propertyId)}
          choices={[{ value: '', label: 'Choose a property' }, ...properties.map((p) => ({ value: String(p.id), label: p.title }))]}
          onChange={setProperty}
        />
      </div>
      {rule.toResourceKey === 'productOption' && propertyId !== null && (
        <fieldset className="admin-grid">
          <legend>Options</legend>
          {targetOptions.map((o) => (
            <label key={o.id} className="admin-flag">
              <input type="checkbox" checked={rule.toIds.includes(o.id)} onChange={(e) => toggleOption(o.id, e.target.checked)} />
              <span>{o.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <RuleEffect rule={rule} />
      <button type="button" className="btn btn-small btn-danger" onClick={() => void remove()}>
        Delete rule
      </button>
    </div>
  );
}
