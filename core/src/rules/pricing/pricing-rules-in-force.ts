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

/** Normalised validity bounds per rule, computed once ('' = open-ended). */
const boundsCache = new WeakMap<ProductPricingRule, { from: string; to: string }>();
function boundsOf(rule: ProductPricingRule): { from: string; to: string } {
  let bounds = boundsCache.get(rule);
  if (!bounds) {
    bounds = {
      from: rule.validFrom === null ? '' : normalisePricingDate(rule.validFrom),
      to: rule.validTo === null ? '' : normalisePricingDate(rule.validTo),
    };
    boundsCache.set(rule, bounds);
  }
  return bounds;
}

/** date: normalised ('YYYY-MM-DD HH:mm:ss'). */
export function isInForce(rule: ProductPricingRule, date: string): boolean {
  const { from, to } = boundsOf(rule);
  return from <= date && (to === '' || date < to);
}

/** Negative when a beats b (a should be chosen). */
export function preferRule(a: ProductPricingRule, b: ProductPricingRule): number {
  const specific = Number(b.productId !== null) - Number(a.productId !== null);
  if (specific) return specific;
  const fromA = boundsOf(a).from;
  const fromB = boundsOf(b).from;
  if (fromA !== fromB) return fromA > fromB ? -1 : 1;
  return b.id - a.id;
}

/** The rules in force for one product at one date, ready for pricing an item. */
export interface PricingAtDate {
  basePrice: ProductPricingRule | undefined;
  /** The optionPrice rule of each option that has one. */
  optionPrices: ReadonlyMap<number, ProductPricingRule>;
  /** The options a perArea, perLength or quantityBreak rule here depends on (its productOptionId). */
  conditionOptionIds: ReadonlySet<number>;
  /** Of these rules, those that depend on no option, in the same order: all an item holding none of conditionOptionIds meets. */
  unconditional: { dimensionRules: readonly ProductPricingRule[]; quantityBreaks: readonly ProductPricingRule[] };
  /** perArea and perLength winners, one per (kind, productOptionId). */
  dimensionRules: readonly ProductPricingRule[];
  /** Every quantityBreak in force, highest minQuantity first, then preferRule order. */
  quantityBreaks: readonly ProductPricingRule[];
}

/** The winners of one list of rules (sorted best first) at a date. */
interface Layer {
  basePrice: ProductPricingRule | undefined;
  optionPrices: Map<number, ProductPricingRule>;
  /** `${kind}:${productOptionId}` -> winner, for perArea and perLength. */
  dimensionRules: Map<string, ProductPricingRule>;
  quantityBreaks: ProductPricingRule[];
}

function layerAt(rules: readonly ProductPricingRule[], date: string): Layer {
  const layer: Layer = { basePrice: undefined, optionPrices: new Map(), dimensionRules: new Map(), quantityBreaks: [] };
  // The first rule met for a kind (and option) is the best: later ones are skipped.
  for (const rule of rules) {
    if (!isInForce(rule, date)) continue;
    if (rule.kind === 'quantityBreak') layer.quantityBreaks.push(rule);
    else if (rule.kind === 'basePrice') layer.basePrice ??= rule;
    else if (rule.kind === 'optionPrice') {
      if (rule.productOptionId !== null && !layer.optionPrices.has(rule.productOptionId)) layer.optionPrices.set(rule.productOptionId, rule);
    } else {
      const key = `${rule.kind}:${rule.productOptionId ?? ''}`;
      if (!layer.dimensionRules.has(key)) layer.dimensionRules.set(key, rule);
    }
  }
  return layer;
}

/** A product's own winners override organisation-wide ones of the same kind and option. */
function combine(own: Layer, global: Layer): PricingAtDate {
  const dimensionRules = [...own.dimensionRules.values()];
  for (const [key, rule] of global.dimensionRules) if (!own.dimensionRules.has(key)) dimensionRules.push(rule);
  // Stable sort: among equal minQuantity, own (then preferRule) order is kept.
  const quantityBreaks = [...own.quantityBreaks, ...global.quantityBreaks].sort((a, b) => (b.data.minQuantity ?? 0) - (a.data.minQuantity ?? 0));
  // One map to look an option's price up in (own winners over organisation-wide ones), made once per product and date.
  const optionPrices = own.optionPrices.size === 0 ? global.optionPrices : new Map([...global.optionPrices, ...own.optionPrices]);
  const conditionOptionIds = new Set<number>();
  for (const rule of [...dimensionRules, ...quantityBreaks]) if (rule.productOptionId !== null) conditionOptionIds.add(rule.productOptionId);
  return {
    basePrice: own.basePrice ?? global.basePrice,
    optionPrices,
    conditionOptionIds,
    unconditional: {
      dimensionRules: dimensionRules.filter((r) => r.productOptionId === null),
      quantityBreaks: quantityBreaks.filter((r) => r.productOptionId === null),
    },
    dimensionRules,
    quantityBreaks,
  };
}

interface IndexEntries {
  /** Organisation-wide rules, sorted once (preferRule). */
  global: readonly ProductPricingRule[];
  /** A product's own rules, sorted (preferRule). */
  ownByProduct: ReadonlyMap<number, ProductPricingRule[]>;
  globalByDate: Map<string, Layer>;
  /** `${productId}|${date}` -> pricing. */
  pricingByProductDate: Map<string, PricingAtDate>;
  /** The date as callers pass it -> product id -> pricing: a 200-item order looks its pricing up 200 times (issue 37: ≤ 1 ms). */
  byRawDate: Map<string, Map<number, PricingAtDate>>;
}

const cache = new WeakMap<CatalogueIndex, IndexEntries>();
/** Bound on cached dates: an order uses one date, a catalogue a handful; never grow without limit. */
const MAX_CACHED = 512;

function entriesOf(index: CatalogueIndex): IndexEntries {
  const cached = cache.get(index);
  if (cached) return cached;
  const ownByProduct = new Map<number, ProductPricingRule[]>();
  const global: ProductPricingRule[] = [];
  for (const rule of index.catalogue.productPricingRules) {
    if (rule.productId === null) global.push(rule);
    else {
      const list = ownByProduct.get(rule.productId) ?? [];
      list.push(rule);
      ownByProduct.set(rule.productId, list);
    }
  }
  global.sort(preferRule);
  for (const list of ownByProduct.values()) list.sort(preferRule);
  const entries: IndexEntries = { global, ownByProduct, globalByDate: new Map(), pricingByProductDate: new Map(), byRawDate: new Map() };
  cache.set(index, entries);
  return entries;
}

function remember<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= MAX_CACHED) map.clear();
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The pricing rules in force for a product at a date; computed once per (index, product, date).
 * Organisation-wide rules are selected once per date and shared by every product.
 */
export function pricingAt(index: CatalogueIndex, productId: number, date: string): PricingAtDate {
  const entries = entriesOf(index);
  let byProduct = entries.byRawDate.get(date);
  if (!byProduct) {
    if (entries.byRawDate.size >= MAX_CACHED) entries.byRawDate.clear();
    byProduct = new Map();
    entries.byRawDate.set(date, byProduct);
  }
  let pricing = byProduct.get(productId);
  if (!pricing) {
    const at = normalisePricingDate(date);
    pricing = remember(entries.pricingByProductDate, `${productId}|${at}`, () => {
      const global = remember(entries.globalByDate, at, () => layerAt(entries.global, at));
      return combine(layerAt(entries.ownByProduct.get(productId) ?? [], at), global);
    });
    byProduct.set(productId, pricing);
  }
  return pricing;
}
