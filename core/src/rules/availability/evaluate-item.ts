/**
 * evaluateItem: per applied property, the visible options, the allowed subset, why each other visible
 * option is unavailable, whether the property applies and whether its selection is invalid; then the
 * organisation's item validators. Pure; the same code runs in the browser and on the server.
 *
 * Reasons, first match wins: an option filter of the organisation (kind 'filter'), an incompatible
 * rule, a compatible rule restricting the property (kind 'rule', naming the rule and the selected
 * option). Hidden options (disabled for the product, publishLevel) are not listed, see product-plan.ts.
 *
 * selectionIsInvalid: the selected option is not allowed (unknown, hidden, filtered or excluded), or
 * the item holds its own value in a property that does not apply. An order-level value in a property
 * that does not apply on this item is simply ignored there (the order holds it, not the item).
 */
import type { ItemIssue, ItemRuleContext } from '../../plugins/payloads.ts';
import { itemValidatorsPoint, optionFiltersPoint } from '../../plugins/extension-points.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import type { ProductOption } from '../../domain/catalogue.ts';
import { messages } from '../messages.ts';
import { contributionsWithSettings } from '../plugin-contributions.ts';
import type { ItemEvaluation, ItemEvaluationInput, PropertyAvailability, UnavailableReason } from '../types.ts';
import { fireRules, type FiredRules } from './fire-rules.ts';
import { productPlanOf, type ProductPlan, type PropertyPlan } from './product-plan.ts';
import { rulePlanOf } from './rule-effects.ts';
import { mergedProperties, selectedOptions, type SelectedValue } from './selections.ts';

export interface Availability {
  plan: ProductPlan;
  selected: Map<number, SelectedValue>;
  byPropertyId: Map<number, PropertyAvailability>;
  /** Item properties with order-level values laid over them (what plugins see). */
  merged: ItemEvaluationInput['properties'];
}

export function ruleContextOf(input: ItemEvaluationInput, merged: ItemEvaluationInput['properties'], settings: Record<string, unknown>): ItemRuleContext {
  return { orgId: input.orgId, role: input.role, product: input.product, properties: merged, catalogue: input.index, settings };
}

function filterReasons(input: ItemEvaluationInput, merged: ItemEvaluationInput['properties']): Map<number, UnavailableReason> {
  const reasons = new Map<number, UnavailableReason>();
  for (const { value: filter, settings } of contributionsWithSettings(input.registry, optionFiltersPoint)) {
    for (const removed of filter(ruleContextOf(input, merged, settings))) {
      if (!reasons.has(removed.optionId)) reasons.set(removed.optionId, { kind: 'filter', message: removed.reason });
    }
  }
  return reasons;
}

function reasonFor(option: ProductOption, propertyId: number, fired: FiredRules, filtered: Map<number, UnavailableReason>): UnavailableReason | undefined {
  const byFilter = filtered.get(option.id);
  if (byFilter) return byFilter;
  const byRule = fired.excluded.get(option.id);
  if (byRule) return byRule;
  for (const restriction of fired.restrictions.get(propertyId) ?? []) {
    if (!restriction.allowed.has(option.id)) return restriction.reason;
  }
  return undefined;
}

/** Why a selected option that is not in the visible list is invalid (disabled for the product, or unknown/hidden). */
function hiddenSelectionReason(input: ItemEvaluationInput, propertyPlan: PropertyPlan, optionId: number): UnavailableReason | undefined {
  if (!propertyPlan.disabledIds.has(optionId)) return undefined;
  return { kind: 'disabledForProduct', message: fillTemplate(messages.notOfferedForProduct, { product: input.product.title }) };
}

function availabilityOf(input: ItemEvaluationInput, propertyPlan: PropertyPlan, selected: SelectedValue | undefined, fired: FiredRules, filtered: Map<number, UnavailableReason>): PropertyAvailability {
  const propertyId = propertyPlan.property.id;
  const allowed: ProductOption[] = [];
  const unavailable = new Map<number, UnavailableReason>();
  for (const option of propertyPlan.options) {
    const reason = reasonFor(option, propertyId, fired, filtered);
    if (reason) unavailable.set(option.id, reason);
    else allowed.push(option);
  }
  const applies = !fired.notApplying.has(propertyId) && (!propertyPlan.gated || fired.madeToApply.has(propertyId));
  const selectedOptionId = selected?.optionId ?? null;
  let selectionIsInvalid = false;
  if (selectedOptionId !== null) {
    if (!applies) selectionIsInvalid = selected?.source === 'item';
    else if (!propertyPlan.visibleIds.has(selectedOptionId)) {
      selectionIsInvalid = true;
      const reason = hiddenSelectionReason(input, propertyPlan, selectedOptionId);
      if (reason) unavailable.set(selectedOptionId, reason);
    } else selectionIsInvalid = unavailable.has(selectedOptionId);
  }
  // A copy: callers may sort or filter it without touching the cached plan.
  return { propertyId, applies, options: propertyPlan.options.slice(), allowed, unavailable, selectedOptionId, selectionIsInvalid };
}

/** Availability only (no validators): what selectOption compares before and after a choice. */
export function evaluateAvailability(input: ItemEvaluationInput): Availability {
  const plan = productPlanOf(input.index, input.product, input.role);
  const selected = selectedOptions(plan, input.properties, input.orderProperties);
  const fired = fireRules(input.index, plan, rulePlanOf(input.index), selected);
  const merged = mergedProperties(plan, input.properties, input.orderProperties);
  const filtered = input.registry ? filterReasons(input, merged) : new Map<number, UnavailableReason>();
  const byPropertyId = new Map<number, PropertyAvailability>();
  for (const propertyPlan of plan.properties) {
    byPropertyId.set(propertyPlan.property.id, availabilityOf(input, propertyPlan, selected.get(propertyPlan.property.id), fired, filtered));
  }
  return { plan, selected, byPropertyId, merged };
}

/** The issue of an invalid selection: the property title and why its option is not allowed. */
export function invalidSelectionMessage(availability: PropertyAvailability, title: string): string {
  const reason = availability.selectedOptionId === null ? undefined : availability.unavailable.get(availability.selectedOptionId);
  const why = !availability.applies
    ? fillTemplate(messages.propertyDoesNotApply, { title })
    : reason?.message ?? fillTemplate(messages.unknownOptionForProperty, { optionId: availability.selectedOptionId ?? '', title });
  return fillTemplate(messages.invalidSelection, { title, reason: why });
}

export function evaluateItem(input: ItemEvaluationInput): ItemEvaluation {
  const { plan, byPropertyId, merged } = evaluateAvailability(input);
  const issues: ItemIssue[] = [];
  for (const { property } of plan.properties) {
    const availability = byPropertyId.get(property.id)!;
    if (availability.selectionIsInvalid) {
      issues.push({ propertyId: property.id, severity: 'error', message: invalidSelectionMessage(availability, property.title) });
    }
  }
  for (const { value: validate, settings } of contributionsWithSettings(input.registry, itemValidatorsPoint)) {
    issues.push(...validate(ruleContextOf(input, merged, settings)));
  }
  return { byPropertyId, issues, isValid: !issues.some((i) => i.severity === 'error') };
}
