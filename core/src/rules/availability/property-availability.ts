/**
 * The hot loop of evaluateItem, on a ProductRuleIndex (product-rule-index.ts): fire the selected
 * options' rules into per-property states, then turn each property's state into its
 * PropertyAvailability. Cost: proportional to the rules of the selected options and their targets,
 * never to (all options x all rules).
 *
 * How selected options fire rules (choices made here, documented because the spec does not say):
 *  - Every selected option fires its rules, including one that is itself unavailable or in a
 *    property that does not apply: evaluation stays one pass, independent of property order. The
 *    picker never leaves a stale value in a property that stops applying (selectOption clears it).
 *  - A property's own selection never restricts that property: choosing another option there
 *    replaces the selected one, so an incompatible rule between two options of one property does
 *    not grey the alternatives, and a selection cannot invalidate itself (product-rule-index.ts
 *    leaves those targets out).
 *  - Several compatible rules on one property intersect (each must allow the option); the first
 *    firing rule (catalogue order of the selected options' rules) gives the reason.
 *  - A property applies unless an incompatible-to-property rule fires; a gated property (see
 *    product-plan.ts) additionally needs one of its compatible-to-property rules to fire.
 *
 * The rest of the semantics (reasons, selectionIsInvalid) are evaluate-item.ts's; this file also
 * decides how fast:
 *  - a property no rule touched and no filter removes anything from is a copy of its visible options;
 *  - a touched property gets one reason slot per visible option, filled exclusions first (first
 *    firing wins), then compatible restrictions in firing order (bitset test per position);
 *  - an incremental evaluation passes `only`, the property indexes to rebuild, and fires into those.
 */
import type { ProductOption } from '../../domain/catalogue.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';
import type { PropertyAvailability, UnavailableReason } from '../types.ts';
import type { PropertyPlan } from './product-plan.ts';
import { hasPosition, type PositionBits, type ProductRuleIndex } from './product-rule-index.ts';
import type { Selection } from './selections.ts';

/** What the fired rules say about one property. */
export interface PropertyState {
  /** Excluded positions and their reasons, in firing order. */
  excluded: number[];
  excludedReasons: UnavailableReason[];
  restrictions: { allowed: PositionBits; reason: UnavailableReason }[];
  notApplying: UnavailableReason | undefined;
  madeToApply: boolean;
}

const stateAt = (states: (PropertyState | undefined)[], i: number): PropertyState =>
  (states[i] ??= { excluded: [], excludedReasons: [], restrictions: [], notApplying: undefined, madeToApply: false });

/** Fires every selected option (in property order, then rule order); only into `only` when given. */
export function fireSelection(rules: ProductRuleIndex, selection: Selection, only?: readonly boolean[]): (PropertyState | undefined)[] {
  const { optionIds } = selection;
  const states: (PropertyState | undefined)[] = new Array<PropertyState | undefined>(optionIds.length);
  for (let from = 0; from < optionIds.length; from++) {
    const optionId = optionIds[from];
    if (optionId === null || optionId === undefined) continue;
    const option = rules.firingsOf(optionId);
    // An id that is not an option of this property fires nothing (it is reported invalid instead).
    if (option.propertyIndex !== from) continue;
    for (const firing of option.firings) {
      const { excluded, reason } = firing;
      for (let k = 0; k < excluded.length; k += 2) {
        const target = excluded[k]!;
        if (only && !only[target]) continue;
        const state = stateAt(states, target);
        state.excluded.push(excluded[k + 1]!);
        state.excludedReasons.push(reason);
      }
      for (const { propertyIndex, allowed } of firing.restricted) {
        if (!only || only[propertyIndex]) stateAt(states, propertyIndex).restrictions.push({ allowed, reason });
      }
      for (const target of firing.notApplying) {
        if (only && !only[target]) continue;
        const state = stateAt(states, target);
        state.notApplying ??= reason;
      }
      for (const target of firing.applying) {
        if (!only || only[target]) stateAt(states, target).madeToApply = true;
      }
    }
  }
  return states;
}

/** The rule reason of each position (undefined: the rules allow it). */
function ruleReasons(state: PropertyState, count: number): (UnavailableReason | undefined)[] {
  const reasons = new Array<UnavailableReason | undefined>(count);
  const { excluded, excludedReasons } = state;
  for (let k = 0; k < excluded.length; k++) reasons[excluded[k]!] ??= excludedReasons[k];
  for (const { allowed, reason } of state.restrictions) {
    for (let position = 0; position < count; position++) {
      if (reasons[position] === undefined && !hasPosition(allowed, position)) reasons[position] = reason;
    }
  }
  return reasons;
}

export interface AvailabilityContext {
  productTitle: string;
  /** Option id -> reason from the organisation's option filters (checked first), when any. */
  filtered: ReadonlyMap<number, UnavailableReason> | undefined;
}

export function availabilityOf(
  propertyPlan: PropertyPlan,
  state: PropertyState | undefined,
  selectedOptionId: number | null,
  fromOrder: boolean,
  context: AvailabilityContext,
): PropertyAvailability {
  const options = propertyPlan.options;
  const unavailable = new Map<number, UnavailableReason>();
  let allowed: ProductOption[];
  const { filtered } = context;
  if (!state && !filtered) allowed = options.slice();
  else {
    allowed = [];
    const reasons = state && (state.excluded.length > 0 || state.restrictions.length > 0) ? ruleReasons(state, options.length) : undefined;
    for (let position = 0; position < options.length; position++) {
      const option = options[position]!;
      const reason = filtered?.get(option.id) ?? reasons?.[position];
      if (reason) unavailable.set(option.id, reason);
      else allowed.push(option);
    }
  }
  const applies = !state?.notApplying && (!propertyPlan.gated || !!state?.madeToApply);
  let selectionIsInvalid = false;
  if (selectedOptionId !== null) {
    if (!applies) selectionIsInvalid = !fromOrder;
    else if (!propertyPlan.visibleIds.has(selectedOptionId)) {
      selectionIsInvalid = true;
      if (propertyPlan.disabledIds.has(selectedOptionId)) {
        unavailable.set(selectedOptionId, {
          kind: 'disabledForProduct',
          message: fillTemplate(messages.notOfferedForProduct, { product: context.productTitle }),
        });
      }
    } else selectionIsInvalid = unavailable.has(selectedOptionId);
  }
  // A copy: callers may sort or filter it without touching the cached plan.
  return { propertyId: propertyPlan.property.id, applies, options: options.slice(), allowed, unavailable, selectedOptionId, selectionIsInvalid };
}
