/**
 * Reading an item's selections. An order-level property (isOrderLevel) takes its value from the
 * order-level values when the order has one, else from the item's own copy; every other property
 * reads the item. Only properties applied to the product count: an order-level value of a property
 * the product does not carry neither shows on the item nor fires rules there.
 */
import type { InstanceProperties, PropertyValue } from '../../domain/order.ts';
import type { ProductProperty } from '../../domain/catalogue.ts';
import type { ProductPlan } from './product-plan.ts';

export interface SelectedValue {
  /** Where the value comes from: an order-level value is not the item's to clear. */
  source: 'item' | 'order';
  optionId: number | null;
  value: PropertyValue | undefined;
}

export function valueOf(property: ProductProperty, item: InstanceProperties, order: InstanceProperties | undefined): SelectedValue {
  const key = String(property.id);
  const fromOrder = property.isOrderLevel ? order?.[key] : undefined;
  if (fromOrder && fromOrder.optionId != null) return { source: 'order', optionId: fromOrder.optionId, value: fromOrder };
  const own = item[key];
  return { source: 'item', optionId: own?.optionId ?? null, value: own };
}

/** Selected option id per applied property (null when none). */
export function selectedOptions(plan: ProductPlan, item: InstanceProperties, order: InstanceProperties | undefined): Map<number, SelectedValue> {
  const selected = new Map<number, SelectedValue>();
  for (const { property } of plan.properties) selected.set(property.id, valueOf(property, item, order));
  return selected;
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
