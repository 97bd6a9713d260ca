/**
 * Values that keep their identity while their content stays the same, so a memoized drawing is made
 * again only when something it reads changed. A write's answer replaces the order's items with equal
 * copies; without this the active drawing would be drawn once for the click and again per answer.
 */
import { useRef } from 'react';
import type { InstanceProperties, OrderItemRef } from '@configurator/core';

/** Equal item properties: same option ids, values and nested entries (JSON-shaped data). */
export function sameProperties(a: InstanceProperties | null | undefined, b: InstanceProperties | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return sameJson(a, b);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** What a renderer reads of an item (core's OrderItemRef) is unchanged. */
export function sameItemRef(a: OrderItemRef | undefined, b: OrderItemRef | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id && a.productId === b.productId && (a.archCustomViewId ?? null) === (b.archCustomViewId ?? null) && sameProperties(a.properties, b.properties)
  );
}

/** The previous value while `same` says the new one is equal to it. */
export function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(value);
  if (!same(kept.current, value)) kept.current = value;
  return kept.current;
}
