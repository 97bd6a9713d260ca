/**
 * Choosing an option (spec catalogue §4 order-picker selection, §5; orders §5 order-level change).
 *
 * selectOption(input, P, X):
 *  1. P must be applied to the product and apply now; X must be visible and available in P
 *     (otherwise refused with the option's reason: the picker greys it, the server must refuse it too).
 *  2. X is written to the item; each property that stops applying loses the item's own value
 *     ("updates dependent properties"), repeated until stable since clearing can change other rules.
 *  3. Every property that applies and either holds a value or is a singleSelect is checked: if this
 *     choice leaves it with zero allowed options, the choice is refused with
 *     'Oops selecting this option means {title} will not have any options. ...' (see emptiedProperty).
 *  4. On success the organisation's option-selected hooks run and their alerts are returned.
 *
 * selectOrderLevelOption: the same for every item carrying the property, with the value written to
 * the order-level values and to the copy of each item where the property applies; refused as a whole
 * if any item refuses. Hooks run per item; an alert shown by several items is returned once.
 */
import { fillTemplate } from '../../plugins/defaults.ts';
import { optionSelectedHooksPoint } from '../../plugins/extension-points.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { messages } from '../messages.ts';
import { contributionsWithSettings } from '../plugin-contributions.ts';
import type { ItemEvaluationInput, OrderLevelSelectionResult, SelectionResult } from '../types.ts';
import { evaluateAvailability, evaluateAvailabilityChange, ruleContextOf, type Availability } from './evaluate-item.ts';

type Refusal = { ok: false; message: string; propertyId: number };

/** Why X cannot be chosen in P before anything is written, or undefined when it can. */
function refusalBeforeChoice(input: ItemEvaluationInput, before: Availability, propertyId: number, optionId: number): Refusal | undefined {
  const propertyPlan = before.plan.byId.get(propertyId);
  if (!propertyPlan) return { ok: false, propertyId, message: fillTemplate(messages.propertyNotOnProduct, { propertyId }) };
  const title = propertyPlan.property.title;
  const availability = before.byPropertyId.get(propertyId)!;
  if (!availability.applies) return { ok: false, propertyId, message: fillTemplate(messages.propertyDoesNotApply, { title }) };
  if (!propertyPlan.visibleIds.has(optionId)) {
    const message = propertyPlan.disabledIds.has(optionId)
      ? fillTemplate(messages.notOfferedForProduct, { product: input.product.title })
      : fillTemplate(messages.unknownOptionForProperty, { optionId, title });
    return { ok: false, propertyId, message };
  }
  const reason = availability.unavailable.get(optionId);
  return reason ? { ok: false, propertyId, message: reason.message } : undefined;
}

/**
 * Removes the item's own values of properties that stop applying, until none is left. Each round
 * differs from the one before by a few selections, so it is evaluated incrementally from it.
 */
function settle(input: ItemEvaluationInput, before: Availability): { properties: InstanceProperties; after: Availability } {
  let properties = input.properties;
  let previous = before;
  for (;;) {
    const after = evaluateAvailabilityChange(previous, { ...input, properties });
    previous = after;
    const stale = [...after.byPropertyId.values()].filter((a) => !a.applies && properties[String(a.propertyId)] !== undefined);
    if (stale.length === 0) return { properties, after };
    properties = { ...properties };
    for (const a of stale) delete properties[String(a.propertyId)];
  }
}

/**
 * The first property this choice leaves without options (the Oops refusal), or undefined. Checked:
 * properties that apply after the choice and hold a value, or are singleSelects with options for the
 * role. Not refused: a property that already applied with no allowed option before the choice (the
 * choice did not empty it; e.g. a filter reading a dimension emptied it).
 */
export function emptiedProperty(before: Availability, after: Availability): Refusal | undefined {
  for (const { property } of after.plan.properties) {
    const now = after.byPropertyId.get(property.id)!;
    if (!now.applies || now.allowed.length > 0) continue;
    const mustHaveOptions = now.selectedOptionId !== null || (property.type === 'singleSelect' && now.options.length > 0);
    const was = before.byPropertyId.get(property.id);
    const alreadyEmpty = !!was && was.applies && was.allowed.length === 0;
    if (mustHaveOptions && !alreadyEmpty) {
      return { ok: false, propertyId: property.id, message: fillTemplate(messages.selectionLeavesPropertyEmpty, { title: property.title }) };
    }
  }
  return undefined;
}

function runHooks(input: ItemEvaluationInput, after: Availability, propertyId: number, optionId: number): string[] {
  const alerts: string[] = [];
  for (const { value: hook, settings } of contributionsWithSettings(input.registry, optionSelectedHooksPoint)) {
    const result = hook({ ...ruleContextOf(input, after.merged, settings), propertyId, optionId });
    if (result) alerts.push(result.alert);
  }
  return alerts;
}

const withOption = (properties: InstanceProperties | undefined, propertyId: number, optionId: number): InstanceProperties => ({
  ...properties,
  [String(propertyId)]: { ...properties?.[String(propertyId)], optionId },
});

export function selectOption(input: ItemEvaluationInput, propertyId: number, optionId: number): SelectionResult {
  const before = evaluateAvailability(input);
  const refused = refusalBeforeChoice(input, before, propertyId, optionId);
  if (refused) return refused;
  const { properties, after } = settle({ ...input, properties: withOption(input.properties, propertyId, optionId) }, before);
  const emptied = emptiedProperty(before, after);
  if (emptied) return emptied;
  return { ok: true, properties, alerts: runHooks({ ...input, properties }, after, propertyId, optionId) };
}

/**
 * Items that evaluate alike: same product, selections and order-level values under the same index,
 * role, organisation and plugins. An order often repeats one configuration (200 keypads), and the
 * engine's answer depends on nothing else, so each such group is evaluated once (issue 37).
 */
function sameEvaluationKey(input: ItemEvaluationInput, first: ItemEvaluationInput | undefined): string | undefined {
  if (first && (first.index !== input.index || first.role !== input.role || first.orgId !== input.orgId || first.registry !== input.registry)) return undefined;
  return `${input.product.id}\u0000${JSON.stringify(input.properties)}\u0000${JSON.stringify(input.orderProperties ?? null)}`;
}

type OneItemChoice = { ok: true; properties: InstanceProperties; alerts: string[] } | Refusal;

/** The order-level choice on one item: its new selections and alerts, or its refusal. */
function chooseOnItem(input: ItemEvaluationInput, propertyId: number, optionId: number): OneItemChoice {
  const before = evaluateAvailability(input);
  const availability = before.byPropertyId.get(propertyId);
  if (!availability) return { ok: true, properties: input.properties, alerts: [] }; // the product does not carry the property: unaffected
  // Where the property applies the option must be available; where it does not apply the item
  // keeps no copy, but the order-level value still fires its rules there, so it is checked too.
  const applies = availability.applies;
  const refused = applies ? refusalBeforeChoice(input, before, propertyId, optionId) : undefined;
  if (refused) return refused;
  const chosen = {
    ...input,
    properties: applies ? withOption(input.properties, propertyId, optionId) : input.properties,
    orderProperties: withOption(input.orderProperties, propertyId, optionId),
  };
  const { properties, after } = settle(chosen, before);
  const emptied = emptiedProperty(before, after);
  if (emptied) return emptied;
  return { ok: true, properties, alerts: runHooks({ ...chosen, properties }, after, propertyId, optionId) };
}

export function selectOrderLevelOption(items: ItemEvaluationInput[], propertyId: number, optionId: number): OrderLevelSelectionResult {
  const itemsProperties: InstanceProperties[] = [];
  const alerts: string[] = [];
  const byKey = new Map<string, { first: ItemEvaluationInput; result: OneItemChoice }>();
  for (const input of items) {
    const key = sameEvaluationKey(input, items[0]);
    let alike = key === undefined ? undefined : byKey.get(key);
    if (!alike) {
      alike = { first: input, result: chooseOnItem(input, propertyId, optionId) };
      if (key !== undefined) byKey.set(key, alike);
      // Each alert once, whichever items raised it.
      if (alike.result.ok) for (const alert of alike.result.alerts) if (!alerts.includes(alert)) alerts.push(alert);
    }
    const { result } = alike;
    if (!result.ok) return result;
    // An item the choice leaves as it was keeps its own selections object (callers compare by
    // reference); items it changes alike share the new one, which callers treat as read-only.
    itemsProperties.push(result.properties === alike.first.properties ? input.properties : result.properties);
  }
  return { ok: true, itemsProperties, alerts };
}
