/**
 * Property-based (fast-check): on random catalogues, roles, selections and option filters, the
 * optimised evaluateItem and its incremental path evaluateItemChange give exactly what the naive
 * evaluation (testing/naive-availability.ts) gives: visible options, allowed options, every reason
 * (kind, message, rule, triggering option), applies and selectionIsInvalid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalogue, type CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { Catalogue, ProductRule } from '../../domain/catalogue.ts';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord } from '../../domain/demo-records.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import type { OrgRole } from '../../domain/roles.ts';
import { contribute } from '../../plugins/define-plugin.ts';
import { optionFiltersPoint } from '../../plugins/extension-points.ts';
import { naiveAvailability } from '../testing/naive-availability.ts';
import { registryWith } from '../testing/test-registry.ts';
import type { ItemEvaluation, ItemEvaluationInput } from '../types.ts';
import { evaluateItem, evaluateItemChange } from './evaluate-item.ts';

const PROPERTIES = 5;
const OPTIONS = 4;
const propertyId = (p: number) => p + 1;
const optionId = (p: number, o: number) => (p + 1) * 10 + o;
const UNKNOWN_OPTION = 999;

const anyOption = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(fc.nat(PROPERTIES - 1), fc.nat(OPTIONS - 1)).map(([p, o]) => optionId(p, o)) },
  { weight: 6, arbitrary: fc.tuple(fc.nat(PROPERTIES - 1), fc.nat(1)).map(([p, o]) => optionId(p, o)) },
  { weight: 1, arbitrary: fc.constant(UNKNOWN_OPTION) },
);

const ruleArbitrary = fc.nat(PROPERTIES - 1).chain((toProperty) =>
  fc.record({
    type: fc.constantFrom('incompatible' as const, 'compatible' as const),
    toResourceKey: fc.constantFrom('productOption' as const, 'productOption' as const, 'productProperty' as const),
    fromIds: fc.array(anyOption, { minLength: 1, maxLength: 2 }),
    toProperty: fc.constant(toProperty),
    /** Options rules: toProductPropertyId null (targets are the toIds' own properties). */
    untargeted: fc.boolean(),
    /** Mostly options of the target property, sometimes of another one. */
    toOptions: fc.array(fc.oneof({ weight: 4, arbitrary: fc.nat(OPTIONS - 1).map((o) => optionId(toProperty, o)) }, { weight: 1, arbitrary: anyOption }), {
      maxLength: 4,
      size: 'large',
    }),
    /** Property rules: toIds empty (toProductPropertyId decides), or several properties. */
    toProperties: fc.array(fc.nat(PROPERTIES - 1), { maxLength: 2 }),
  }),
);

const catalogueArbitrary = fc.record({
  properties: fc.array(
    fc.record({
      optionCount: fc.integer({ min: 2, max: OPTIONS }),
      orderLevel: fc.boolean(),
      archived: fc.nat(5).map((n) => n === 0),
      rank: fc.nat(3),
      levels: fc.array(fc.constantFrom('all' as const, 'internal' as const, 'admin' as const), { minLength: OPTIONS, maxLength: OPTIONS }),
      archivedOptions: fc.array(fc.nat(OPTIONS - 1), { maxLength: 1 }),
    }),
    { minLength: PROPERTIES, maxLength: PROPERTIES },
  ),
  products: fc.array(
    fc.record({
      propertyMask: fc.array(
        fc.nat(4).map((n) => n > 0),
        { minLength: PROPERTIES, maxLength: PROPERTIES },
      ),
      disabled: fc.array(anyOption, { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  rules: fc.array(ruleArbitrary, { minLength: 2, maxLength: 24, size: 'large' }),
});
type Shape = typeof catalogueArbitrary extends fc.Arbitrary<infer T> ? T : never;

function buildCatalogue(s: Shape): Catalogue {
  const exists = (id: number) =>
    id !== UNKNOWN_OPTION && Math.floor(id / 10) - 1 < s.properties.length && id % 10 < s.properties[Math.floor(id / 10) - 1]!.optionCount;
  return catalogueWithOrgId(
    {
      products: s.products.map((p, i) =>
        productRecord({
          id: i + 1,
          title: `Product ${i + 1}`,
          propertyIds: s.properties.flatMap((_, k) => (p.propertyMask[k] || k === 0 ? [propertyId(k)] : [])),
          disabledOptionIds: Object.fromEntries(s.properties.map((_, k) => [propertyId(k), p.disabled.filter((id) => Math.floor(id / 10) === k + 1)])),
        }),
      ),
      productProperties: s.properties.map((p, k) =>
        propertyRecord({ id: propertyId(k), title: `Property ${k + 1}`, isOrderLevel: p.orderLevel ? 1 : 0, rank: p.rank, archived: p.archived ? 1 : 0 }),
      ),
      productOptions: s.properties.flatMap((p, k) =>
        Array.from({ length: p.optionCount }, (_, o) =>
          optionRecord({
            id: optionId(k, o),
            productPropertyId: propertyId(k),
            title: `Option ${optionId(k, o)}`,
            rank: (o * 7) % 3,
            publishLevel: p.levels[o]!,
            archived: p.archivedOptions.includes(o) ? 1 : 0,
          }),
        ),
      ),
      productRules: s.rules.map((r, i): Omit<ProductRule, 'orgId'> => {
        const toProductPropertyId = propertyId(r.toProperty);
        if (r.toResourceKey === 'productProperty') {
          return {
            id: i + 1,
            title: `Rule ${i + 1}`,
            type: r.type,
            fromResourceKey: 'productOption',
            toResourceKey: 'productProperty',
            fromIds: r.fromIds,
            toIds: r.toProperties.map(propertyId),
            toProductPropertyId,
          };
        }
        const toIds = r.toOptions.filter((id) => exists(id) || id === UNKNOWN_OPTION);
        return {
          id: i + 1,
          title: `Rule ${i + 1}`,
          type: r.type,
          fromResourceKey: 'productOption',
          toResourceKey: 'productOption',
          fromIds: r.fromIds,
          toIds,
          toProductPropertyId: r.untargeted ? null : toProductPropertyId,
        };
      }),
    },
    1,
  );
}

/** A value of property k: mostly one of its options; else nothing, another property's or an unknown option, or a non-option value. */
const valueArbitrary = (k: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 8, arbitrary: fc.nat(OPTIONS - 1).map((o) => ({ optionId: optionId(k, o) })) },
    { weight: 1, arbitrary: anyOption.map((id) => ({ optionId: id })) },
    { weight: 1, arbitrary: fc.constant({ value: 'text' }) },
  );
const propertiesArbitrary = fc.tuple(...Array.from({ length: PROPERTIES }, (_, k) => valueArbitrary(k))).map((values) => {
  const properties: InstanceProperties = {};
  values.forEach((v, k) => {
    if (v) properties[String(propertyId(k))] = v;
  });
  return properties;
});
const configuration = fc.record({
  productIndex: fc.nat(1),
  role: fc.constantFrom<OrgRole>('owner', 'member', 'guest'),
  properties: propertiesArbitrary,
  orderProperties: fc.option(propertiesArbitrary, { nil: undefined }),
});
type Configuration = typeof configuration extends fc.Arbitrary<infer T> ? T : never;
/** A change: one property's value, item or order-level. */
const change = fc
  .nat(PROPERTIES - 1)
  .chain((property) => fc.record({ property: fc.constant(property), value: valueArbitrary(property), orderLevel: fc.boolean() }));

function inputOf(index: CatalogueIndex, c: Configuration, filtered: ReadonlyMap<number, string> | undefined): ItemEvaluationInput {
  const products = [...index.productsById.values()];
  const product = products[c.productIndex % products.length]!;
  const registry =
    filtered &&
    registryWith([contribute(optionFiltersPoint, () => [...filtered].map(([id, reason]) => ({ propertyId: Math.floor(id / 10), optionId: id, reason })))]);
  return { index, product, properties: c.properties, orderProperties: c.orderProperties, role: c.role, orgId: 1, registry };
}

function expectSameAsNaive(
  evaluation: ItemEvaluation,
  catalogue: Catalogue,
  input: ItemEvaluationInput,
  filtered: ReadonlyMap<number, string> | undefined,
): void {
  const naive = naiveAvailability({
    catalogue,
    productId: input.product.id,
    properties: input.properties,
    orderProperties: input.orderProperties,
    role: input.role,
    filtered,
  });
  expect([...evaluation.byPropertyId.keys()]).toEqual([...naive.keys()]);
  for (const [id, ours] of evaluation.byPropertyId) {
    const expected = naive.get(id)!;
    expect(
      {
        propertyId: ours.propertyId,
        applies: ours.applies,
        optionIds: ours.options.map((o) => o.id),
        allowedIds: ours.allowed.map((o) => o.id),
        unavailable: [...ours.unavailable].sort((a, b) => a[0] - b[0]),
        selectedOptionId: ours.selectedOptionId,
        selectionIsInvalid: ours.selectionIsInvalid,
      },
      `property ${id}`,
    ).toEqual({ ...expected, unavailable: [...expected.unavailable].sort((a, b) => a[0] - b[0]) });
  }
}

const filtersArbitrary = fc.option(
  fc.array(anyOption, { minLength: 1, maxLength: 3 }).map((ids) => new Map(ids.map((id) => [id, `Filtered ${id}`]))),
  { nil: undefined, freq: 4 },
);

describe('optimised availability equals the naive evaluation (property-based)', () => {
  it('evaluateItem: options, allowed, reasons, applies and invalid selections', () => {
    fc.assert(
      fc.property(catalogueArbitrary, configuration, filtersArbitrary, (shape, c, filtered) => {
        const catalogue = buildCatalogue(shape);
        const input = inputOf(indexCatalogue(catalogue), c, filtered);
        expectSameAsNaive(evaluateItem(input), catalogue, input, filtered);
      }),
      { numRuns: 300 },
    );
  });

  it('evaluateItemChange after any sequence of item and order-level changes', () => {
    fc.assert(
      fc.property(catalogueArbitrary, configuration, fc.array(change, { minLength: 1, maxLength: 8 }), filtersArbitrary, (shape, start, changes, filtered) => {
        const catalogue = buildCatalogue(shape);
        const index = indexCatalogue(catalogue);
        let c = start;
        let evaluation = evaluateItem(inputOf(index, c, filtered));
        for (const { property, value, orderLevel } of changes) {
          const key = String(propertyId(property));
          const set = (values: InstanceProperties | undefined) => {
            const next: InstanceProperties = { ...values };
            if (value) next[key] = value;
            else delete next[key];
            return next;
          };
          c = orderLevel ? { ...c, orderProperties: set(c.orderProperties) } : { ...c, properties: set(c.properties) };
          const input = inputOf(index, c, filtered);
          evaluation = evaluateItemChange(evaluation, input);
          expectSameAsNaive(evaluation, catalogue, input, filtered);
          expect(evaluation.issues).toEqual(evaluateItem(input).issues);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('evaluateItemChange falls back to a full evaluation for another product or role', () => {
    fc.assert(
      fc.property(catalogueArbitrary, configuration, configuration, (shape, a, b) => {
        const catalogue = buildCatalogue(shape);
        const index = indexCatalogue(catalogue);
        const input = inputOf(index, b, undefined);
        expectSameAsNaive(evaluateItemChange(evaluateItem(inputOf(index, a, undefined)), input), catalogue, input, undefined);
      }),
      { numRuns: 100 },
    );
  });

  it('shares unchanged properties with the previous evaluation', () => {
    const shape: Shape = {
      properties: [0, 1, 2].map(() => ({
        optionCount: 3,
        orderLevel: false,
        archived: false,
        rank: 0,
        levels: ['all', 'all', 'all', 'all'],
        archivedOptions: [],
      })),
      products: [{ propertyMask: [true, true, true, false, false], disabled: [] }],
      rules: [
        {
          type: 'incompatible',
          toResourceKey: 'productOption',
          fromIds: [optionId(0, 0)],
          toProperty: 1,
          untargeted: false,
          toOptions: [optionId(1, 2)],
          toProperties: [],
        },
      ],
    };
    const index = indexCatalogue(buildCatalogue(shape));
    const c: Configuration = { productIndex: 0, role: 'owner', properties: {}, orderProperties: undefined };
    const before = evaluateItem(inputOf(index, c, undefined));
    const after = evaluateItemChange(before, inputOf(index, { ...c, properties: { 1: { optionId: optionId(0, 0) } } }, undefined));
    expect(after.byPropertyId.get(3)).toBe(before.byPropertyId.get(3)); // untouched by the rule
    expect(after.byPropertyId.get(2)).not.toBe(before.byPropertyId.get(2));
    expect(after.byPropertyId.get(2)!.unavailable.get(optionId(1, 2))?.ruleId).toBe(1);
  });
});
