/**
 * One scale per view: the largest drawing box of the order's items (in drawing units), so the order
 * page draws every item at one scale (core's viewScale) and two plates of different sizes look
 * different sizes. Cards that are labels, not to scale, do not count.
 */
import { useMemo } from 'react';
import { rendererFor, type CatalogueIndex, type InstanceProperties, type OrgRegistry, type Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';

interface ScaledItem {
  productId: number;
  properties: InstanceProperties;
}

export function largestDrawing(registry: OrgRegistry, index: CatalogueIndex, items: readonly ScaledItem[], units: Units): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const item of items) {
    const product = index.productsById.get(item.productId);
    if (!product) continue;
    try {
      const { render, settings } = rendererFor(registry, product);
      const drawing = render({ product, properties: item.properties, catalogue: index, units, settings });
      if (drawing.notToScale || !Number.isFinite(drawing.width) || !Number.isFinite(drawing.height)) continue;
      width = Math.max(width, drawing.width);
      height = Math.max(height, drawing.height);
    } catch {
      // A drawing that fails is shown as its error where it is drawn; it sets no scale.
    }
  }
  return { width, height };
}

export function useLargestDrawing(index: CatalogueIndex | null, items: readonly ScaledItem[], units: Units): { width: number; height: number } {
  const registry = useRegistry();
  return useMemo(() => (index ? largestDrawing(registry, index, items, units) : { width: 0, height: 0 }), [registry, index, items, units]);
}
