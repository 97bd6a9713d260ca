/**
 * Unit numbers (spec §3): a 3-digit zero-padded number labelling door and slat items. Products of
 * settings.unitNumber.productIds use the first of its custom properties that is set; otherwise the
 * item's 1-based position among the order's items sorted by archCustomViewId then id. Which products
 * and properties count comes from the organisation's settings, never from core.
 */
import type { InstanceProperties, OrderItemRef, OrderMemberRef } from '@configurator/core';
import { UNIT_NUMBER_DIGITS } from './constants.ts';
import type { WoodworkSettings } from './settings.ts';

type UnitItem = Pick<OrderItemRef, 'id' | 'productId' | 'properties'> & { archCustomViewId?: number | null };
/** The other items count by their view and id only: their options never change this item's number. */
type MemberItem = Pick<OrderMemberRef, 'id'> & { archCustomViewId?: number | null };

export const padUnitNumber = (n: number | string): string => String(n).padStart(UNIT_NUMBER_DIGITS, '0');

/** The custom unit number an item's properties hold, if any (a number or non-empty text). */
function customUnitNumber(properties: InstanceProperties, propertyIds: readonly number[]): string | undefined {
  for (const propertyId of propertyIds) {
    const value = properties[String(propertyId)]?.value;
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    const text = String(value).trim();
    if (text) return text;
  }
  return undefined;
}

// Items without a view sort first, like a null in an ascending SQL sort.
const viewKey = (item: MemberItem): number => item.archCustomViewId ?? Number.NEGATIVE_INFINITY;

/** The item's unit number, or undefined when its product carries none. */
export function unitNumberOf(
  item: UnitItem,
  orderItems: readonly MemberItem[] | undefined,
  settings: Pick<WoodworkSettings, 'unitNumber'>,
): string | undefined {
  const { productIds, propertyIds } = settings.unitNumber;
  if (!productIds.includes(item.productId)) return undefined;
  const custom = customUnitNumber(item.properties, propertyIds);
  if (custom !== undefined) return /^\d+$/.test(custom) ? padUnitNumber(Number(custom)) : custom;
  const items = orderItems?.some((i) => i.id === item.id) ? orderItems : [...(orderItems ?? []), item];
  const sorted = [...items].sort((a, b) => viewKey(a) - viewKey(b) || a.id - b.id);
  return padUnitNumber(sorted.findIndex((i) => i.id === item.id) + 1);
}
