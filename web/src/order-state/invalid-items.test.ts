/**
 * The order's invalid items after a change: the same answer as evaluating every item in full, with
 * only the changed item evaluated again (the others keep their evaluation object).
 */
import { describe, expect, it } from 'vitest';
import { evaluateItem, indexCatalogue, type InstanceProperties } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord, ruleRecord } from '@configurator/core/demo-records';
import { nextValidity } from './invalid-items.ts';
import type { ItemView } from './order-types.ts';

const index = indexCatalogue(
  catalogueWithOrgId(
    {
      products: [productRecord({ id: 1, title: 'Plate', propertyIds: [10, 11] })],
      productProperties: [propertyRecord({ id: 10, title: 'Finish' }), propertyRecord({ id: 11, title: 'Colour' })],
      productOptions: [
        optionRecord({ id: 100, productPropertyId: 10, title: 'Brass' }),
        optionRecord({ id: 101, productPropertyId: 10, title: 'Steel' }),
        optionRecord({ id: 110, productPropertyId: 11, title: 'Red' }),
      ],
      productRules: [ruleRecord({ id: 1, title: 'No red brass', type: 'incompatible', fromIds: [100], toProductPropertyId: 11, toOptionIds: [110] })],
    },
    7,
  ),
);
const makeInput = (item: ItemView) => ({
  index,
  product: index.productsById.get(item.productId)!,
  properties: item.properties,
  role: 'owner' as const,
  orgId: 7,
});
const item = (id: number, finish: number): ItemView =>
  ({ id, productId: 1, properties: { 10: { optionId: finish }, 11: { optionId: 110 } } as InstanceProperties }) as unknown as ItemView;
const invalidInFull = (items: ItemView[]) => new Set(items.filter((i) => !evaluateItem(makeInput(i)).isValid).map((i) => i.id));

describe('invalid items', () => {
  const items = [item(1, 101), item(2, 100), item(3, 101)];
  const first = nextValidity(null, items, makeInput);

  it('are the items the engine finds invalid', () => {
    expect(first.invalidIds).toEqual(invalidInFull(items));
    expect([...first.invalidIds]).toEqual([2]);
  });

  it('after one item changed: only that item is evaluated again, and the answer is the full one', () => {
    const changed = [items[0]!, items[1]!, item(3, 100)];
    const next = nextValidity(first, changed, makeInput);
    expect(next.invalidIds).toEqual(invalidInFull(changed));
    expect(next.byId.get(1)!.evaluation).toBe(first.byId.get(1)!.evaluation);
    expect(next.byId.get(2)!.evaluation).toBe(first.byId.get(2)!.evaluation);
    expect(next.byId.get(3)!.evaluation).not.toBe(first.byId.get(3)!.evaluation);
  });

  it('keep the same set while the same items are invalid; start again for another catalogue or role', () => {
    const equalCopy = [items[0]!, item(2, 100), items[2]!];
    const next = nextValidity(first, equalCopy, makeInput);
    expect(next.invalidIds).toBe(first.invalidIds);
    const otherInput = (i: ItemView) => ({ ...makeInput(i), role: 'member' as const });
    const restarted = nextValidity(first, items, otherInput);
    expect(restarted.byId.get(1)!.evaluation).not.toBe(first.byId.get(1)!.evaluation);
    expect(restarted.invalidIds).toEqual(first.invalidIds);
  });

  it('drop removed items', () => {
    const next = nextValidity(first, [items[0]!], makeInput);
    expect([...next.byId.keys()]).toEqual([1]);
    expect(next.invalidIds.size).toBe(0);
  });

  it('evaluate at most the budget of new items; the rest are pending until a later pass, changed items always', () => {
    const part = nextValidity(null, items, makeInput, 1);
    expect(part.pending).toBe(2);
    expect([...part.byId.keys()]).toEqual([1]);
    expect(part.invalidIds.size).toBe(0);
    const changed = [item(1, 100), items[1]!, items[2]!];
    const next = nextValidity(part, changed, makeInput, 1);
    expect(next.pending).toBe(1);
    expect(next.invalidIds).toEqual(new Set([1, 2]));
    const done = nextValidity(next, changed, makeInput);
    expect(done.pending).toBe(0);
    expect(done.invalidIds).toEqual(invalidInFull(changed));
  });
});
