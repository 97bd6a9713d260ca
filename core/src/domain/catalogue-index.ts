/** Lookup maps over a catalogue, built once and shared by rules, pricing and renderers. */
import type { Catalogue, Product, ProductOption, ProductProperty, ProductRule } from './catalogue.ts';
import type { ProductGraphic } from './resources.ts';

export interface CatalogueIndex {
  readonly catalogue: Catalogue;
  readonly productsById: ReadonlyMap<number, Product>;
  readonly propertiesById: ReadonlyMap<number, ProductProperty>;
  readonly optionsById: ReadonlyMap<number, ProductOption>;
  /** Non-archived options per property, sorted by rank then id. */
  readonly optionsByProperty: ReadonlyMap<number, readonly ProductOption[]>;
  /** Rules by each option id in their fromIds. */
  readonly rulesByFromOption: ReadonlyMap<number, readonly ProductRule[]>;
  /** Product graphics by id (those the catalogue carries). */
  readonly graphicsById: ReadonlyMap<number, ProductGraphic>;
}

const byRankThenId = (a: { rank: number; id: number }, b: { rank: number; id: number }) => a.rank - b.rank || a.id - b.id;

/** graphics: the product graphics products draw as their drawing (product.data.graphicId). */
export function indexCatalogue(catalogue: Catalogue, graphics: readonly ProductGraphic[] = []): CatalogueIndex {
  const optionsByProperty = new Map<number, ProductOption[]>();
  for (const option of catalogue.productOptions) {
    if (option.archived) continue;
    const list = optionsByProperty.get(option.productPropertyId) ?? [];
    list.push(option);
    optionsByProperty.set(option.productPropertyId, list);
  }
  for (const list of optionsByProperty.values()) list.sort(byRankThenId);
  const rulesByFromOption = new Map<number, ProductRule[]>();
  for (const rule of catalogue.productRules) {
    for (const from of rule.fromIds) {
      const list = rulesByFromOption.get(from) ?? [];
      list.push(rule);
      rulesByFromOption.set(from, list);
    }
  }
  return {
    catalogue,
    productsById: new Map(catalogue.products.map((p) => [p.id, p])),
    propertiesById: new Map(catalogue.productProperties.map((p) => [p.id, p])),
    optionsById: new Map(catalogue.productOptions.map((o) => [o.id, o])),
    optionsByProperty,
    rulesByFromOption,
    graphicsById: new Map(graphics.map((g) => [g.id, g])),
  };
}

/** The properties applied to a product, non-archived, sorted by rank then id. */
export function propertiesOfProduct(index: CatalogueIndex, product: Product): ProductProperty[] {
  return Object.keys(product.associations.productProperties)
    .map((id) => index.propertiesById.get(Number(id)))
    .filter((p): p is ProductProperty => !!p && !p.archived)
    .sort(byRankThenId);
}

/** Reads a numeric field of an option's data (data may be plain text, then nothing is read). */
export function optionData(option: ProductOption | undefined, key: string): unknown {
  if (!option || typeof option.data !== 'object') return undefined;
  return option.data[key];
}
