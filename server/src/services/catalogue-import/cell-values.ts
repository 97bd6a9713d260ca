/**
 * Reading typed values out of a row's text cells. An empty cell is undefined: on a record that exists
 * it leaves the field as it is, on a new one the field takes its default (docs/catalogue-import.md).
 */
import { catalogueImportRowMessages as messages, fillTemplate } from '@configurator/core';
import { RowRefusal } from './sheet-refs.ts';
import type { SheetCells, SheetColumn } from './sheet-columns.ts';

export const text = (cells: SheetCells, column: SheetColumn): string | undefined => (cells[column] === '' ? undefined : cells[column]);

export function number(cells: SheetCells, column: SheetColumn, integer = false): number | undefined {
  const value = text(cells, column);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))) throw new RowRefusal(fillTemplate(messages.notNumber, { column, value }));
  return parsed;
}

export function flag(cells: SheetCells, column: SheetColumn): 0 | 1 | undefined {
  const value = text(cells, column);
  if (value === undefined) return undefined;
  if (value === '0' || value === '1') return Number(value) as 0 | 1;
  throw new RowRefusal(fillTemplate(messages.notFlag, { column, value }));
}

export function jsonObject(cells: SheetCells, column: SheetColumn): Record<string, unknown> | undefined {
  const value = text(cells, column);
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new RowRefusal(fillTemplate(messages.notJson, { column, problem: (error as Error).message }));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new RowRefusal(fillTemplate(messages.notJson, { column, problem: 'not an object' }));
  return parsed as Record<string, unknown>;
}

/** JSON with its keys sorted at every depth: the same value always reads as the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export const pick = (record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/** The extra cell: fields of the kind without a column of their own, only those. */
export function extraOf(cells: SheetCells, allowed: readonly string[]): Record<string, unknown> {
  const extra = jsonObject(cells, 'extra') ?? {};
  const unknown = Object.keys(extra).filter((key) => !allowed.includes(key));
  if (unknown.length) throw new RowRefusal(fillTemplate(messages.unknownExtra, { keys: unknown.join(', ') }));
  return extra;
}
