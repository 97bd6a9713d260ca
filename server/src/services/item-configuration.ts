/**
 * The server's check of an item's configuration before it is stored (issue 3): values normalised by
 * property type, newly chosen options must be visible to the viewer's role, and the whole set must
 * pass the rule engine's validateSelections (an impossible configuration is refused with its message).
 */
import {
  fillTemplate,
  messages,
  normaliseDimension,
  normaliseText,
  parseNumberProperty,
  validateSelections,
  type CatalogueIndex,
  type InstanceProperties,
  type Product,
  type PropertyValue,
} from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import { unprocessable } from '../http/errors.ts';
import { optionIsVisible } from './access.ts';

export interface ConfigurationInput {
  index: CatalogueIndex;
  product: Product;
  viewer: Viewer;
  /** What the item held before (unchanged selections are not re-checked for the viewer's role). */
  before: InstanceProperties;
  after: InstanceProperties;
}

/** Normalisers by property type; select types keep their option ids as they are. */
const normaliseValue: Partial<Record<string, (value: PropertyValue, data: { multiline: boolean; limits: object }) => PropertyValue>> = {
  text: (v, { multiline }) => (typeof v.value === 'string' ? { ...v, value: normaliseText(v.value, { multiline }) } : v),
  number: (v) => (v.value === undefined || v.value === null ? v : { ...v, value: parseNumberProperty(v.value) }),
  dimensions: (v, { limits }) => (v.value === undefined || v.value === null ? v : { ...v, value: normaliseDimension(v.value, limits) }),
};

export function checkConfiguration({ index, product, viewer, before, after }: ConfigurationInput): InstanceProperties {
  const properties: InstanceProperties = {};
  for (const [key, value] of Object.entries(after)) {
    const propertyId = Number(key);
    const property = index.propertiesById.get(propertyId);
    if (!property || !(key in product.associations.productProperties)) {
      throw unprocessable(fillTemplate(messages.propertyNotOnProduct, { propertyId }));
    }
    const normalise = normaliseValue[property.type];
    properties[key] = normalise ? normalise(value, { multiline: property.multiline === 1, limits: property.data }) : value;
    const optionId = value.optionId;
    if (optionId != null && optionId !== before[key]?.optionId) {
      const option = index.optionsById.get(optionId);
      if (!option || option.productPropertyId !== propertyId || option.archived || !optionIsVisible(viewer.role, option)) {
        throw unprocessable(fillTemplate(messages.unknownOptionForProperty, { optionId, title: property.title }));
      }
    }
  }
  // Visibility was checked above for the viewer; the rules are checked over every option, so an
  // internal option chosen earlier by staff does not make a guest's later edit fail.
  const verdict = validateSelections({ index, product, properties, role: 'owner', orgId: viewer.orgId, registry: viewer.registry });
  if (!verdict.ok) throw unprocessable(verdict.message, [{ path: `properties.${verdict.propertyId}`, message: verdict.message }]);
  return properties;
}
