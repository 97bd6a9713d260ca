/**
 * The catalogue's rules resolved against one ProductPlan (product + role), cached per plan and so per
 * CatalogueIndex: what evaluate-item.ts needs to fire a selected option without a lookup per option.
 * Each property is addressed by its index in plan.properties and each visible option by its position
 * in that property's options; a compatible rule becomes a bitset over those positions.
 *
 * Built lazily, one selected option at a time (a fresh index only pays for the options it meets),
 * from the effects rule-effects.ts compiles, with the skips property-availability.ts documents: an
 * option never restricts its own property, and only visible
 * options of the product's properties are addressed (evaluations list nothing else). The reason
 * objects are built once here and shared by every evaluation, so they are frozen.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';
import type { UnavailableReason } from '../types.ts';
import type { ProductPlan } from './product-plan.ts';
import { effectsOf, type RuleEffect } from './rule-effects.ts';

/** A set of option positions of one property, 32 per word. */
export type PositionBits = Uint32Array;

export const hasPosition = (bits: PositionBits, position: number): boolean => ((bits[position >>> 5]! >>> (position & 31)) & 1) === 1;

/** What one rule does on this product when one of its from options is selected. */
export interface Firing {
  reason: UnavailableReason;
  /** Excluded visible options as flat pairs: propertyIndex, position, propertyIndex, position, ... */
  excluded: readonly number[];
  /** Compatible rules: in that property only the positions set in allowed stay available. */
  restricted: readonly { propertyIndex: number; allowed: PositionBits }[];
  /** Properties that do not apply while the rule fires. */
  notApplying: readonly number[];
  /** Gated properties the rule makes apply. */
  applying: readonly number[];
}

export interface OptionFirings {
  /** The property the option belongs to; it fires only when selected there. */
  propertyIndex: number;
  firings: readonly Firing[];
  /** Every property index its firings touch (what an incremental evaluation re-evaluates). */
  targets: readonly number[];
}

const NONE: OptionFirings = Object.freeze({ propertyIndex: -1, firings: [], targets: [] });

export interface ProductRuleIndex {
  plan: ProductPlan;
  /** The property keys of plan.properties (InstanceProperties keys), by property index. */
  keys: readonly string[];
  /** The rules a selected option fires on this product (no firings when it fires nothing here). */
  firingsOf(optionId: number): OptionFirings;
}

const cache = new WeakMap<ProductPlan, ProductRuleIndex>();

export function productRuleIndexOf(index: CatalogueIndex, plan: ProductPlan): ProductRuleIndex {
  const cached = cache.get(plan);
  if (cached) return cached;
  const built = buildRuleIndex(index, plan);
  cache.set(plan, built);
  return built;
}

function buildRuleIndex(index: CatalogueIndex, plan: ProductPlan): ProductRuleIndex {
  const propertyIndexOf = new Map(plan.properties.map((p, i) => [p.property.id, i]));
  // Positions per property, built for the properties rules actually exclude options of.
  const positions: (Map<number, number> | undefined)[] = [];
  const slotOf = (optionId: number) => {
    const option = index.optionsById.get(optionId);
    const propertyIndex = option && propertyIndexOf.get(option.productPropertyId);
    if (propertyIndex === undefined) return undefined;
    const byId = (positions[propertyIndex] ??= new Map(plan.properties[propertyIndex]!.options.map((o, position) => [o.id, position])));
    const position = byId.get(optionId);
    return position === undefined ? undefined : { propertyIndex, position };
  };
  const bitsByEffect = new Map<RuleEffect, PositionBits>();
  const bitsOf = (effect: Extract<RuleEffect, { kind: 'restrictProperty' }>, propertyIndex: number): PositionBits => {
    let bits = bitsByEffect.get(effect);
    if (!bits) {
      const options = plan.properties[propertyIndex]!.options;
      bits = new Uint32Array((options.length + 31) >>> 5);
      options.forEach((o, position) => {
        if (effect.allowed.has(o.id)) bits![position >>> 5]! |= 1 << (position & 31);
      });
      bitsByEffect.set(effect, bits);
    }
    return bits;
  };
  const byOption = new Map<number, OptionFirings>();

  function compile(optionId: number): OptionFirings {
    const rules = index.rulesByFromOption.get(optionId);
    const option = index.optionsById.get(optionId);
    const from = option && propertyIndexOf.get(option.productPropertyId);
    if (!rules || !option || from === undefined) return NONE;
    const message = fillTemplate(messages.notAvailableWith, { option: option.title, property: plan.properties[from]!.property.title });
    const targets = new Set<number>();
    const firings = rules.map((rule): Firing => {
      const excluded: number[] = [];
      const restricted: Firing['restricted'][number][] = [];
      const notApplying: number[] = [];
      const applying: number[] = [];
      for (const effect of effectsOf(index, rule)) {
        if (effect.kind === 'excludeOptions') {
          for (const id of effect.optionIds) {
            const slot = slotOf(id);
            if (slot && slot.propertyIndex !== from) excluded.push(slot.propertyIndex, slot.position);
          }
          continue;
        }
        const target = propertyIndexOf.get(effect.propertyId);
        if (target === undefined) continue;
        if (effect.kind === 'propertyApplies')
          applying.push(target); // may gate its own property (property-availability.ts)
        else if (target === from) continue;
        else if (effect.kind === 'restrictProperty') restricted.push({ propertyIndex: target, allowed: bitsOf(effect, target) });
        else notApplying.push(target);
      }
      for (let i = 0; i < excluded.length; i += 2) targets.add(excluded[i]!);
      for (const r of restricted) targets.add(r.propertyIndex);
      for (const t of notApplying) targets.add(t);
      for (const t of applying) targets.add(t);
      const reason: UnavailableReason = Object.freeze({ kind: 'rule', message, ruleId: rule.id, byOptionId: optionId });
      return { reason, excluded, restricted, notApplying, applying };
    });
    return { propertyIndex: from, firings, targets: [...targets] };
  }

  return {
    plan,
    keys: plan.properties.map((p) => String(p.property.id)),
    firingsOf(optionId) {
      let found = byOption.get(optionId);
      if (!found) byOption.set(optionId, (found = compile(optionId)));
      return found;
    },
  };
}
