/** Pure edits of an item's engravings (per mechanism, per location, up to 2 lines of text or a symbol). */
import type { Engravings } from '@configurator/core';
import { MAX_LINES, type Location } from './engraving-layout.ts';

type Entry = { text?: string; symbolId?: number };

const locationsOf = (engravings: Engravings, mechanism: number) => engravings[String(mechanism)] ?? { above: [], below: [] };

const withLocation = (engravings: Engravings, mechanism: number, location: Location, entries: Entry[]): Engravings => ({
  ...engravings,
  [String(mechanism)]: { ...locationsOf(engravings, mechanism), [location]: entries },
});

/** Blank lines at the end are dropped, so stored data holds only what was typed. */
const trimTrailing = (entries: Entry[]): Entry[] => {
  const copy = [...entries];
  while (copy.length && !copy[copy.length - 1]!.text && copy[copy.length - 1]!.symbolId === undefined) copy.pop();
  return copy;
};

export function setLine(engravings: Engravings, mechanism: number, location: Location, line: number, text: string): Engravings {
  const current = locationsOf(engravings, mechanism)[location].filter((e) => e.symbolId === undefined);
  const entries: Entry[] = Array.from({ length: MAX_LINES }, (_, i) => current[i] ?? { text: '' });
  entries[line] = { text };
  return withLocation(engravings, mechanism, location, trimTrailing(entries));
}

/** A symbol takes the whole location (LINE 1); null goes back to text. */
export function setSymbol(engravings: Engravings, mechanism: number, location: Location, symbolId: number | null): Engravings {
  return withLocation(engravings, mechanism, location, symbolId === null ? [] : [{ symbolId }]);
}

export function clearLocation(engravings: Engravings, mechanism: number, location: Location): Engravings {
  return withLocation(engravings, mechanism, location, []);
}

/** The severity of the item validator's issue for one line ('{mechanism}.{location}.{line}'), if any. */
export function lineSeverity(issues: { path?: string; severity: 'error' | 'warning' }[], mechanism: number, location: Location, line: number) {
  const path = `${mechanism}.${location}.${line}`;
  const found = issues.filter((i) => i.path === path);
  if (found.some((i) => i.severity === 'error')) return 'error' as const;
  if (found.some((i) => i.severity === 'warning')) return 'warning' as const;
  return undefined;
}
