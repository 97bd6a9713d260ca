/** An item seen by the keypad rules: its settings, and the options offered and chosen per property. */
import type { CatalogueIndex, InstanceProperties, Product, ProductOption } from '@configurator/core';
import { selectedOption } from './option-data.ts';
import { readKeypadSettings, type KeypadSettings } from './settings.ts';

export interface KeypadItem {
  settings: KeypadSettings;
  product: Product;
  catalogue: CatalogueIndex;
  properties: InstanceProperties;
  /** The property is applied to the product. */
  has(propertyId: number): boolean;
  /** Non-archived options of the property that the product does not disable. */
  offered(propertyId: number): ProductOption[];
  selected(propertyId: number): ProductOption | undefined;
}

export function keypadItem(input: { product: Product; catalogue: CatalogueIndex; properties: InstanceProperties; settings?: unknown }): KeypadItem {
  const { product, catalogue, properties } = input;
  const associations = product.associations.productProperties;
  return {
    settings: readKeypadSettings(input.settings),
    product,
    catalogue,
    properties,
    has: (propertyId) => String(propertyId) in associations,
    offered: (propertyId) => {
      const association = associations[String(propertyId)];
      if (!association) return [];
      const disabled = new Set(association.disabledProductOptionIds);
      return (catalogue.optionsByProperty.get(propertyId) ?? []).filter((o) => !disabled.has(o.id));
    },
    selected: (propertyId) => (String(propertyId) in associations ? selectedOption(catalogue, properties, propertyId) : undefined),
  };
}

export const isKeypadCategory = (item: KeypadItem): boolean =>
  item.product.productCategoryId !== null && item.settings.categoryIds.includes(item.product.productCategoryId);
