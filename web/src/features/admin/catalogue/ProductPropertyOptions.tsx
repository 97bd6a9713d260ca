/**
 * The admin-mode property list on a product (§2): the property title and a scrollable list (max height
 * 300) of its non-archived options by rank, each with an 'offered' checkbox: ticked means the product
 * offers the option (issue 34 item 1: every admin reads a ticked box so); it is still stored as the
 * spec's disabledProductOptionIds, the options not ticked. A property that is not single-select shows
 * its type in words.
 */
import { useId } from 'react';
import type { RowOf } from './admin-catalogue-store.ts';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { propertyTypeLabels } from './property-type-fields.ts';

interface Props {
  product: RowOf<'product'>;
  property: RowOf<'productProperty'>;
  /** offered: the box was ticked (the option leaves disabledProductOptionIds) or cleared (it joins them). */
  onToggle: (optionId: number, offered: boolean) => void;
}

export function ProductPropertyOptions({ product, property, onToggle }: Props) {
  const headingId = useId();
  const options = useAdminCatalogue((s) => s.productOption)
    .filter((o) => o.productPropertyId === property.id && o.archived !== 1)
    .sort(byRankThenId);
  const disabled = product.associations.productProperties[String(property.id)]?.disabledProductOptionIds ?? [];
  return (
    <div className="admin-rule-card">
      <h3 id={headingId}>{property.title}</h3>
      {property.type !== 'singleSelect' ? (
        <p className="admin-note">Type: {propertyTypeLabels[property.type]}</p>
      ) : (
        <ul className="admin-list admin-option-list" aria-labelledby={headingId}>
          {options.map((o) => (
            <li key={o.id}>
              <label className="admin-flag">
                <input type="checkbox" checked={!disabled.includes(o.id)} onChange={(e) => onToggle(o.id, e.target.checked)} />
                <span>{o.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
