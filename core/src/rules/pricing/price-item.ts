/**
 * Pricing one item (productPricingRule design; the fields are declared in domain/catalogue.ts).
 *
 * Unit price, in exact (fractional) cents, is the sum of:
 *  - basePrice: amountInCents, the price of one unit of the product;
 *  - optionPrice: amountInCents for each selected option (productOptionId) of the item, may be negative;
 *  - perArea: data.unitPriceInCents (else amountInCents) per square foot ('sqft', the default: the
 *    width and height properties hold inches) or per square metre ('sqm': millimetres) of
 *    data.widthPropertyId x data.heightPropertyId, raised to data.minimumInCents;
 *  - perLength: the same per foot ('ft', the default: inches) or metre ('m': millimetres) of
 *    data.lengthPropertyId, raised to data.minimumInCents.
 *  perArea/perLength with a productOptionId apply only while that option is selected (e.g. a
 *  material priced by area). A dimension that is not set counts as 0, so the minimum applies.
 * then one quantityBreak: among the breaks in force whose option (if any) is selected, the one with
 * the highest data.minQuantity not above the item's quantity takes data.percentOff (0..100) off the
 * unit price. Breaks do not stack.
 *
 * Which rules are in force at the order's effectivePricingDate, and which wins among competing ones,
 * is in pricing-rules-in-force.ts (validFrom inclusive, validTo exclusive, latest validFrom wins).
 *
 * Custom items (productId -1) cost customPriceInCents per unit (0 when not set); no rule applies.
 *
 * Rounding, once: the exact unit price is rounded to the cent with roundCents (half away from zero),
 * or, when the product sets shouldRoundPrice, to the whole dollar (half away from zero) instead. The
 * item total is that rounded unit price times the quantity, an exact integer: an invoice line always
 * equals its unit price times its quantity.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { ProductPricingRule } from '../../domain/catalogue.ts';
import { roundCents } from '../../domain/money.ts';
import { CUSTOM_PRODUCT_ID, type InstanceProperties } from '../../domain/order.ts';
import { normaliseQuantity } from '../../api/resource-calls.ts';
import type { PricedItem } from '../types.ts';
import { pricingAt } from './pricing-rules-in-force.ts';

export interface PriceItemInput {
  index: CatalogueIndex;
  instance: { productId: number; quantity: number; properties: InstanceProperties; customPriceInCents: number | null };
  /** 'YYYY-MM-DD HH:mm:ss' UTC. */
  effectivePricingDate: string;
}

/** Model units per pricing unit: square inches per square foot, mm per metre, ... */
const unitDivisor = { sqft: 144, sqm: 1_000_000, ft: 12, m: 1000 } as const;
const defaultUnit = { perArea: 'sqft', perLength: 'ft' } as const;

function dimensionOf(properties: InstanceProperties, propertyId: number | undefined): number {
  if (propertyId === undefined) return 0;
  const raw = properties[String(propertyId)]?.value;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Exact cents of a perArea or perLength rule for one unit of the item. */
export function dimensionAmount(rule: ProductPricingRule, properties: InstanceProperties): number {
  const perUnit = rule.data.unitPriceInCents ?? rule.amountInCents;
  const kind = rule.kind === 'perArea' ? 'perArea' : 'perLength';
  const divisor = unitDivisor[rule.data.unit ?? defaultUnit[kind]];
  const measure =
    kind === 'perArea'
      ? (dimensionOf(properties, rule.data.widthPropertyId) * dimensionOf(properties, rule.data.heightPropertyId)) / divisor
      : dimensionOf(properties, rule.data.lengthPropertyId) / divisor;
  return Math.max(measure * perUnit, rule.data.minimumInCents ?? 0);
}

/** roundCents without a negative zero (-0.3 rounds to 0, not -0). */
const toCents = (exact: number): number => roundCents(exact) + 0;

/** Whether a rule applies to an item with these selected options (those a rule may depend on). */
const appliesWith = (rule: ProductPricingRule, conditions: readonly number[]) => rule.productOptionId === null || conditions.includes(rule.productOptionId);

export function priceItem(input: PriceItemInput): PricedItem {
  const { index, instance } = input;
  const quantity = normaliseQuantity(instance.quantity);
  if (instance.productId === CUSTOM_PRODUCT_ID) {
    const unit = toCents(instance.customPriceInCents ?? 0);
    return { unitPriceInCents: unit, totalPriceInCents: unit * quantity };
  }
  const pricing = pricingAt(index, instance.productId, input.effectivePricingDate);
  // One pass over the item's values (issue 37: a 200-item order in ≤ 1 ms): each selected option
  // once, first seen first (the order the sum is made in), its price added; of them, only those a
  // dimension rule or quantity break depends on are kept for the checks below (usually none).
  const selected: number[] = [];
  const conditions: number[] = [];
  let exact = pricing.basePrice?.amountInCents ?? 0;
  // Object.keys and a look-up each: Object.values is several times slower on an object keyed by
  // property ids (sparse integer keys, kept as a dictionary), and visits the values in the same order.
  const { properties } = instance;
  const keys = Object.keys(properties);
  for (let i = 0; i < keys.length; i++) {
    const optionId = properties[keys[i]!]?.optionId;
    if (optionId == null || selected.includes(optionId)) continue;
    selected.push(optionId);
    exact += pricing.optionPrices.get(optionId)?.amountInCents ?? 0;
    if (pricing.conditionOptionIds.has(optionId)) conditions.push(optionId);
  }
  // An item holding no option a rule depends on meets only the unconditional rules (same order).
  const rules = conditions.length > 0 ? pricing : pricing.unconditional;
  for (const rule of rules.dimensionRules) {
    if (appliesWith(rule, conditions)) exact += dimensionAmount(rule, instance.properties);
  }
  let quantityBreak: ProductPricingRule | undefined;
  for (const rule of rules.quantityBreaks) {
    if ((rule.data.minQuantity ?? 0) <= quantity && appliesWith(rule, conditions)) {
      quantityBreak = rule;
      break;
    }
  }
  if (quantityBreak) exact *= 1 - (quantityBreak.data.percentOff ?? 0) / 100;
  const shouldRound = index.productsById.get(instance.productId)?.shouldRoundPrice === 1;
  const unit = shouldRound ? toCents(exact / 100) * 100 : toCents(exact);
  return { unitPriceInCents: unit, totalPriceInCents: unit * quantity };
}
