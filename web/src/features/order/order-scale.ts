/**
 * One scale per view: the largest drawing box of the order's items (in drawing units), so the order
 * page draws every item at one scale (core's viewScale) and two plates of different sizes look
 * different sizes. Cards that are labels, not to scale, do not count.
 */
import { useMemo } from 'react';
import { rendererFor, type CatalogueIndex, type InstanceProperties, type OrgRegistry, type Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useStable } from './stable-refs.ts';
import { DRAWING_MEASURE, timedDrawing } from './drawing-timing.ts';

type Box = { width: number; height: number };

interface ScaledItem {
  productId: number;
  properties: InstanceProperties;
}

/**
 * Each item's drawing box, kept by what the renderer reads (product, properties, units) per catalogue
 * index and registry: an option click draws only the changed item again, not all 200, even when a
 * write's answer replaces every item with an equal copy. null: the item sets no scale (a label card,
 * or a drawing that failed).
 */
const boxes = new WeakMap<OrgRegistry, WeakMap<CatalogueIndex, Map<string, Box | null>>>();
/** Far above any order's distinct configurations; beyond it the cache starts again. */
const MAX_BOXES = 10_000;
/** The properties' text, made once per properties object. */
const propertiesKeys = new WeakMap<InstanceProperties, string>();

function boxesFor(registry: OrgRegistry, index: CatalogueIndex): Map<string, Box | null> {
  let byIndex = boxes.get(registry);
  if (!byIndex) boxes.set(registry, (byIndex = new WeakMap()));
  let byKey = byIndex.get(index);
  if (!byKey || byKey.size > MAX_BOXES) byIndex.set(index, (byKey = new Map()));
  return byKey;
}

function keyOf(item: ScaledItem, units: Units): string {
  let properties = propertiesKeys.get(item.properties);
  if (properties === undefined) propertiesKeys.set(item.properties, (properties = JSON.stringify(item.properties)));
  return `${item.productId}|${units}|${properties}`;
}

export function largestDrawing(registry: OrgRegistry, index: CatalogueIndex, items: readonly ScaledItem[], units: Units): { width: number; height: number } {
  let width = 0;
  let height = 0;
  const cache = boxesFor(registry, index);
  for (const item of items) {
    const key = keyOf(item, units);
    let box = cache.get(key);
    if (box === undefined) {
      box = drawingBox(registry, index, item, units);
      cache.set(key, box);
    }
    if (!box) continue;
    width = Math.max(width, box.width);
    height = Math.max(height, box.height);
  }
  return { width, height };
}

function drawingBox(registry: OrgRegistry, index: CatalogueIndex, item: ScaledItem, units: Units): Box | null {
  const product = index.productsById.get(item.productId);
  if (!product) return null;
  try {
    const { render, settings } = rendererFor(registry, product);
    const drawing = timedDrawing(DRAWING_MEASURE.scale, () => render({ product, properties: item.properties, catalogue: index, units, settings }));
    if (drawing.notToScale || !Number.isFinite(drawing.width) || !Number.isFinite(drawing.height)) return null;
    return { width: drawing.width, height: drawing.height };
  } catch {
    // A drawing that fails is shown as its error where it is drawn; it sets no scale.
    return null;
  }
}

export function useLargestDrawing(index: CatalogueIndex | null, items: readonly ScaledItem[], units: Units): Box {
  const registry = useRegistry();
  const largest = useMemo(() => (index ? largestDrawing(registry, index, items, units) : { width: 0, height: 0 }), [registry, index, items, units]);
  // The same object while the size is the same, so the active drawing is not laid out again for nothing.
  return useStable(largest, (a, b) => a.width === b.width && a.height === b.height);
}
