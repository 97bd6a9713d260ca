/**
 * Item tags (extension point 'item-tags'): short labelled values a plugin numbers or names an item by,
 * printed beside the item on the drawing sheets (the standalone product pages and the elevation
 * sheets of custom views), e.g. the woodwork plugin's 'Unit 001' of doors and slat panels. A tag that
 * does not apply to an item answers undefined and is left out.
 */
import type { OrderItemRef } from './payloads.ts';

export interface ItemTag {
  /** What the sheet prints before the value, e.g. 'Unit'. */
  label: string;
  /** The item's value, counted over the order's items with the contributing plugin's settings; undefined: no tag. */
  valueOf: (item: OrderItemRef, orderItems: readonly OrderItemRef[], settings: Record<string, unknown>) => string | undefined;
}

export interface ItemTagValue {
  label: string;
  value: string;
}

/** Every contributed tag (registry.allWithSettings(itemTagsPoint)) that applies to the item, in contribution order. */
export function itemTagsOf(
  tags: readonly { value: ItemTag; settings: Record<string, unknown> }[],
  item: OrderItemRef,
  orderItems: readonly OrderItemRef[],
): ItemTagValue[] {
  return tags.flatMap(({ value: tag, settings }) => {
    const value = tag.valueOf(item, orderItems, settings);
    return value === undefined || value === '' ? [] : [{ label: tag.label, value }];
  });
}
