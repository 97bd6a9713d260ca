/**
 * Fires the rules of the selected options. Cost: proportional to the rules of the selected options
 * and their targets, never to (all options x all rules).
 *
 * Choices made here (documented because the spec does not say):
 *  - Every selected option fires its rules, including one that is itself unavailable or in a
 *    property that does not apply: evaluation stays one pass, independent of property order. The
 *    picker never leaves a stale value in a property that stops applying (selectOption clears it).
 *  - A property's own selection never restricts that property: choosing another option there
 *    replaces the selected one, so an incompatible rule between two options of one property does
 *    not grey the alternatives, and a selection cannot invalidate itself.
 *  - Several compatible rules on one property intersect (each must allow the option); the first
 *    firing rule (catalogue order of the selected options' rules) gives the reason.
 *  - A property applies unless an incompatible-to-property rule fires; a gated property (see
 *    product-plan.ts) additionally needs one of its compatible-to-property rules to fire.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';
import type { UnavailableReason } from '../types.ts';
import type { ProductPlan } from './product-plan.ts';
import type { RulePlan } from './rule-effects.ts';
import type { SelectedValue } from './selections.ts';

export interface Restriction {
  allowed: ReadonlySet<number>;
  reason: UnavailableReason;
}

export interface FiredRules {
  /** Option id -> reason, from incompatible rules (first reason wins). */
  excluded: Map<number, UnavailableReason>;
  /** Property id -> restrictions from compatible rules. */
  restrictions: Map<number, Restriction[]>;
  /** Property id -> the reason it does not apply (incompatible-to-property). */
  notApplying: Map<number, UnavailableReason>;
  /** Gated properties made to apply by a compatible-to-property rule. */
  madeToApply: Set<number>;
}

export function fireRules(index: CatalogueIndex, plan: ProductPlan, rules: RulePlan, selected: ReadonlyMap<number, SelectedValue>): FiredRules {
  const fired: FiredRules = { excluded: new Map(), restrictions: new Map(), notApplying: new Map(), madeToApply: new Set() };
  for (const [fromPropertyId, { optionId }] of selected) {
    if (optionId === null) continue;
    const compiled = rules.byFromOption.get(optionId);
    if (!compiled) continue;
    const option = index.optionsById.get(optionId);
    // An id that is not an option of this property fires nothing (it is reported invalid instead).
    if (!option || option.productPropertyId !== fromPropertyId) continue;
    const message = fillTemplate(messages.notAvailableWith, {
      option: option.title,
      property: plan.byId.get(fromPropertyId)?.property.title ?? '',
    });
    for (const { rule, effects } of compiled) {
      const reason: UnavailableReason = { kind: 'rule', message, ruleId: rule.id, byOptionId: optionId };
      for (const effect of effects) {
        switch (effect.kind) {
          case 'excludeOptions':
            for (const id of effect.optionIds) {
              if (!fired.excluded.has(id) && index.optionsById.get(id)?.productPropertyId !== fromPropertyId) fired.excluded.set(id, reason);
            }
            break;
          case 'restrictProperty':
            if (effect.propertyId === fromPropertyId) break;
            pushTo(fired.restrictions, effect.propertyId, { allowed: effect.allowed, reason });
            break;
          case 'propertyDoesNotApply':
            if (effect.propertyId !== fromPropertyId && !fired.notApplying.has(effect.propertyId)) fired.notApplying.set(effect.propertyId, reason);
            break;
          case 'propertyApplies':
            fired.madeToApply.add(effect.propertyId);
            break;
        }
      }
    }
  }
  return fired;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
