/**
 * Reading an item's selections. An order-level property (isOrderLevel) takes its value from the
 * order-level values when the order has one, else from the item's own copy; every other property
 * reads the item. Only properties applied to the product count: an order-level value of a property
 * the product does not carry neither shows on the item nor fires rules there.
 */
import type { InstanceProperties } from '../../domain/order.ts';
import type { ProductPlan } from './product-plan.ts';

/** The item's selection per property of a plan, by property index. */
export interface Selection {
  optionIds: (number | null)[];
  /** The value comes from the order-level values (not the item's to clear). */
  fromOrder: boolean[];
}

/** keys: String(property.id) of each plan property (computed once per plan by the caller). */
export function selectionOf(plan: ProductPlan, keys: readonly string[], item: InstanceProperties, order: InstanceProperties | undefined): Selection {
  const optionIds: (number | null)[] = new Array<number | null>(keys.length);
  const fromOrder: boolean[] = new Array<boolean>(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const ordered = order && plan.properties[i]!.property.isOrderLevel ? order[key] : undefined;
    fromOrder[i] = ordered != null && ordered.optionId != null;
    optionIds[i] = fromOrder[i] ? ordered!.optionId! : (item[key]?.optionId ?? null);
  }
  return { optionIds, fromOrder };
}

/** The item's properties with order-level values laid over them: what plugins and renderers see. */
export function mergedProperties(plan: ProductPlan, item: InstanceProperties, order: InstanceProperties | undefined): InstanceProperties {
  if (!order) return item;
  const merged: InstanceProperties = { ...item };
  for (const { property } of plan.properties) {
    const value = property.isOrderLevel ? order[String(property.id)] : undefined;
    if (value && value.optionId != null) merged[String(property.id)] = value;
  }
  return merged;
}
