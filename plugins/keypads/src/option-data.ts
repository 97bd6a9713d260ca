/**
 * The option data keys this plugin reads (option.data is free JSON; see the README of this package):
 * - plate size:  { width: number, height: number }            plate outline in mm
 * - layout:      { layoutString?: string, rows?: number, columns?: number }
 *                rows/columns are what the keypad size rule counts; when absent they are derived from
 *                layoutString (columns = parts, rows = the largest count). layoutString shapes the drawing.
 * - back box:    { type?: string, backBoxProductId?: number } e.g. { type: 'MUD RING', backBoxProductId: 61 }
 * - finishes:    { plateFill?: string } and { mechanismFill?: string } CSS colours for the drawing
 * - indicator:   { ledIndicator?: true, color?: string } an LED on every mechanism (one engraving line)
 */
import type { CatalogueIndex, InstanceProperties, ProductOption } from '@configurator/core';
import { optionData } from '@configurator/core';
import { parseLayoutString, type ColumnSpec } from './layout-string.ts';

export interface PlateSize {
  width: number;
  height: number;
}

export interface KeypadLayout {
  rows: number;
  columns: number;
  parts: ColumnSpec[];
  layoutString?: string;
}

export interface BackBox {
  type?: string;
  backBoxProductId?: number;
}

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

export function plateSizeOf(option: ProductOption | undefined): PlateSize | undefined {
  const width = positive(optionData(option, 'width'));
  const height = positive(optionData(option, 'height'));
  return width && height ? { width, height } : undefined;
}

export function layoutOf(option: ProductOption | undefined): KeypadLayout | undefined {
  const layoutString = optionData(option, 'layoutString');
  const parsed = typeof layoutString === 'string' ? parseLayoutString(layoutString) : undefined;
  const rows = positive(optionData(option, 'rows')) ?? (parsed ? Math.max(...parsed.map((c) => c.count)) : undefined);
  const columns = positive(optionData(option, 'columns')) ?? parsed?.length;
  if (!rows || !columns) return undefined;
  const parts = parsed ?? Array.from({ length: columns }, () => ({ count: rows, tall: false }));
  return { rows, columns, parts, layoutString: parsed ? (layoutString as string) : undefined };
}

export function backBoxOf(option: ProductOption | undefined): BackBox | undefined {
  if (!option) return undefined;
  const type = optionData(option, 'type');
  const productId = optionData(option, 'backBoxProductId');
  return {
    type: typeof type === 'string' ? type : undefined,
    backBoxProductId: typeof productId === 'number' ? productId : undefined,
  };
}

/** The option chosen for a property, if any. */
export function selectedOption(catalogue: CatalogueIndex, properties: InstanceProperties, propertyId: number): ProductOption | undefined {
  const optionId = properties[String(propertyId)]?.optionId;
  return optionId == null ? undefined : catalogue.optionsById.get(optionId);
}

/** Every option chosen on the item, in property-id order. */
export function selectedOptions(catalogue: CatalogueIndex, properties: InstanceProperties): ProductOption[] {
  return Object.values(properties).flatMap((value) => {
    const option = value.optionId == null ? undefined : catalogue.optionsById.get(value.optionId);
    return option ? [option] : [];
  });
}

/** The first chosen option whose data reads as T. */
export function firstSelected<T>(options: ProductOption[], read: (option: ProductOption) => T | undefined): T | undefined {
  for (const option of options) {
    const value = read(option);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function dataString(option: ProductOption, key: string): string | undefined {
  const value = optionData(option, key);
  return typeof value === 'string' ? value : undefined;
}
