/**
 * Inputs of the non-select property types (spec catalogue §5): checkbox, text (max 40, multiline
 * when set), number (integers, default 0), dimensions (nearest interval, capped, raised to the
 * minimum). Numeric fields keep only digits and the dot while typing.
 */
import { normaliseDimension, normaliseNumberInput, normaliseText, parseNumberProperty, type ProductProperty, type PropertyValue } from '@configurator/core';

export type ValueType = 'checkbox' | 'text' | 'number' | 'dimensions';

export const isValueType = (type: ProductProperty['type']): type is ValueType =>
  type === 'checkbox' || type === 'text' || type === 'number' || type === 'dimensions';

/** What the field shows for a stored value. */
export function draftOf(property: ProductProperty, value: PropertyValue | undefined): string | boolean {
  const raw = value?.value;
  if (property.type === 'checkbox') return raw === true;
  if (raw === null || raw === undefined) return property.type === 'number' ? '0' : '';
  return String(raw);
}

/** Filters a keystroke's text the way the field allows. */
export function typed(property: ProductProperty, raw: string): string {
  if (property.type === 'number' || property.type === 'dimensions') return normaliseNumberInput(raw);
  return normaliseText(raw, { multiline: property.multiline === 1 });
}

/** The value to store when the field is committed. */
export function committed(property: ProductProperty, draft: string | boolean): string | number | boolean | null {
  switch (property.type) {
    case 'checkbox':
      return draft === true;
    case 'number':
      return parseNumberProperty(String(draft));
    case 'dimensions':
      return String(draft).trim() === '' ? null : normaliseDimension(String(draft), property.data);
    default:
      return normaliseText(String(draft), { multiline: property.multiline === 1 });
  }
}

/** The chip's text for a stored value. */
export function displayOf(property: ProductProperty, value: PropertyValue | undefined, units: string): string {
  const raw = value?.value;
  if (property.type === 'checkbox') return raw === true ? 'Yes' : 'No';
  if (raw === null || raw === undefined || raw === '') return property.type === 'number' ? '0' : 'Not set';
  return property.type === 'dimensions' ? `${raw} ${units}` : String(raw);
}
