/**
 * The options panel's sections: the product's properties gathered by property group (group rank
 * order, numbered '1. Title'), then those in no group under 'Options'. Properties that do not apply
 * are left out unless the item still holds a value there (that value is invalid and shown red).
 */
import { propertiesOfProduct, type CatalogueIndex, type ItemEvaluation, type Product, type ProductProperty } from '@configurator/core';

export interface PanelGroup {
  key: string;
  title: string;
  properties: ProductProperty[];
}

export function panelGroups(index: CatalogueIndex, product: Product, evaluation: ItemEvaluation): PanelGroup[] {
  const groups = [...index.catalogue.productPropertyGroups].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const groupOf = (property: ProductProperty): number | null => {
    if (property.productPropertyGroupId !== null) return property.productPropertyGroupId;
    return groups.find((g) => String(property.id) in g.properties)?.id ?? null;
  };
  const shown = propertiesOfProduct(index, product).filter((p) => {
    const availability = evaluation.byPropertyId.get(p.id);
    return !availability || availability.applies || availability.selectionIsInvalid;
  });
  const result: PanelGroup[] = [];
  for (const group of groups) {
    const properties = shown.filter((p) => groupOf(p) === group.id);
    if (properties.length) result.push({ key: `group-${group.id}`, title: group.title, properties });
  }
  const known = new Set(groups.map((g) => g.id));
  const loose = shown.filter((p) => {
    const id = groupOf(p);
    return id === null || !known.has(id);
  });
  if (loose.length) result.push({ key: 'ungrouped', title: 'Options', properties: loose });
  return result.map((g, i) => ({ ...g, title: `${i + 1}. ${g.title}` }));
}
