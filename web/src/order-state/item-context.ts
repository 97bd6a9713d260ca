/** The rule engine's view of an item, built the same way for every item of the order. */
import { useEffect, useMemo, useRef } from 'react';
import {
  evaluateItem,
  evaluateItemChange,
  visiblePublishLevels,
  type CatalogueIndex,
  type ItemEvaluation,
  type ItemEvaluationInput,
  type OrgRegistry,
  type OrgRole,
  type Product,
} from '@configurator/core';
import { useRegistry, useSession } from '../features/session/session-store.ts';
import { useOrderStore } from './order-store.ts';
import type { ItemView } from './order-types.ts';

export function evaluationInput(index: CatalogueIndex, item: ItemView, role: OrgRole, orgId: number, registry: OrgRegistry): ItemEvaluationInput | null {
  const product = index.productsById.get(item.productId);
  if (!product) return null;
  return { index, product, properties: item.properties, role, orgId, registry };
}

/** Builds inputs for any item of the current order (the picker's apply-to-all and order-level choices). */
export function useInputFactory(): (item: ItemView) => ItemEvaluationInput | null {
  const index = useOrderStore((s) => s.index);
  const registry = useRegistry();
  const { activeOrg } = useSession();
  return useMemo(
    () => (item: ItemView) => (index ? evaluationInput(index, item, activeOrg.role, activeOrg.id, registry) : null),
    [index, registry, activeOrg.role, activeOrg.id],
  );
}

/**
 * The option picker's item. After a click the evaluation is computed from the previous one
 * (evaluateItemChange rebuilds only the properties the change touches; it compares selections itself
 * and evaluates in full for another product, role or catalogue, so any previous evaluation is safe).
 */
export function useItemEvaluation(item: ItemView | undefined): { input: ItemEvaluationInput; evaluation: ItemEvaluation } | null {
  const makeInput = useInputFactory();
  const previous = useRef<ItemEvaluation | null>(null);
  const result = useMemo(() => {
    if (!item) return null;
    const input = makeInput(item);
    if (!input) return null;
    return { input, evaluation: previous.current ? evaluateItemChange(previous.current, input) : evaluateItem(input) };
  }, [item, makeInput]);
  useEffect(() => {
    previous.current = result?.evaluation ?? null;
  }, [result]);
  return result;
}

/**
 * Products offered in the create-item list: by the role's publish levels (members never see admin
 * products, others neither admin nor internal); archived products only when already in the order.
 */
export function creatableProducts(index: CatalogueIndex, role: OrgRole, itemsInOrder: ItemView[]): Product[] {
  const levels = visiblePublishLevels[role];
  const used = new Set(itemsInOrder.map((i) => i.productId));
  return [...index.productsById.values()]
    .filter((p) => levels.includes(p.publishLevel) && (!p.archived || used.has(p.id)))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
}
