/**
 * The engraving layout of a plate family (the engraving-layout point, under the family's renderer
 * key): the mechanisms its renderer draws, each location with the lines it keeps. Pure.
 */
import type { EngravingLayoutOf } from '@configurator/core';
import { ENGRAVING_LOCATIONS } from '../engraving-data.ts';
import { mechanismLabel } from '../engraving-layout.ts';
import { engravingLineLimit } from '../engraving-limits.ts';
import { keypadItem } from '../keypad-item.ts';
import { FAMILY_GEOMETRY, type PlateFamilyId } from './geometry.ts';

export function plateFamilyEngravingLayout(family: PlateFamilyId): EngravingLayoutOf {
  return (input) => {
    const item = keypadItem(input);
    const { settings } = item;
    const geometry = FAMILY_GEOMETRY[family]({ ...input, settings });
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
}
