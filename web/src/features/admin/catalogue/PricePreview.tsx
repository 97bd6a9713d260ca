/** The price of a sample configuration of the product at a date, by core's priceItem (issue 12 item 6). */
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { useMemo, useState } from 'react';
import { formatMoney, indexCatalogue, priceItem, sampleItemProperties, type InstanceProperties } from '@configurator/core';
import { asCatalogue, byRankThenId, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { SaveField } from './admin-fields.tsx';

export function PricePreview({ product, today }: { product: RowOf<'product'>; today: string }) {
  const state = useAdminCatalogue();
  const catalogue = asCatalogue(state);
  const [chosen, setChosen] = useState<InstanceProperties>({});
  const [quantity, setQuantity] = useState(1);
  const [date, setDate] = useState(today);
  const applied = state.productProperty.filter((p) => String(p.id) in product.associations.productProperties).sort(byRankThenId);
  const properties: InstanceProperties = { ...sampleItemProperties(catalogue, product), ...chosen };
  const index = useMemo(() => indexCatalogue(catalogue), [catalogue]);
  const price = priceItem({ index, instance: { productId: product.id, quantity, properties, customPriceInCents: null }, effectivePricingDate: date || today });
  const set = (propertyId: number, value: InstanceProperties[string]) => setChosen({ ...chosen, [String(propertyId)]: value });

  return (
    <div className="admin-rule-card" role="group" aria-labelledby="admin-price-preview-title">
      <h3 id="admin-price-preview-title">Price preview</h3>
      <div className="admin-grid">
        {applied.map((p) =>
          p.type === 'singleSelect' ? (
            <LabelledSelect
              key={p.id}
              label={p.title}
              value={String(properties[String(p.id)]?.optionId ?? '')}
              choices={state.productOption
                .filter((o) => o.productPropertyId === p.id && o.archived !== 1)
                .sort(byRankThenId)
                .map((o) => ({ value: String(o.id), label: o.title }))}
              onChange={(v) => set(p.id, { optionId: Number(v) })}
            />
          ) : p.type === 'dimensions' || p.type === 'number' ? (
            <SaveField
              key={p.id}
              label={p.title}
              type="number"
              value={String(properties[String(p.id)]?.value ?? '')}
              onSave={(v) => set(p.id, { value: Number(v) || 0 })}
            />
          ) : null,
        )}
        <SaveField label="Quantity" type="number" value={quantity} onSave={(v) => setQuantity(Math.max(1, Math.trunc(Number(v) || 1)))} />
        <SaveField label="Pricing date" type="date" value={date} onSave={setDate} />
      </div>
      <p aria-live="polite">
        Unit price{' '}
        <span className="admin-preview" data-testid="preview-unit-price">
          {formatMoney(price.unitPriceInCents)}
        </span>
        , total <span className="admin-preview">{formatMoney(price.totalPriceInCents)}</span>
      </p>
    </div>
  );
}
