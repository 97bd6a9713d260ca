/**
 * Engravings as items store them (property value .engravings): per mechanism index (see layout.ts),
 * per location 'above' and 'below', up to 2 lines, each { text } or { symbolId } of the 65 symbols.
 */
import type { InstanceProperties } from '@configurator/core';
import { limits } from '@configurator/core';

/** Ids of the numbered engraving symbols, 1 to 65. */
export const ENGRAVING_SYMBOL_IDS: readonly number[] = Object.freeze(Array.from({ length: limits.engravingSymbolCount }, (_, i) => i + 1));
export const ENGRAVING_LOCATIONS = ['above', 'below'] as const;
export type EngravingLocation = (typeof ENGRAVING_LOCATIONS)[number];
export const MAX_ENGRAVING_LINES = 2;

export interface EngravingEntry {
  text?: string;
  symbolId?: number;
}

export interface EngravingLine {
  propertyId: number;
  mechanismIndex: number;
  location: EngravingLocation;
  /** 0 for LINE 1, 1 for LINE 2. */
  line: number;
  entry: EngravingEntry;
}

export const isBlankEntry = (entry: EngravingEntry): boolean => !entry.text?.trim() && entry.symbolId === undefined;

/** Every non-blank engraving line of the given properties, in mechanism, location and line order. */
export function engravingLines(properties: InstanceProperties, propertyIds: readonly number[]): EngravingLine[] {
  return propertyIds.flatMap((propertyId) => {
    const engravings = properties[String(propertyId)]?.engravings;
    if (!engravings) return [];
    return Object.entries(engravings)
      .map(([index, locations]) => ({ mechanismIndex: Number(index), locations }))
      .filter(({ mechanismIndex }) => Number.isInteger(mechanismIndex) && mechanismIndex >= 0)
      .sort((a, b) => a.mechanismIndex - b.mechanismIndex)
      .flatMap(({ mechanismIndex, locations }) =>
        ENGRAVING_LOCATIONS.flatMap((location) =>
          (locations[location] ?? [])
            .slice(0, MAX_ENGRAVING_LINES)
            .flatMap((entry, line) => (isBlankEntry(entry) ? [] : [{ propertyId, mechanismIndex, location, line, entry }])),
        ),
      );
  });
}
