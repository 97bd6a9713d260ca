/**
 * A deliberately naive availability evaluation, written from the semantics documented in
 * availability/ (rule-effects.ts, product-plan.ts, property-availability.ts, evaluate-item.ts) and nothing else
 * of the engine: for every visible option it scans every firing rule. The property-based tests check
 * the optimised engine (and its incremental path) against it, reasons included. Not shipped.
 */
import type { Catalogue, ProductOption, ProductProperty, ProductRule } from '../../domain/catalogue.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { visiblePublishLevels, type OrgRole } from '../../domain/roles.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';
import type { UnavailableReason } from '../types.ts';

export interface NaiveAvailability {
  propertyId: number;
  applies: boolean;
  optionIds: number[];
  allowedIds: number[];
  unavailable: Map<number, UnavailableReason>;
  selectedOptionId: number | null;
  selectionIsInvalid: boolean;
}

export interface NaiveInput {
  catalogue: Catalogue;
  productId: number;
  properties: InstanceProperties;
  orderProperties?: InstanceProperties;
  role: OrgRole;
  /** Option id -> message of an organisation option filter (the first filter's message). */
  filtered?: ReadonlyMap<number, string>;
}

interface Firing {
  rule: ProductRule;
  fromPropertyId: number;
  reason: UnavailableReason;
}

const byRankThenId = (a: { rank: number; id: number }, b: { rank: number; id: number }) => a.rank - b.rank || a.id - b.id;

/** The properties a rule to a whole property targets. */
const wholePropertyTargets = (rule: ProductRule) => (rule.toIds.length > 0 ? rule.toIds : rule.toProductPropertyId === null ? [] : [rule.toProductPropertyId]);

export function naiveAvailability(input: NaiveInput): Map<number, NaiveAvailability> {
  const { catalogue, properties: item, orderProperties: order, role } = input;
  const product = catalogue.products.find((p) => p.id === input.productId)!;
  const optionById = (id: number): ProductOption | undefined => catalogue.productOptions.find((o) => o.id === id);
  const applied = Object.keys(product.associations.productProperties)
    .map((key) => catalogue.productProperties.find((p) => p.id === Number(key)))
    .filter((p): p is ProductProperty => !!p && !p.archived)
    .sort(byRankThenId);
  const appliedIds = applied.map((p) => p.id);
  const selectedIn = (property: ProductProperty): { optionId: number | null; fromOrder: boolean } => {
    const ordered = property.isOrderLevel ? order?.[String(property.id)] : undefined;
    if (ordered && ordered.optionId != null) return { optionId: ordered.optionId, fromOrder: true };
    return { optionId: item[String(property.id)]?.optionId ?? null, fromOrder: false };
  };

  // Every rule firing, in the order the engine documents: properties in product order, then the
  // catalogue order of the rules naming the selected option among their from options.
  const firings: Firing[] = [];
  for (const property of applied) {
    const { optionId } = selectedIn(property);
    const option = optionId === null ? undefined : optionById(optionId);
    if (!option || option.productPropertyId !== property.id) continue;
    for (const rule of catalogue.productRules) {
      for (const from of rule.fromIds) {
        if (from !== option.id) continue;
        const message = fillTemplate(messages.notAvailableWith, { option: option.title, property: property.title });
        firings.push({ rule, fromPropertyId: property.id, reason: { kind: 'rule', message, ruleId: rule.id, byOptionId: option.id } });
      }
    }
  }

  const result = new Map<number, NaiveAvailability>();
  for (const property of applied) {
    const disabled = product.associations.productProperties[String(property.id)]?.disabledProductOptionIds ?? [];
    const visible = catalogue.productOptions
      .filter((o) => o.productPropertyId === property.id && !o.archived && !disabled.includes(o.id) && visiblePublishLevels[role].includes(o.publishLevel))
      .sort(byRankThenId);
    const others = firings.filter((f) => f.fromPropertyId !== property.id);
    const notApplying = others.find(
      (f) => f.rule.toResourceKey === 'productProperty' && f.rule.type === 'incompatible' && wholePropertyTargets(f.rule).includes(property.id),
    );
    const gatingRules = catalogue.productRules.filter(
      (r) => r.toResourceKey === 'productProperty' && r.type === 'compatible' && wholePropertyTargets(r).includes(property.id),
    );
    const gated = gatingRules.some((r) => r.fromIds.some((id) => appliedIds.includes(optionById(id)?.productPropertyId ?? Number.NaN)));
    const madeToApply = firings.some((f) => gatingRules.includes(f.rule));
    const applies = !notApplying && (!gated || madeToApply);

    const restricts = (rule: ProductRule) =>
      rule.toProductPropertyId !== null ? rule.toProductPropertyId === property.id : rule.toIds.some((id) => optionById(id)?.productPropertyId === property.id);
    const unavailable = new Map<number, UnavailableReason>();
    const allowedIds: number[] = [];
    for (const option of visible) {
      const filteredMessage = input.filtered?.get(option.id);
      const reason: UnavailableReason | undefined =
        filteredMessage !== undefined
          ? { kind: 'filter', message: filteredMessage }
          : (others.find((f) => f.rule.toResourceKey === 'productOption' && f.rule.type === 'incompatible' && f.rule.toIds.includes(option.id))?.reason ??
            others.find(
              (f) => f.rule.toResourceKey === 'productOption' && f.rule.type === 'compatible' && restricts(f.rule) && !f.rule.toIds.includes(option.id),
            )?.reason);
      if (reason) unavailable.set(option.id, reason);
      else allowedIds.push(option.id);
    }

    const { optionId: selectedOptionId, fromOrder } = selectedIn(property);
    let selectionIsInvalid = false;
    if (selectedOptionId !== null) {
      if (!applies) selectionIsInvalid = !fromOrder;
      else if (!visible.some((o) => o.id === selectedOptionId)) {
        selectionIsInvalid = true;
        if (disabled.includes(selectedOptionId)) {
          unavailable.set(selectedOptionId, { kind: 'disabledForProduct', message: fillTemplate(messages.notOfferedForProduct, { product: product.title }) });
        }
      } else selectionIsInvalid = unavailable.has(selectedOptionId);
    }
    result.set(property.id, {
      propertyId: property.id,
      applies,
      optionIds: visible.map((o) => o.id),
      allowedIds,
      unavailable,
      selectedOptionId,
      selectionIsInvalid,
    });
  }
  return result;
}
