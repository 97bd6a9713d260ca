/** The engraving layout of an item (see engraving-layout.ts), recomputed as its options change. */
import { useMemo } from 'react';
import type { CatalogueIndex, InstanceProperties, Product, Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { rendererFor } from '../order/renderer-for.ts';
import { layoutFromDrawings, mechanismIndexes, probeProperties, type EngravingLayout } from './engraving-layout.ts';

export function useEngravingLayout(product: Product, properties: InstanceProperties, index: CatalogueIndex, units: Units, propertyId: number): EngravingLayout {
  const registry = useRegistry();
  return useMemo(() => {
    const { render, settings } = rendererFor(registry, product.id);
    const draw = (props: InstanceProperties) => render({ product, properties: props, catalogue: index, units, settings });
    try {
      const drawing = draw(properties);
      const probe = draw(probeProperties(properties, propertyId, mechanismIndexes(drawing)));
      return layoutFromDrawings(drawing, probe, propertyId);
    } catch {
      // The drawing shows its own error; the editor still offers one mechanism.
      return { mechanisms: [0], lines: () => 2 };
    }
  }, [registry, product, properties, index, units, propertyId]);
}
