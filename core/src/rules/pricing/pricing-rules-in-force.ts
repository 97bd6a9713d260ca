/**
 * Which productPricingRules are in force for a product at a date, indexed once per CatalogueIndex.
 *
 * Validity: validFrom inclusive, validTo exclusive, either null meaning open-ended. Dates are UTC
 * 'YYYY-MM-DD HH:mm:ss' (a bare 'YYYY-MM-DD' means midnight); they compare as strings once normalised.
 *
 * Choosing among rules in force that compete for the same thing (same kind and same productOptionId):
 *  1. a rule of this product beats an organisation-wide rule (productId null);
 *  2. then the latest validFrom wins (null = since forever, the earliest);
 *  3. then the highest id (the most recently created) wins, so the choice is always deterministic.
 * quantityBreak competes differently, see price-item.ts.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { ProductPricingRule } from '../../domain/catalogue.ts';

/** 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss(.sss)Z' or stored form -> 'YYYY-MM-DD HH:mm:ss'. */
export function normalisePricingDate(date: string): string {
  const s = date.replace('T', ' ');
  return s.length <= 10 ? `${s} 00:00:00` : s.slice(0, 19);
}

export function isInForce(rule: ProductPricingRule, date: string): boolean {
  if (rule.validFrom !== null && normalisePricingDate(rule.validFrom) > date) return false;
  if (rule.validTo !== null && normalisePricingDate(rule.validTo) <= date) return false;
  return true;
}

/** Negative when a beats b (a should be chosen). */
export function preferRule(a: ProductPricingRule, b: ProductPricingRule): number {
  const specific = Number(b.productId !== null) - Number(a.productId !== null);
  if (specific) return specific;
  const fromA = a.validFrom === null ? '' : normalisePricingDate(a.validFrom);
  const fromB = b.validFrom === null ? '' : normalisePricingDate(b.validFrom);
  if (fromA !== fromB) return fromA > fromB ? -1 : 1;
  return b.id - a.id;
}

/** The rules in force for one product at one date, ready for pricing an item. */
export interface PricingAtDate {
  basePrice: ProductPricingRule | undefined;
  /** Option id -> the optionPrice rule of that option. */
  optionPrices: ReadonlyMap<number, ProductPricingRule>;
  /** perArea and perLength winners, one per (kind, productOptionId). */
  dimensionRules: readonly ProductPricingRule[];
  /** Every quantityBreak in force, highest minQuantity first, then preferRule order. */
  quantityBreaks: readonly ProductPricingRule[];
}

interface ProductEntry {
  /** The product's own rules and organisation-wide ones, best first (preferRule). */
  rules: readonly ProductPricingRule[];
  byDate: Map<string, PricingAtDate>;
}

function selectAtDate(rules: readonly ProductPricingRule[], date: string): PricingAtDate {
  const seen = new Set<string>();
  let basePrice: ProductPricingRule | undefined;
  const optionPrices = new Map<number, ProductPricingRule>();
  const dimensionRules: ProductPricingRule[] = [];
  const quantityBreaks: ProductPricingRule[] = [];
  for (const rule of rules) {
    if (!isInForce(rule, date)) continue;
    if (rule.kind === 'quantityBreak') {
      quantityBreaks.push(rule);
      continue;
    }
    const key = `${rule.kind}:${rule.productOptionId ?? ''}`;
    if (seen.has(key)) continue; // a better rule of the same kind and option is already chosen
    seen.add(key);
    if (rule.kind === 'basePrice') basePrice = rule;
    else if (rule.kind === 'optionPrice') {
      if (rule.productOptionId !== null) optionPrices.set(rule.productOptionId, rule);
    } else dimensionRules.push(rule);
  }
  // Stable sort keeps preferRule order among equal minQuantity.
  quantityBreaks.sort((a, b) => (b.data.minQuantity ?? 0) - (a.data.minQuantity ?? 0));
  return { basePrice, optionPrices, dimensionRules, quantityBreaks };
}

const cache = new WeakMap<CatalogueIndex, Map<number, ProductEntry>>();
// Key of the organisation-wide rules alone (an unknown product id); never a real product id.
const ANY_PRODUCT = Number.MIN_SAFE_INTEGER;

function entriesOf(index: CatalogueIndex): Map<number, ProductEntry> {
  const cached = cache.get(index);
  if (cached) return cached;
  const global = index.catalogue.productPricingRules.filter((r) => r.productId === null);
  const own = new Map<number, ProductPricingRule[]>();
  for (const rule of index.catalogue.productPricingRules) {
    if (rule.productId === null) continue;
    const list = own.get(rule.productId) ?? [];
    list.push(rule);
    own.set(rule.productId, list);
  }
  const entries = new Map<number, ProductEntry>();
  for (const product of index.catalogue.products) {
    entries.set(product.id, { rules: [...(own.get(product.id) ?? []), ...global].sort(preferRule), byDate: new Map() });
  }
  entries.set(ANY_PRODUCT, { rules: [...global].sort(preferRule), byDate: new Map() });
  cache.set(index, entries);
  return entries;
}

/** The pricing rules in force for a product at a date; computed once per (index, product, date). */
export function pricingAt(index: CatalogueIndex, productId: number, date: string): PricingAtDate {
  const entries = entriesOf(index);
  const entry = entries.get(productId) ?? entries.get(ANY_PRODUCT)!;
  const at = normalisePricingDate(date);
  let pricing = entry.byDate.get(at);
  if (!pricing) {
    pricing = selectAtDate(entry.rules, at);
    if (entry.byDate.size > 16) entry.byDate.clear(); // a few dates per catalogue in practice; stay bounded
    entry.byDate.set(at, pricing);
  }
  return pricing;
}
