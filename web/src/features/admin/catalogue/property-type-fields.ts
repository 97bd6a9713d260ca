/**
 * What the property editor shows for each property type (issue 34 item 1): the type in words, and
 * only the fields that type uses on the order screens (the option picker and the value inputs read
 * them): a placeholder and icon for the typed values, the dimension bounds for dimensions, multiline
 * for text, options and their thumbnails for the choice types, the array inputs for arrays.
 */
import type { PropertyType } from '@configurator/core';

export const propertyTypeLabels: Record<PropertyType, string> = {
  singleSelect: 'Single choice from options',
  select: 'Choice list',
  checkbox: 'Checkbox (yes or no)',
  text: 'Text',
  number: 'Number',
  dimensions: 'Dimension (with limits and step)',
  array: 'List of entries',
};

export type PropertyTypeField = 'placeHolder' | 'icon' | 'dimensionBounds' | 'multiline' | 'options' | 'noOptionThumbnails' | 'arrayInputs';

const fieldsOfType: Record<PropertyType, readonly PropertyTypeField[]> = {
  singleSelect: ['options', 'noOptionThumbnails'],
  select: ['options', 'noOptionThumbnails'],
  checkbox: ['placeHolder', 'icon'],
  text: ['placeHolder', 'icon', 'multiline'],
  number: ['placeHolder', 'icon'],
  dimensions: ['placeHolder', 'icon', 'dimensionBounds'],
  array: ['arrayInputs'],
};

/** Whether a property of this type (and array flag) uses the field. */
export function usesField(property: { type: PropertyType; isArray?: 0 | 1 }, field: PropertyTypeField): boolean {
  if (field === 'arrayInputs' && property.isArray === 1) return true;
  return fieldsOfType[property.type].includes(field);
}
