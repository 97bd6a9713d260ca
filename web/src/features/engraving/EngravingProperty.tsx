/** Connects an item's engraving property to the order store: drafts while typing, saves on leave. */
import type { CatalogueIndex, ItemIssue, Product, ProductProperty, PropertyValue, Units } from '@configurator/core';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';
import { EngravingEditor } from './EngravingEditor.tsx';
import { useEngravingMechanisms } from './use-engraving-layout.ts';

interface EngravingPropertyProps {
  item: ItemView;
  product: Product;
  property: ProductProperty;
  index: CatalogueIndex;
  units: Units;
  issues: ItemIssue[];
  isOwner: boolean;
}

export function EngravingProperty({ item, product, property, index, units, issues, isOwner }: EngravingPropertyProps) {
  const mechanisms = useEngravingMechanisms(product, item.properties, index, units, property.id);
  const setDraft = useOrderStore((s) => s.setDraft);
  const commitDraft = useOrderStore((s) => s.commitDraft);
  const updateItem = useOrderStore((s) => s.updateItem);
  const key = String(property.id);
  // Read the item when the change happens: a debounced draft may land after other changes.
  const withValue = (value: PropertyValue) => {
    const current = useOrderStore.getState().items.find((i) => i.id === item.id) ?? item;
    return { ...current.properties, [key]: value };
  };

  return (
    <EngravingEditor
      property={property}
      value={item.properties[key]}
      mechanisms={mechanisms}
      issues={issues}
      isOwner={isOwner}
      onDraft={(value) => setDraft(item.id, { properties: withValue(value) })}
      onCommit={() => void commitDraft(item.id)}
      onSave={(value) => void updateItem(item.id, { properties: withValue(value) })}
    />
  );
}
