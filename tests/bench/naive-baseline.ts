/**
 * The naive baseline the benchmark compares against: the same semantics as the engine, recomputed
 * from scratch on every call, the way a straightforward implementation would: rebuild the catalogue
 * index, then for every visible option scan every rule (O(options x rules)); for pricing, scan every
 * pricing rule for every item and parse its dates each time. Its results are checked equal to the
 * engine's before timing, so the comparison is between two correct implementations.
 */
import {
  indexCatalogue,
  propertiesOfProduct,
  roundCents,
  visiblePublishLevels,
  computeOrderCosts,
  type Catalogue,
  type InstanceProperties,
  type OrgRole,
  type ProductOrder,
  type ProductPricingRule,
  type ProductRule,
} from '@configurator/core';

export interface NaivePropertyResult {
  applies: boolean;
  allowedIds: number[];
}

export function naiveEvaluate(catalogue: Catalogue, productId: number, properties: InstanceProperties, role: OrgRole): Map<number, NaivePropertyResult> {
  const index = indexCatalogue(catalogue);
  const product = index.productsById.get(productId)!;
  const applied = propertiesOfProduct(index, product);
  const appliedIds = new Set(applied.map((p) => p.id));
  const propertyOf = (optionId: number) => index.optionsById.get(optionId)?.productPropertyId;
  const selectedIn = (propertyId: number) => properties[String(propertyId)]?.optionId ?? null;
  /** A from option fires when it is the selected option of its own property on this product. */
  const firingFrom = (rule: ProductRule, notProperty: number) =>
    rule.fromIds.some((id) => {
      const p = propertyOf(id);
      return p !== undefined && p !== notProperty && appliedIds.has(p) && selectedIn(p) === id;
    });
  const result = new Map<number, NaivePropertyResult>();
  for (const property of applied) {
    const disabled = product.associations.productProperties[String(property.id)]?.disabledProductOptionIds ?? [];
    const visible = catalogue.productOptions
      .filter((o) => o.productPropertyId === property.id && !o.archived && !disabled.includes(o.id) && visiblePublishLevels[role].includes(o.publishLevel))
      .sort((a, b) => a.rank - b.rank || a.id - b.id);
    let excludedProperty = false;
    let gated = false;
    let madeToApply = false;
    for (const rule of catalogue.productRules) {
      if (rule.toResourceKey !== 'productProperty' || !rule.toIds.includes(property.id)) continue;
      if (rule.type === 'incompatible' && firingFrom(rule, property.id)) excludedProperty = true;
      if (rule.type === 'compatible') {
        if (rule.fromIds.some((id) => appliedIds.has(propertyOf(id) ?? Number.NaN))) gated = true;
        if (rule.fromIds.some((id) => selectedIn(propertyOf(id) ?? Number.NaN) === id)) madeToApply = true;
      }
    }
    const allowedIds: number[] = [];
    for (const option of visible) {
      let allowed = true;
      for (const rule of catalogue.productRules) {
        if (rule.toResourceKey !== 'productOption' || !firingFrom(rule, property.id)) continue;
        if (rule.type === 'incompatible' && rule.toIds.includes(option.id)) allowed = false;
        if (rule.type === 'compatible') {
          const targets = rule.toProductPropertyId !== null ? [rule.toProductPropertyId] : rule.toIds.map(propertyOf);
          if (targets.includes(property.id) && !rule.toIds.includes(option.id)) allowed = false;
        }
      }
      if (allowed) allowedIds.push(option.id);
    }
    result.set(property.id, { applies: !excludedProperty && (!gated || madeToApply), allowedIds });
  }
  return result;
}

const toDate = (s: string) => new Date(s.length <= 10 ? `${s}T00:00:00Z` : `${s.replace(' ', 'T')}Z`).getTime();

function naiveInForce(rule: ProductPricingRule, at: number): boolean {
  return (rule.validFrom === null || toDate(rule.validFrom) <= at) && (rule.validTo === null || toDate(rule.validTo) > at);
}

function naiveBest(rules: ProductPricingRule[]): ProductPricingRule | undefined {
  return [...rules].sort(
    (a, b) =>
      Number(b.productId !== null) - Number(a.productId !== null) ||
      (b.validFrom === null ? 0 : toDate(b.validFrom)) - (a.validFrom === null ? 0 : toDate(a.validFrom)) ||
      b.id - a.id,
  )[0];
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number.parseFloat(String(v))) || 0;

export function naivePriceItem(catalogue: Catalogue, item: { productId: number; quantity: number; properties: InstanceProperties }, date: string): number {
  const at = toDate(date);
  const selected = Object.values(item.properties)
    .map((v) => v.optionId)
    .filter((id): id is number => id != null);
  const candidates = catalogue.productPricingRules.filter((r) => (r.productId === null || r.productId === item.productId) && naiveInForce(r, at));
  const groups = new Map<string, ProductPricingRule[]>();
  for (const rule of candidates) {
    if (rule.kind === 'quantityBreak') continue;
    const key = `${rule.kind}:${rule.productOptionId}`;
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  let exact = 0;
  for (const group of groups.values()) {
    const rule = naiveBest(group)!;
    if (rule.kind === 'basePrice') exact += rule.amountInCents;
    else if (rule.kind === 'optionPrice') exact += rule.productOptionId !== null && selected.includes(rule.productOptionId) ? rule.amountInCents : 0;
    else if (rule.productOptionId === null || selected.includes(rule.productOptionId)) {
      const perUnit = rule.data.unitPriceInCents ?? rule.amountInCents;
      const divisor = { sqft: 144, sqm: 1e6, ft: 12, m: 1000 }[rule.data.unit ?? (rule.kind === 'perArea' ? 'sqft' : 'ft')];
      const value = (id: number | undefined) => (id === undefined ? 0 : num(item.properties[String(id)]?.value));
      const measure =
        rule.kind === 'perArea'
          ? (value(rule.data.widthPropertyId) * value(rule.data.heightPropertyId)) / divisor
          : value(rule.data.lengthPropertyId) / divisor;
      exact += Math.max(measure * perUnit, rule.data.minimumInCents ?? 0);
    }
  }
  const breaks = candidates
    .filter(
      (r) => r.kind === 'quantityBreak' && (r.data.minQuantity ?? 0) <= item.quantity && (r.productOptionId === null || selected.includes(r.productOptionId)),
    )
    .sort((a, b) => (b.data.minQuantity ?? 0) - (a.data.minQuantity ?? 0));
  const chosen = breaks.filter((r) => (r.data.minQuantity ?? 0) === (breaks[0]?.data.minQuantity ?? 0));
  const best = naiveBest(chosen);
  if (best) exact *= 1 - (best.data.percentOff ?? 0) / 100;
  const shouldRound = catalogue.products.find((p) => p.id === item.productId)?.shouldRoundPrice === 1;
  const unit = shouldRound ? roundCents(exact / 100) * 100 : roundCents(exact);
  return unit * Math.max(1, Math.trunc(item.quantity));
}

export function naivePriceOrder(catalogue: Catalogue, items: { productId: number; quantity: number; properties: InstanceProperties }[], order: ProductOrder) {
  const totals = items.map((item) => naivePriceItem(catalogue, item, order.effectivePricingDate));
  return computeOrderCosts({ order, itemTotalsInCents: totals });
}
