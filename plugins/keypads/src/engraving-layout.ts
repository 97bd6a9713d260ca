/**
 * The engraving layout of a keypad (the engraving-layout extension point): its mechanisms in reading
 * order (layout.ts, the same geometry the renderer draws), each location with the lines
 * engravingLineLimit keeps, and the engraving properties (settings.engraving.propertyIds) the product
 * has. Pure: reads only its input.
 */
import type { EngravingLayoutOf } from '@configurator/core';
import { ENGRAVING_LOCATIONS } from './engraving-data.ts';
import { engravingLineLimit } from './engraving-limits.ts';
import { keypadItem } from './keypad-item.ts';
import { keypadGeometry } from './layout.ts';

export const mechanismLabel = (index: number): string => `Mechanism ${index + 1}`;

export const keypadEngravingLayout: EngravingLayoutOf = (input) => {
  const item = keypadItem(input);
  const { settings } = item;
  const geometry = keypadGeometry({ ...input, settings });
  const maxLines = (mechanismIndex: number, location: (typeof ENGRAVING_LOCATIONS)[number]) => ({
    maxLines: engravingLineLimit({ ...input, settings, geometry, mechanismIndex, location }),
  });
  return {
    propertyIds: settings.engraving.propertyIds.filter((id) => item.has(id)),
    mechanisms: geometry.mechanisms.map((m) => ({
      index: m.index,
      label: mechanismLabel(m.index),
      locations: { above: maxLines(m.index, 'above'), below: maxLines(m.index, 'below') },
    })),
  };
};
