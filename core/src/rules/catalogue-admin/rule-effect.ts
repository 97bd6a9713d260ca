/**
 * What a rule card shows live (§2 product rule card, issue 12 item 4): which options of which products
 * one rule removes, computed by the order page's own engine (evaluateItem) on a catalogue holding only
 * that rule, so an admin sees its effect before saving, exactly as an item will feel it. For each
 * option the rule starts from, an item of each product with only that option chosen is evaluated:
 * the other properties' unavailable options (reason: this rule) and the properties that stop applying
 * are what the rule removes. A rule that would leave a property of some product with no option at all
 * is flagged.
 */
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import type { Catalogue, ProductRule } from '../../domain/catalogue.ts';
import { evaluateItem } from '../availability/evaluate-item.ts';

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
  const lines: RuleEffectLine[] = [];
  for (const product of catalogue.products) {
    if (product.archived) continue;
    for (const fromId of rule.fromIds) {
      const from = index.optionsById.get(fromId);
      if (!from) continue;
      // No registry: the organisation's option filters and validators are not the rule's doing.
      const { byPropertyId } = evaluateItem({
        index,
        product,
        properties: { [String(from.productPropertyId)]: { optionId: fromId } },
        role: 'owner',
        orgId: product.orgId,
      });
      // The product must offer the option (carry its property, not disable or hide it) for the rule to fire there.
      if (!byPropertyId.get(from.productPropertyId)?.options.some((o) => o.id === fromId)) continue;
      for (const [propertyId, availability] of byPropertyId) {
        if (propertyId === from.productPropertyId) continue;
        const propertyRemoved = !availability.applies;
        const removed = propertyRemoved ? availability.options : availability.options.filter((o) => availability.unavailable.get(o.id)?.ruleId === rule.id);
        if (!removed.length && !propertyRemoved) continue;
        lines.push({
          productId: product.id,
          productTitle: product.title,
          whenOptionId: fromId,
          whenOptionTitle: from.title,
          propertyId,
          propertyTitle: index.propertiesById.get(propertyId)?.title ?? '',
          removedOptionTitles: removed.map((o) => o.title),
          propertyRemoved,
          leavesNoOptions: !propertyRemoved && availability.options.length > 0 && removed.length === availability.options.length,
        });
      }
    }
  }
  return lines;
}
