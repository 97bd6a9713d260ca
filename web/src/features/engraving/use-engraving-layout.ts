/** The mechanisms the engraving editor offers on an item (see engraving-layout.ts), recomputed as its options change. */
import { useMemo } from 'react';
import type { CatalogueIndex, EngravableMechanism, InstanceProperties, Product, Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { contributedLayout, DEFAULT_MECHANISMS, mechanismsFor } from './engraving-layout.ts';

export function useEngravingMechanisms(
  product: Product,
  properties: InstanceProperties,
  catalogue: CatalogueIndex,
  units: Units,
  propertyId: number,
): readonly EngravableMechanism[] {
  const registry = useRegistry();
  return useMemo(() => {
    try {
      return mechanismsFor(contributedLayout(registry, { product, properties, catalogue, units }), propertyId);
    } catch {
      // A contribution that throws on a half-made item: the drawing shows its own error; offer the default.
      return DEFAULT_MECHANISMS;
    }
  }, [registry, product, properties, catalogue, units, propertyId]);
}
