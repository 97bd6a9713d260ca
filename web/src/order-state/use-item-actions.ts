/**
 * What the options panel does to items: choose an option through the rule engine (refusals come
 * back as the engine's message, option-selected hook alerts are shown), set a value, apply a
 * choice to every item that supports it after the spec's confirmation, and change an order-level
 * property on every item at once (all or nothing; checked here first, written by the server).
 */
import { useCallback } from 'react';
import {
  messages,
  selectOption,
  selectOrderLevelOption,
  type InstanceProperties,
  type ItemEvaluationInput,
  type ProductProperty,
  type PropertyValue,
} from '@configurator/core';
import { askConfirm, showAlert } from '../ui/dialogs.ts';
import { useInputFactory } from './item-context.ts';
import { useOrderStore } from './order-store.ts';
import type { ItemView } from './order-types.ts';

const withValue = (properties: InstanceProperties, propertyId: number, value: PropertyValue): InstanceProperties => ({
  ...properties,
  [String(propertyId)]: { ...properties[String(propertyId)], ...value },
});

const carries = (item: ItemView, input: ItemEvaluationInput | null, propertyId: number): input is ItemEvaluationInput =>
  input !== null && String(propertyId) in input.product.associations.productProperties;

const showAlerts = async (alerts: string[]) => {
  for (const alert of alerts) await showAlert(alert);
};

export function useItemActions() {
  const makeInput = useInputFactory();
  const updateItem = useOrderStore((s) => s.updateItem);

  /** Returns the refusal message, or null when the choice was made. */
  const chooseOption = useCallback(
    (item: ItemView, property: ProductProperty, optionId: number): string | null => {
      const items = useOrderStore.getState().items;
      if (property.isOrderLevel) {
        const pairs = items.map((i) => ({ item: i, input: makeInput(i) })).filter((p): p is { item: ItemView; input: ItemEvaluationInput } => p.input !== null);
        const result = selectOrderLevelOption(
          pairs.map((p) => p.input),
          property.id,
          optionId,
        );
        if (!result.ok) return result.message;
        // One write: the server copies the value to every other item carrying the property (checking
        // each), and its answer brings all the items back.
        const mine = pairs.findIndex((p) => p.item.id === item.id);
        if (mine >= 0) void updateItem(item.id, { properties: result.itemsProperties[mine]! });
        void showAlerts(result.alerts);
        return null;
      }
      const input = makeInput(item);
      if (!input) return null;
      const result = selectOption(input, property.id, optionId);
      if (!result.ok) return result.message;
      void updateItem(item.id, { properties: result.properties });
      void showAlerts(result.alerts);
      return null;
    },
    [makeInput, updateItem],
  );

  const setValue = useCallback(
    (item: ItemView, propertyId: number, value: PropertyValue) => {
      void updateItem(item.id, { properties: withValue(item.properties, propertyId, value) });
    },
    [updateItem],
  );

  /**
   * Applies the active item's choice to the other items. 'that support it' is added when only some
   * items qualify (carry the property and accept the choice under their own rules).
   */
  const applyToAll = useCallback(
    async (source: ItemView, property: ProductProperty, value: PropertyValue) => {
      const others = useOrderStore.getState().items.filter((i) => i.id !== source.id);
      const updates: { item: ItemView; properties: InstanceProperties }[] = [];
      for (const item of others) {
        const input = makeInput(item);
        if (!carries(item, input, property.id)) continue;
        if (value.optionId != null) {
          const result = selectOption(input, property.id, value.optionId);
          if (result.ok) updates.push({ item, properties: result.properties });
        } else {
          updates.push({ item, properties: withValue(item.properties, property.id, value) });
        }
      }
      if (updates.length === 0) {
        await showAlert('No other item in this order supports this option.');
        return;
      }
      const question = updates.length === others.length ? messages.applyToAllConfirm : messages.applyToAllConfirmSome;
      if (!(await askConfirm(question))) return;
      for (const { item, properties } of updates) void updateItem(item.id, { properties });
    },
    [makeInput, updateItem],
  );

  return { chooseOption, setValue, applyToAll };
}
