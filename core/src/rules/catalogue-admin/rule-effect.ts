/**
 * What a rule card shows live (§2 product rule card, issue 12 item 4): which options of which products
 * one rule removes, computed by the rule engine itself (product-plan, rule-effects, fire-rules) on a
 * catalogue holding only that rule, so an admin sees its effect before saving. A rule that would leave
 * a property of some product with no option at all is flagged.
 */
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import type { Catalogue, ProductRule } from '../../domain/catalogue.ts';
import { fireRules } from '../availability/fire-rules.ts';
import { productPlanOf } from '../availability/product-plan.ts';
import { rulePlanOf } from '../availability/rule-effects.ts';
import type { SelectedValue } from '../availability/selections.ts';

export interface RuleEffectLine {
  productId: number;
  productTitle: string;
  /** The selected option that fires the rule. */
  whenOptionId: number;
  whenOptionTitle: string;
  propertyId: number;
  propertyTitle: string;
  /** Options of the property the rule removes (all of them when the property stops applying). */
  removedOptionTitles: string[];
  /** The property stops applying on this product (a rule to a whole property). */
  propertyRemoved: boolean;
  /** Every option of the property is removed: the item could not be completed. */
  leavesNoOptions: boolean;
}

export function explainRuleEffect(catalogue: Catalogue, rule: ProductRule): RuleEffectLine[] {
  const index = indexCatalogue({ ...catalogue, productRules: [rule] });
  const rules = rulePlanOf(index);
  const lines: RuleEffectLine[] = [];
  for (const product of catalogue.products) {
    if (product.archived) continue;
    const plan = productPlanOf(index, product, 'owner');
    for (const fromId of rule.fromIds) {
      const from = index.optionsById.get(fromId);
      if (!from || !plan.byId.get(from.productPropertyId)?.visibleIds.has(fromId)) continue;
      const selected = new Map<number, SelectedValue>([[from.productPropertyId, { source: 'item', optionId: fromId, value: { optionId: fromId } }]]);
      const fired = fireRules(index, plan, rules, selected);
      for (const target of plan.properties) {
        if (target.property.id === from.productPropertyId) continue;
        const propertyRemoved = fired.notApplying.has(target.property.id);
        const restrictions = fired.restrictions.get(target.property.id) ?? [];
        const removed = propertyRemoved
          ? [...target.options]
          : target.options.filter((o) => fired.excluded.has(o.id) || restrictions.some((r) => !r.allowed.has(o.id)));
        if (!removed.length && !propertyRemoved) continue;
        lines.push({
          productId: product.id,
          productTitle: product.title,
          whenOptionId: fromId,
          whenOptionTitle: from.title,
          propertyId: target.property.id,
          propertyTitle: target.property.title,
          removedOptionTitles: removed.map((o) => o.title),
          propertyRemoved,
          leavesNoOptions: !propertyRemoved && target.options.length > 0 && removed.length === target.options.length,
        });
      }
    }
  }
  return lines;
}
