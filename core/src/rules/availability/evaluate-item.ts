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
import { messages } from '../messages.ts';
import { contributionsWithSettings } from '../plugin-contributions.ts';
import type { ItemEvaluation, ItemEvaluationInput, PropertyAvailability, UnavailableReason } from '../types.ts';
import { productPlanOf, type ProductPlan } from './product-plan.ts';
import { productRuleIndexOf, type ProductRuleIndex } from './product-rule-index.ts';
import { availabilityOf, fireSelection } from './property-availability.ts';
import { mergedProperties, selectionOf, type Selection } from './selections.ts';

export interface Availability {
  plan: ProductPlan;
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

const selectionFor = (rules: ProductRuleIndex, input: ItemEvaluationInput): Selection =>
  selectionOf(rules.plan, rules.keys, input.properties, input.orderProperties);

/** What an incremental evaluation needs from the evaluation it starts from. */
interface Memo {
  rules: ProductRuleIndex;
  selection: Selection;
  filtered: boolean;
}

/** Keyed by the byPropertyId map, which an Availability and its ItemEvaluation share. */
const memos = new WeakMap<ReadonlyMap<number, PropertyAvailability>, Memo>();

function hasOptionFilters(input: ItemEvaluationInput): boolean {
  return !!input.registry && contributionsWithSettings(input.registry, optionFiltersPoint).length > 0;
}

function availabilityFrom(
  input: ItemEvaluationInput,
  rules: ProductRuleIndex,
  selection: Selection,
  previous?: { byPropertyId: ReadonlyMap<number, PropertyAvailability>; only: readonly boolean[] },
): Availability {
  const { plan } = rules;
  const merged = mergedProperties(plan, input.properties, input.orderProperties);
  const filtered = input.registry && !previous ? filterReasons(input, merged) : undefined;
  const context = { productTitle: input.product.title, filtered: filtered && filtered.size > 0 ? filtered : undefined };
  const states = fireSelection(rules, selection, previous?.only);
  const byPropertyId = new Map<number, PropertyAvailability>();
  for (let i = 0; i < plan.properties.length; i++) {
    const propertyPlan = plan.properties[i]!;
    const id = propertyPlan.property.id;
    const kept = previous && !previous.only[i] ? previous.byPropertyId.get(id) : undefined;
    byPropertyId.set(id, kept ?? availabilityOf(propertyPlan, states[i], selection.optionIds[i]!, selection.fromOrder[i]!, context));
  }
  memos.set(byPropertyId, { rules, selection, filtered: !previous && hasOptionFilters(input) });
  return { plan, byPropertyId, merged };
}

/** Availability only (no validators): what selectOption compares before and after a choice. */
export function evaluateAvailability(input: ItemEvaluationInput): Availability {
  const rules = productRuleIndexOf(input.index, productPlanOf(input.index, input.product, input.role));
  return availabilityFrom(input, rules, selectionFor(rules, input));
}

/**
 * The availability of `input` computed from an earlier evaluation of the same product, role and
 * catalogue: only the properties whose selection changed and those their old and new options' rules
 * target are rebuilt; every other PropertyAvailability is the previous object itself. The changed
 * properties are found by comparing selections, so any change (item or order-level) is safe. Falls
 * back to a full evaluation when the product, role or index differ, or the organisation has option
 * filters (a filter may read any value, so every property may change).
 */
export function evaluateAvailabilityChange(previous: { byPropertyId: ReadonlyMap<number, PropertyAvailability> }, input: ItemEvaluationInput): Availability {
  const memo = memos.get(previous.byPropertyId);
  const rules = productRuleIndexOf(input.index, productPlanOf(input.index, input.product, input.role));
  const selection = selectionFor(rules, input);
  if (!memo || memo.rules !== rules || memo.filtered || hasOptionFilters(input)) return availabilityFrom(input, rules, selection);
  const only = new Array<boolean>(selection.optionIds.length).fill(false);
  const touch = (optionId: number | null, from: number) => {
    if (optionId === null) return;
    const firings = rules.firingsOf(optionId);
    if (firings.propertyIndex === from) for (const target of firings.targets) only[target] = true;
  };
  for (let i = 0; i < only.length; i++) {
    const before = memo.selection.optionIds[i]!;
    const after = selection.optionIds[i]!;
    if (before === after && memo.selection.fromOrder[i] === selection.fromOrder[i]) continue;
    only[i] = true;
    touch(before, i);
    touch(after, i);
  }
  return availabilityFrom(input, rules, selection, { byPropertyId: previous.byPropertyId, only });
}

/** The issue of an invalid selection: the property title and why its option is not allowed. */
export function invalidSelectionMessage(availability: PropertyAvailability, title: string): string {
  const reason = availability.selectedOptionId === null ? undefined : availability.unavailable.get(availability.selectedOptionId);
  const why = !availability.applies
    ? fillTemplate(messages.propertyDoesNotApply, { title })
    : (reason?.message ?? fillTemplate(messages.unknownOptionForProperty, { optionId: availability.selectedOptionId ?? '', title }));
  return fillTemplate(messages.invalidSelection, { title, reason: why });
}

function itemEvaluationOf(input: ItemEvaluationInput, { plan, byPropertyId, merged }: Availability): ItemEvaluation {
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

export function evaluateItem(input: ItemEvaluationInput): ItemEvaluation {
  return itemEvaluationOf(input, evaluateAvailability(input));
}

/**
 * evaluateItem after a change, from the previous evaluation of the same item (the option picker's
 * path): equal to evaluateItem(input), rebuilding only what the change touches (see
 * evaluateAvailabilityChange). Unchanged properties share their PropertyAvailability with `previous`.
 */
export function evaluateItemChange(previous: ItemEvaluation, input: ItemEvaluationInput): ItemEvaluation {
  return itemEvaluationOf(input, evaluateAvailabilityChange(previous, input));
}
