/**
 * Which items of the order have an invalid configuration (the item list's red dot, the lifecycle's
 * "an item is invalid"), kept per item: an item is evaluated again only when its properties object
 * changed (an option click changes one item; the store keeps every other item's object), and then
 * from its previous evaluation (core's evaluateItemChange rebuilds only what the change touches).
 * Evaluating all 200 items in full on every change was the order page's slowest leftover (issue 17).
 * Items never evaluated yet are evaluated FIRST_EVALUATIONS at once (about the first screen's rows) and the
 * rest EVALUATIONS_PER_SLICE per idle period (issue 20: the first render of a 200-item order does not
 * wait on 200 evaluations); a question that needs every item (the submit check) completes them at once.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { whenIdle } from '../ui/idle-work.ts';
import { evaluateItem, evaluateItemChange, type InstanceProperties, type ItemEvaluation, type ItemEvaluationInput } from '@configurator/core';
import type { ItemView } from './order-types.ts';

type MakeInput = (item: ItemView) => ItemEvaluationInput | null;

interface Entry {
  properties: InstanceProperties;
  productId: number;
  evaluation: ItemEvaluation | null;
}

export interface ValidityCache {
  /** The inputs' maker (catalogue, role, organisation, registry): another one starts the cache again. */
  makeInput: MakeInput;
  byId: ReadonlyMap<number, Entry>;
  invalidIds: ReadonlySet<number>;
  /** How many items are not evaluated yet (left for later by the budget). */
  pending: number;
}

export const FIRST_EVALUATIONS = 12;
export const EVALUATIONS_PER_SLICE = 10;

/**
 * The cache for `items`, reusing `previous` for every item whose properties and product are the same.
 * A changed item is always evaluated again; at most `budget` items never evaluated before are, the
 * others are left pending (neither valid nor invalid yet).
 */
export function nextValidity(previous: ValidityCache | null, items: readonly ItemView[], makeInput: MakeInput, budget = Infinity): ValidityCache {
  const kept = previous?.makeInput === makeInput ? previous.byId : new Map<number, Entry>();
  const byId = new Map<number, Entry>();
  const invalidIds = new Set<number>();
  let left = budget;
  let pending = 0;
  for (const item of items) {
    let entry = kept.get(item.id);
    if (!entry && left <= 0) {
      pending++;
      continue;
    }
    if (!entry) left--;
    if (!entry || entry.properties !== item.properties || entry.productId !== item.productId) {
      const input = makeInput(item);
      const before = entry?.productId === item.productId ? entry.evaluation : null;
      entry = {
        properties: item.properties,
        productId: item.productId,
        evaluation: input ? (before ? evaluateItemChange(before, input) : evaluateItem(input)) : null,
      };
    }
    byId.set(item.id, entry);
    if (entry.evaluation && !entry.evaluation.isValid) invalidIds.add(item.id);
  }
  // The same set while the same items are invalid, so what reads it is not rendered again for nothing.
  const same = previous && previous.invalidIds.size === invalidIds.size && [...invalidIds].every((id) => previous.invalidIds.has(id));
  return { makeInput, byId, invalidIds: same ? previous.invalidIds : invalidIds, pending };
}

export interface InvalidItems {
  /** The invalid items among those evaluated so far. */
  ids: ReadonlySet<number>;
  /** Whether any item is invalid, every item evaluated first (for a check at a press). */
  anyInvalid: () => boolean;
}

export function useInvalidItemIds(items: readonly ItemView[], makeInput: MakeInput): InvalidItems {
  const cache = useRef<ValidityCache | null>(null);
  // Bumped once per idle slice while items are pending.
  const [slice, setSlice] = useState(0);
  const validity = useMemo(() => {
    cache.current = nextValidity(cache.current, items, makeInput, slice === 0 && !cache.current ? FIRST_EVALUATIONS : EVALUATIONS_PER_SLICE);
    return cache.current;
    // `slice` is a dependency only to evaluate the next pending items.
  }, [items, makeInput, slice]);
  useEffect(() => {
    if (validity.pending === 0) return;
    return whenIdle(() => setSlice((count) => count + 1));
  }, [validity]);
  const anyInvalid = useCallback(() => {
    if (cache.current?.pending) cache.current = nextValidity(cache.current, items, makeInput);
    return (cache.current?.invalidIds.size ?? 0) > 0;
  }, [items, makeInput]);
  return { ids: validity.invalidIds, anyInvalid };
}
