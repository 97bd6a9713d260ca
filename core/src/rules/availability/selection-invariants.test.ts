/**
 * Property-based tests (fast-check): random catalogues, rules, roles and selection sequences.
 *  - no accepted sequence of selections (item or order-level) leaves a set property that applies
 *    without an allowed option;
 *  - every visible option is either allowed or has a reason, never both;
 *  - an accepted choice is held and valid afterwards; no item value stays in a property that does
 *    not apply; a valid item passes the server's validateSelections.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalogue, type CatalogueIndex } from '../../domain/catalogue-index.ts';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord, ruleRecord } from '../../domain/demo-records.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import type { OrgRole } from '../../domain/roles.ts';
import type { ItemEvaluationInput } from '../types.ts';
import { evaluateItem } from './evaluate-item.ts';
import { selectOption, selectOrderLevelOption } from './select-option.ts';
import { validateSelections } from './validate-selections.ts';

interface Shape {
  properties: { optionCount: number; orderLevel: boolean; internal: number[] }[];
  disabled: [number, number][];
  rules: { type: 'incompatible' | 'compatible'; toProperty: boolean; from: [number, number]; toPropertyIndex: number; toOptions: number[] }[];
}

const shape: fc.Arbitrary<Shape> = fc.integer({ min: 2, max: 6 }).chain((propertyCount) =>
  fc.record({
    properties: fc.array(
      fc.record({
        optionCount: fc.integer({ min: 1, max: 5 }),
        orderLevel: fc.boolean(),
        internal: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 2 }),
      }),
      { minLength: propertyCount, maxLength: propertyCount },
    ),
    disabled: fc.array(fc.tuple(fc.integer({ min: 0, max: propertyCount - 1 }), fc.integer({ min: 0, max: 4 })), { maxLength: 3 }),
    rules: fc.array(
      fc.record({
        type: fc.constantFrom('incompatible' as const, 'compatible' as const),
        toProperty: fc.boolean(),
        from: fc.tuple(fc.integer({ min: 0, max: propertyCount - 1 }), fc.integer({ min: 0, max: 4 })),
        toPropertyIndex: fc.integer({ min: 0, max: propertyCount - 1 }),
        toOptions: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }),
      }),
      { maxLength: 12 },
    ),
  }),
);

const propertyId = (i: number) => i + 1;
const optionId = (property: number, option: number) => (property + 1) * 10 + option;

function buildIndex(s: Shape): CatalogueIndex {
  const count = (p: number) => s.properties[p]!.optionCount;
  const disabled: Record<number, number[]> = {};
  for (const [p, o] of s.disabled) if (o < count(p)) (disabled[propertyId(p)] ??= []).push(optionId(p, o));
  return indexCatalogue(
    catalogueWithOrgId(
      {
        products: [productRecord({ id: 1, title: 'Random', propertyIds: s.properties.map((_, i) => propertyId(i)), disabledOptionIds: disabled })],
        productProperties: s.properties.map((p, i) => propertyRecord({ id: propertyId(i), title: `Property ${i + 1}`, isOrderLevel: p.orderLevel ? 1 : 0 })),
        productOptions: s.properties.flatMap((p, i) =>
          Array.from({ length: p.optionCount }, (_, o) =>
            optionRecord({
              id: optionId(i, o),
              productPropertyId: propertyId(i),
              title: `Option ${optionId(i, o)}`,
              publishLevel: p.internal.includes(o) ? 'internal' : 'all',
            }),
          ),
        ),
        productRules: s.rules
          .filter((r) => r.from[1] < count(r.from[0]))
          .map((r, id) =>
            ruleRecord({
              id: id + 1,
              title: `Rule ${id + 1}`,
              type: r.type,
              fromIds: [optionId(...r.from)],
              toProductPropertyId: propertyId(r.toPropertyIndex),
              toOptionIds: r.toProperty ? undefined : r.toOptions.filter((o) => o < count(r.toPropertyIndex)).map((o) => optionId(r.toPropertyIndex, o)),
            }),
          ),
      },
      1,
    ),
  );
}

function checkInvariants(input: ItemEvaluationInput): void {
  const evaluation = evaluateItem(input);
  for (const [id, a] of evaluation.byPropertyId) {
    for (const option of a.options) {
      const allowed = a.allowed.includes(option);
      expect(allowed !== a.unavailable.has(option.id), `option ${option.id} allowed xor has a reason`).toBe(true);
      if (!allowed) expect(a.unavailable.get(option.id)!.message.length).toBeGreaterThan(0);
    }
    if (a.applies && a.selectedOptionId !== null) expect(a.allowed.length, `set property ${id} keeps an option`).toBeGreaterThan(0);
    if (!a.applies) expect(input.properties[String(id)], `no item value in property ${id} that does not apply`).toBeUndefined();
  }
  if (evaluation.isValid) expect(validateSelections(input)).toEqual({ ok: true });
}

const action = fc.record({
  orderLevel: fc.boolean(),
  item: fc.integer({ min: 0, max: 1 }),
  property: fc.integer({ min: 0, max: 5 }),
  option: fc.integer({ min: 0, max: 4 }),
});
const roles: OrgRole[] = ['owner', 'member', 'guest'];

describe('selection invariants (property-based)', () => {
  it('accepted selections never leave a set property without options; every unavailable option has a reason', () => {
    fc.assert(
      fc.property(shape, fc.constantFrom(...roles), fc.array(action, { minLength: 1, maxLength: 25 }), (s, role, actions) => {
        const index = buildIndex(s);
        const product = index.productsById.get(1)!;
        let items: InstanceProperties[] = [{}, {}];
        let order: InstanceProperties = {};
        const inputOf = (properties: InstanceProperties): ItemEvaluationInput => ({ index, product, properties, role, orgId: 1, orderProperties: order });
        for (const a of actions) {
          if (a.property >= s.properties.length) continue;
          const pid = propertyId(a.property);
          const oid = optionId(a.property, a.option);
          if (a.orderLevel && s.properties[a.property]!.orderLevel) {
            const result = selectOrderLevelOption(items.map(inputOf), pid, oid);
            if (result.ok) {
              items = result.itemsProperties;
              order = { ...order, [String(pid)]: { optionId: oid } };
            }
          } else {
            const result = selectOption(inputOf(items[a.item]!), pid, oid);
            if (result.ok) {
              items = items.map((p, i) => (i === a.item ? result.properties : p));
              const held = result.properties[String(pid)];
              if (held && !s.properties[a.property]!.orderLevel) {
                expect(held.optionId).toBe(oid);
                expect(evaluateItem(inputOf(result.properties)).byPropertyId.get(pid)!.selectionIsInvalid).toBe(false);
              }
            } else {
              expect(result.message.length).toBeGreaterThan(0);
            }
          }
          items.forEach((p) => checkInvariants(inputOf(p)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
