/**
 * A reference code built by a product's formula (spec §3 referenceCodeFormulas: productPropertySequence
 * and separator): per property in the sequence, the selected option's own code of that kind (else its
 * title), or the item's value for a scalar property; empty parts are skipped. Our reading: the spec
 * names the fields but not the assembly. The admin previews it on a sample item (each property's
 * first option).
 */
import type { Catalogue, Product, ReferenceCodeFormulas } from '../../domain/catalogue.ts';
import type { InstanceProperties } from '../../domain/order.ts';

export type ReferenceCodeKind = keyof ReferenceCodeFormulas;
export const referenceCodeKinds: readonly ReferenceCodeKind[] = ['catalog', 'factory', 'machining'];

export function referenceCodeOf(catalogue: Catalogue, product: Product, kind: ReferenceCodeKind, properties: InstanceProperties): string {
  const formula = product.referenceCodeFormulas?.[kind];
  const base = product.referenceCodes[kind] ?? '';
  if (!formula || !formula.productPropertySequence.length) return base;
  const parts = formula.productPropertySequence.map((propertyId) => {
    const value = properties[String(propertyId)];
    if (value?.optionId != null) {
      const option = catalogue.productOptions.find((o) => o.id === value.optionId);
      return option ? (option.referenceCodes[kind] ?? option.title) : '';
    }
    return value?.value == null ? '' : String(value.value);
  });
  return [base, ...parts].filter((p) => p !== '').join(formula.separator);
}

/** A sample item of the product: the first non-archived option (by rank) of each applied property. */
export function sampleItemProperties(catalogue: Catalogue, product: Product): InstanceProperties {
  const sample: InstanceProperties = {};
  for (const propertyId of Object.keys(product.associations.productProperties)) {
    const disabled = new Set(product.associations.productProperties[propertyId]?.disabledProductOptionIds ?? []);
    const first = catalogue.productOptions
      .filter((o) => String(o.productPropertyId) === propertyId && !o.archived && !disabled.has(o.id))
      .sort((a, b) => a.rank - b.rank || a.id - b.id)[0];
    if (first) sample[propertyId] = { optionId: first.id };
  }
  return sample;
}
