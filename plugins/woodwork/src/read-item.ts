/**
 * Reading an item's sizes and choices for a drawing. Bad input never throws: a missing value takes
 * its default, a value outside what can be drawn is clamped, and each such case is reported as a
 * problem the drawing marks.
 */
import { optionData, type InstanceProperties, type ProductOption, type RenderInput } from '@configurator/core';
import { DRAWABLE_MM } from './constants.ts';

export interface ReadSize {
  value: number;
  /** Set when the stored value could not be drawn as it is. */
  problem?: string;
}

function rawNumber(properties: InstanceProperties, propertyId: number): number | undefined {
  if (!propertyId) return undefined;
  const value = properties[String(propertyId)]?.value;
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return undefined;
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A size in mm: the item's value within the drawable range, else the default. */
export function readSize(input: RenderInput, propertyId: number, label: string, fallback: number): ReadSize {
  const raw = rawNumber(input.properties, propertyId);
  if (raw === undefined) return { value: fallback };
  if (raw < DRAWABLE_MM.min) return { value: DRAWABLE_MM.min, problem: `${label} ${raw} mm is too small to draw` };
  if (raw > DRAWABLE_MM.max) return { value: DRAWABLE_MM.max, problem: `${label} ${raw} mm is too large to draw` };
  return { value: raw };
}

/** The chosen option of a property, if the item holds one the catalogue knows. */
export function chosenOption(input: RenderInput, propertyId: number): ProductOption | undefined {
  if (!propertyId) return undefined;
  const optionId = input.properties[String(propertyId)]?.optionId;
  return optionId == null ? undefined : input.catalogue.optionsById.get(optionId);
}

/** A positive number from the chosen option's data. */
export function optionNumber(option: ProductOption | undefined, key: string): number | undefined {
  const value = optionData(option, key);
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function optionText(option: ProductOption | undefined, key: string): string | undefined {
  const value = optionData(option, key);
  return typeof value === 'string' && value ? value : undefined;
}

/** The first whole number in an option title: '3 Hinges' -> 3 (spec §9: hinge count read from the title). */
export function countFromTitle(title: string | undefined): number | undefined {
  const match = title?.match(/\d+/);
  if (!match) return undefined;
  const n = Number.parseInt(match[0], 10);
  return n > 0 ? n : undefined;
}

/** Whether a checkbox-like property is on. */
export function isChecked(properties: InstanceProperties, propertyId: number): boolean {
  if (!propertyId) return false;
  const value = properties[String(propertyId)]?.value;
  return value === true || value === 1 || value === '1' || value === 'true';
}
