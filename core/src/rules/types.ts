/** The rule engine's public types (see RULES-CONTRACT.md); semantics are documented in availability/. */
import type { CatalogueIndex } from '../domain/catalogue-index.ts';
import type { Product, ProductOption } from '../domain/catalogue.ts';
import type { InstanceProperties } from '../domain/order.ts';
import type { OrgRole } from '../domain/roles.ts';
import type { OrgRegistry } from '../plugins/registry.ts';
import type { ItemIssue } from '../plugins/payloads.ts';

/** Why an option is unavailable (shown on hover/focus in the picker). */
export interface UnavailableReason {
  kind: 'rule' | 'filter' | 'disabledForProduct';
  /** Human text, e.g. 'Not available with Brass (Finish)'. */
  message: string;
  /** The productRule that excludes it. */
  ruleId?: number;
  /** The selected option that triggers the rule. */
  byOptionId?: number;
}

export interface PropertyAvailability {
  propertyId: number;
  /** false when a property-level rule says the property does not apply. */
  applies: boolean;
  /** Visible options (publishLevel filtered for the role, archived removed), rank order. */
  options: ProductOption[];
  /** The available subset. */
  allowed: ProductOption[];
  /** optionId -> reason, for every visible but unavailable option. */
  unavailable: Map<number, UnavailableReason>;
  selectedOptionId: number | null;
  /** The selected option is not allowed (or the property does not apply while an option is selected). */
  selectionIsInvalid: boolean;
}

export interface ItemEvaluationInput {
  index: CatalogueIndex;
  product: Product;
  /** The item's current selections. */
  properties: InstanceProperties;
  role: OrgRole;
  orgId: number;
  /** The organisation's plugins: option filters, item validators, option-selected hooks. */
  registry?: OrgRegistry;
  /** Order-level property values (apply to every item). */
  orderProperties?: InstanceProperties;
}

export interface ItemEvaluation {
  /** Every property of the product, in product property order. */
  byPropertyId: Map<number, PropertyAvailability>;
  /** From item validators (engraving limits etc.) + invalid selections. */
  issues: ItemIssue[];
  /** No error issue and no invalid selection. */
  isValid: boolean;
}

export type SelectionResult = { ok: true; properties: InstanceProperties; alerts: string[] } | { ok: false; message: string; propertyId: number };

export type OrderLevelSelectionResult =
  { ok: true; itemsProperties: InstanceProperties[]; alerts: string[] } | { ok: false; message: string; propertyId: number };

export type SelectionsCheck = { ok: true } | { ok: false; message: string; propertyId: number };

export interface DimensionLimits {
  dimensionInterval?: number;
  minDimension?: number;
  maxDimension?: number;
}

export interface PricedItem {
  unitPriceInCents: number;
  totalPriceInCents: number;
}
