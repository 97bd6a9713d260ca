/**
 * One productPricingRule in the price editor (design in core/src/domain/catalogue.ts): its kind's
 * fields (amount, option, per-unit price with unit, dimension properties and minimum, quantity break),
 * validity dates, delete. Amounts are typed in dollars and stored in cents.
 */
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import type { ProductPricingRule } from '@configurator/core';
import { useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { SaveField } from './admin-fields.tsx';

export const pricingKindLabels: Record<ProductPricingRule['kind'], string> = {
  basePrice: 'Base price',
  optionPrice: 'Option price',
  perArea: 'Price per area',
  perLength: 'Price per length',
  quantityBreak: 'Quantity break',
};

const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
const cents = (text: string) => Math.round((Number.parseFloat(text) || 0) * 100);

interface Props {
  rule: RowOf<'productPricingRule'>;
  optionChoices: { value: string; label: string }[];
  propertyChoices: { value: string; label: string }[];
  onSave: (props: Record<string, unknown>) => void;
}

export function PricingRuleRow({ rule, optionChoices, propertyChoices, onSave }: Props) {
  const data = (change: Record<string, unknown>) => onSave({ data: { ...rule.data, ...change } });
  const propertyPick = (label: string, key: 'widthPropertyId' | 'heightPropertyId' | 'lengthPropertyId') => (
    <LabelledSelect
      label={label}
      value={String(rule.data[key] ?? '')}
      choices={[{ value: '', label: 'None' }, ...propertyChoices]}
      onChange={(v) => data({ [key]: v ? Number(v) : undefined })}
    />
  );
  const isDimension = rule.kind === 'perArea' || rule.kind === 'perLength';
  return (
    <div className="admin-rule-card" role="group" aria-label={`${pricingKindLabels[rule.kind]} ${rule.id}`}>
      <div className="admin-page-header">
        <strong>{pricingKindLabels[rule.kind]}</strong>
        <button type="button" className="btn btn-small btn-danger" onClick={() => void useAdminCatalogue.getState().destroy('productPricingRule', rule.id)}>
          Delete
        </button>
      </div>
      <div className="admin-grid">
        {rule.kind !== 'quantityBreak' && !isDimension && (
          <SaveField label="Amount ($)" type="number" value={dollars(rule.amountInCents)} onSave={(v) => onSave({ amountInCents: cents(v) })} />
        )}
        {rule.kind !== 'basePrice' && (
          <LabelledSelect
            label={rule.kind === 'optionPrice' ? 'Option' : 'Only with option'}
            value={String(rule.productOptionId ?? '')}
            choices={[{ value: '', label: 'None' }, ...optionChoices]}
            onChange={(v) => onSave({ productOptionId: v ? Number(v) : null })}
          />
        )}
        {isDimension && (
          <>
            <SaveField
              label="Price per unit ($)"
              type="number"
              value={dollars(rule.data.unitPriceInCents)}
              onSave={(v) => data({ unitPriceInCents: cents(v) })}
            />
            <LabelledSelect
              label="Unit"
              value={rule.data.unit ?? (rule.kind === 'perArea' ? 'sqft' : 'ft')}
              choices={(rule.kind === 'perArea' ? ['sqft', 'sqm'] : ['ft', 'm']).map((u) => ({ value: u, label: u }))}
              onChange={(unit) => data({ unit })}
            />
            {rule.kind === 'perArea' ? (
              <>
                {propertyPick('Width property', 'widthPropertyId')}
                {propertyPick('Height property', 'heightPropertyId')}
              </>
            ) : (
              propertyPick('Length property', 'lengthPropertyId')
            )}
            <SaveField
              label="Minimum ($)"
              type="number"
              value={dollars(rule.data.minimumInCents)}
              onSave={(v) => data({ minimumInCents: Math.max(0, cents(v)) })}
            />
          </>
        )}
        {rule.kind === 'quantityBreak' && (
          <>
            <SaveField
              label="From quantity"
              type="number"
              value={rule.data.minQuantity}
              onSave={(v) => data({ minQuantity: Math.max(1, Math.trunc(Number(v) || 1)) })}
            />
            <SaveField
              label="Percent off"
              type="number"
              value={rule.data.percentOff}
              onSave={(v) => data({ percentOff: Math.min(100, Math.max(0, Number(v) || 0)) })}
            />
          </>
        )}
        <SaveField label="Valid from" type="date" value={rule.validFrom?.slice(0, 10)} onSave={(v) => onSave({ validFrom: v || null })} />
        <SaveField label="Valid until" type="date" value={rule.validTo?.slice(0, 10)} onSave={(v) => onSave({ validTo: v || null })} />
      </div>
    </div>
  );
}
