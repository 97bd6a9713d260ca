/**
 * What each catalogue rule does once it fires, compiled on first use and cached per CatalogueIndex
 * (WeakMap), so an evaluation only visits, and a fresh index only compiles, the rules of the options
 * actually selected.
 *
 * Semantics (productRule, fromResourceKey is always productOption; a rule fires while any option in
 * fromIds is selected):
 *  - incompatible, toResourceKey productOption: the options in toIds are unavailable.
 *  - compatible, toResourceKey productOption: in the target property only the options in toIds are
 *    available. The target property is toProductPropertyId; when it is null, each property owning an
 *    option of toIds is restricted to its own toIds.
 *  - incompatible, toResourceKey productProperty (toIds = [propertyId]): that property does not apply.
 *  - compatible, toResourceKey productProperty: that property applies only while the rule fires (see
 *    product-plan.ts for which products this gating concerns).
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { ProductRule } from '../../domain/catalogue.ts';

export type RuleEffect =
  | { kind: 'excludeOptions'; optionIds: readonly number[] }
  | { kind: 'restrictProperty'; propertyId: number; allowed: ReadonlySet<number> }
  | { kind: 'propertyDoesNotApply'; propertyId: number }
  | { kind: 'propertyApplies'; propertyId: number };

/** The properties a rule to a whole property targets: toIds, or toProductPropertyId when toIds is empty. */
export function targetProperties(rule: ProductRule): readonly number[] {
  if (rule.toIds.length > 0) return rule.toIds;
  return rule.toProductPropertyId === null ? [] : [rule.toProductPropertyId];
}

function compileEffects(index: CatalogueIndex, rule: ProductRule): RuleEffect[] {
  if (rule.toResourceKey === 'productProperty') {
    const kind = rule.type === 'incompatible' ? 'propertyDoesNotApply' : 'propertyApplies';
    return targetProperties(rule).map((propertyId) => ({ kind, propertyId }));
  }
  if (rule.type === 'incompatible') return [{ kind: 'excludeOptions', optionIds: rule.toIds }];
  const allowedByProperty = new Map<number, Set<number>>();
  if (rule.toProductPropertyId !== null) allowedByProperty.set(rule.toProductPropertyId, new Set());
  for (const optionId of rule.toIds) {
    const propertyId = rule.toProductPropertyId ?? index.optionsById.get(optionId)?.productPropertyId;
    if (propertyId === undefined) continue; // an option deleted from the catalogue: nothing to allow
    const set = allowedByProperty.get(propertyId) ?? new Set<number>();
    set.add(optionId);
    allowedByProperty.set(propertyId, set);
  }
  return [...allowedByProperty].map(([propertyId, allowed]) => ({ kind: 'restrictProperty', propertyId, allowed }));
}

const effectsCache = new WeakMap<CatalogueIndex, Map<ProductRule, readonly RuleEffect[]>>();

/** One rule's effects, compiled on first use and cached per index (the same objects every time). */
export function effectsOf(index: CatalogueIndex, rule: ProductRule): readonly RuleEffect[] {
  let byRule = effectsCache.get(index);
  if (!byRule) effectsCache.set(index, (byRule = new Map()));
  let effects = byRule.get(rule);
  if (!effects) byRule.set(rule, (effects = compileEffects(index, rule)));
  return effects;
}

const gatingCache = new WeakMap<CatalogueIndex, ReadonlyMap<number, readonly ProductRule[]>>();

/** Property id -> the compatible-to-property rules that make it apply (without compiling every rule). */
export function gatingRulesOf(index: CatalogueIndex): ReadonlyMap<number, readonly ProductRule[]> {
  const cached = gatingCache.get(index);
  if (cached) return cached;
  const gatingRulesByProperty = new Map<number, ProductRule[]>();
  for (const rule of index.catalogue.productRules) {
    if (rule.toResourceKey !== 'productProperty' || rule.type !== 'compatible') continue;
    for (const propertyId of targetProperties(rule)) {
      const list = gatingRulesByProperty.get(propertyId) ?? [];
      list.push(rule);
      gatingRulesByProperty.set(propertyId, list);
    }
  }
  gatingCache.set(index, gatingRulesByProperty);
  return gatingRulesByProperty;
}
