/**
 * Per product and role: the properties applied to the product and the options the role may see,
 * computed once and cached per CatalogueIndex (a product object replaced in the index is recomputed).
 *
 * Visible options of a property: its non-archived options (rank order, from the index), minus
 *  - options whose id is in product.associations.productProperties[propertyId].disabledProductOptionIds:
 *    the product does not offer them, so they are HIDDEN from the picker (not greyed): a property shared
 *    by many products would otherwise list every other product's options. If such an option is still
 *    selected, the evaluation reports it with reason kind 'disabledForProduct' so the red chip can say why;
 *  - options whose publishLevel the role may not see (visiblePublishLevels in domain/roles.ts): hidden
 *    entirely, never explained (guests must not learn that internal options exist).
 *
 * Gating: a compatible rule to a whole property P makes P apply only while one of its from options is
 * selected, on the products where that can happen, i.e. products having a property of a from option.
 * A product without any from option's property is not concerned by the rule (otherwise P could never
 * apply there).
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import { propertiesOfProduct } from '../../domain/catalogue-index.ts';
import type { Product, ProductOption, ProductProperty } from '../../domain/catalogue.ts';
import type { OrgRole } from '../../domain/roles.ts';
import { visiblePublishLevels } from '../../domain/roles.ts';
import { gatingRulesOf } from './rule-effects.ts';

export interface PropertyPlan {
  property: ProductProperty;
  /** Visible options, rank order. */
  options: readonly ProductOption[];
  visibleIds: ReadonlySet<number>;
  disabledIds: ReadonlySet<number>;
  /** True when compatible-to-property rules decide whether it applies on this product. */
  gated: boolean;
}

export interface ProductPlan {
  product: Product;
  properties: readonly PropertyPlan[];
  byId: ReadonlyMap<number, PropertyPlan>;
}

const cache = new WeakMap<CatalogueIndex, Map<string, ProductPlan>>();

function buildPlan(index: CatalogueIndex, product: Product, role: OrgRole): ProductPlan {
  const levels = visiblePublishLevels[role];
  const applied = propertiesOfProduct(index, product);
  const appliedIds = new Set(applied.map((p) => p.id));
  const gatingRulesByProperty = gatingRulesOf(index);
  const properties = applied.map((property): PropertyPlan => {
    const disabledIds = new Set(product.associations.productProperties[String(property.id)]?.disabledProductOptionIds ?? []);
    const options = (index.optionsByProperty.get(property.id) ?? []).filter((o) => !disabledIds.has(o.id) && levels.includes(o.publishLevel));
    const gated = (gatingRulesByProperty.get(property.id) ?? []).some((rule) =>
      rule.fromIds.some((id) => appliedIds.has(index.optionsById.get(id)?.productPropertyId ?? Number.NaN)),
    );
    return { property, options, visibleIds: new Set(options.map((o) => o.id)), disabledIds, gated };
  });
  return { product, properties, byId: new Map(properties.map((p) => [p.property.id, p])) };
}

export function productPlanOf(index: CatalogueIndex, product: Product, role: OrgRole): ProductPlan {
  let plans = cache.get(index);
  if (!plans) cache.set(index, (plans = new Map()));
  const key = `${product.id}:${role}`;
  const cached = plans.get(key);
  if (cached && cached.product === product) return cached;
  const plan = buildPlan(index, product, role);
  plans.set(key, plan);
  return plan;
}
