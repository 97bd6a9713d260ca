/**
 * Contract tests: every installed contribution, run against fixtures (the demo organisations), must
 * honour its extension point's contract: renderers draw something of positive size, filters and
 * validators return well-formed results, wording and themes parse, layouts point at real categories,
 * engraving layouts list the product's own array properties and distinct mechanisms of 1 or 2 lines.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contributionsWithSettings,
  builtInDrawingPageTypes,
  canvasActionsPoint,
  canvasEntityTypesPoint,
  canvasLayersPoint,
  canvasViewTypesPoint,
  costAdjustersPoint,
  defaultRenderer,
  documentColumnsPoint,
  documentLetterheadPoint,
  orderActionsPoint,
  termsOfSalePoint,
  DRAWING_SET_MODE_IDS,
  drawingPages,
  drawingPageTypesPoint,
  drawingSheetOptionsPoint,
  emptyOrderCosts,
  engravingLayoutPoint,
  homeLayoutOf,
  itemValidatorsPoint,
  optionFiltersPoint,
  optionSelectedHooksPoint,
  orderStaffFeaturesPoint,
  orderValidatorsPoint,
  paymentRulesPoint,
  DIMENSION_LABEL_STYLES,
  HEADER_STYLES,
  engravingLayoutContribution,
  rendererFor,
  rendererKeyOf,
  unknownRendererKeys,
  taxRatePoint,
  propertiesOfProduct,
  themeOf,
  themePoint,
  wordingOf,
  wordingPoint,
  type Drawing,
  type EngravingLayout,
  type EngravingLayoutOf,
  type InstanceProperties,
  type Product,
  type Shape,
} from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { byOrg, registry, type DemoOrgFixture } from './installed.ts';

const wordingSchema = z.strictObject({
  order: z.string().min(1),
  orders: z.string().min(1),
  myOrders: z.string().min(1),
  homeTitle: z.string().includes('{orgTitle}'),
  ordersTitleColumn: z.string().min(1),
  untitledOrder: z.string().min(1),
  newOrder: z.string().min(1),
});
const positive = z.number().positive();
const themeSchema = z.strictObject({
  accentColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  fontFamily: z.string().min(1),
  fontSize: positive,
  logoUrl: z.string().startsWith('data:image/svg+xml,').optional(),
  logoWhiteUrl: z.string().startsWith('data:image/svg+xml,').optional(),
  headerStyle: z.enum(HEADER_STYLES).optional(),
  units: z.enum(['in', 'mm']),
  unitToggle: z.boolean(),
  precision: z.object({ initial: positive, min: positive, max: positive }).refine((p) => p.min <= p.initial && p.initial <= p.max),
  defaultScale: positive,
  productViewScale: positive,
  dimensionLabels: z.enum(DIMENSION_LABEL_STYLES),
  canvas: z.object({ width: positive, height: positive, scale: positive, customViewScale: positive.optional() }),
  zoomBounds: z.object({ min: positive, max: positive }).refine((b) => b.min < b.max),
  grid: z.object({ cell: positive, stroke: positive, opacity: z.number().min(0).max(1) }).optional(),
  canvasTextScale: positive,
  hasPlanView: z.boolean(),
  isArchitectural: z.boolean(),
  isEmployeeOnly: z.boolean(),
});

/** The selections to run contributions on: nothing chosen, and every demo item of the product. */
function selectionsFor(org: DemoOrgFixture, productId: number): InstanceProperties[] {
  return [{}, ...org.demo.orders.flatMap((o) => o.items.filter((i) => i.productId === productId).map((i) => i.properties ?? {}))];
}

const products = (org: DemoOrgFixture): Product[] => [...org.catalogue.productsById.values()];

function everyNumber(shapes: Shape[], check: (n: number) => void): void {
  for (const shape of shapes) {
    for (const [key, value] of Object.entries(shape)) {
      if (typeof value === 'number') check(value);
      if (key === 'points') (value as number[]).forEach(check);
    }
    if (shape.kind === 'group') everyNumber(shape.children, check);
  }
}

function expectDrawing(drawing: Drawing): void {
  expect(drawing.width).toBeGreaterThan(0);
  expect(drawing.height).toBeGreaterThan(0);
  expect(drawing.shapes.length).toBeGreaterThan(0);
  everyNumber(drawing.shapes, (n) => expect(Number.isFinite(n)).toBe(true));
}

describe('the registry of every installed plugin', () => {
  it('freezes with every package installed', () => {
    expect(registry.installed.map((p) => p.id)).toEqual(expect.arrayContaining(['keypads', 'org-1053', 'org-1392', 'org-1450', 'org-1798', 'org-850']));
  });
});

describe.each(byOrg)('organisation %s', (_, org) => {
  it('resolves its enabled plugins, its own package first', () => {
    expect(org.registry.plugins[0]?.plugin.id).toBe(`org-${org.demo.id}`);
    expect(org.registry.plugins.map((p) => p.plugin.id)).toEqual(org.demo.enabledPlugins.map((p) => p.id));
  });

  it('has wording and a theme that parse', () => {
    expect(wordingSchema.parse(wordingOf(org.registry))).toBeTruthy();
    expect(themeSchema.parse(themeOf(org.registry))).toBeTruthy();
    const partialWording = org.registry.single(wordingPoint);
    if (partialWording) expect(wordingSchema.partial().parse(partialWording)).toEqual(partialWording);
    expect(themeSchema.partial().parse(org.registry.single(themePoint))).toBeTruthy();
  });

  it('lays out its home page with tiles that open real categories', () => {
    const layout = homeLayoutOf(org.registry);
    if (themeOf(org.registry).isArchitectural) return; // architectural organisations get New Project instead
    expect(layout?.sections.length).toBeGreaterThan(0);
    for (const tile of layout!.sections.flatMap((s) => s.tiles)) {
      if (tile.kind === 'externalLink') {
        expect(tile.url).toMatch(/^https:\/\//);
        expect(tile.title).not.toBe('');
      } else {
        expect(org.catalogue.catalogue.productCategories.map((c) => c.id)).toContain(tile.productCategoryId);
        expect(products(org).some((p) => p.productCategoryId === tile.productCategoryId)).toBe(true);
      }
    }
  });

  it('draws every product: with the renderer its key names, else the default card', () => {
    for (const product of products(org)) {
      const resolved = rendererFor(org.registry, product);
      for (const properties of selectionsFor(org, product.id)) {
        for (const units of ['in', 'mm'] as const) {
          expectDrawing(resolved.render({ product, properties, catalogue: org.catalogue, units, settings: resolved.settings }));
        }
      }
      if (rendererKeyOf(product)) expect(resolved.render).not.toBe(defaultRenderer);
    }
  });

  it('every renderer key a demo product names is contributed by an enabled plugin', () => {
    expect(unknownRendererKeys(org.registry, products(org))).toEqual([]);
  });

  it('lays out engravings of every demo product an engraving layout is keyed to, well formed', () => {
    const location = z.strictObject({ maxLines: z.union([z.literal(1), z.literal(2)]) });
    const layoutSchema = z.strictObject({
      propertyIds: z.array(z.number().int()),
      mechanisms: z.array(
        z.strictObject({ index: z.number().int().min(0), label: z.string().trim().min(1), locations: z.strictObject({ above: location, below: location }) }),
      ),
    });
    let checked = 0;
    for (const { plugin, settings } of org.registry.plugins) {
      for (const c of plugin.contributions.filter((c) => c.point.id === engravingLayoutPoint.id)) {
        for (const product of products(org).filter((p) => p.id === Number(c.key) || rendererKeyOf(p) === c.key)) {
          const arrayPropertyIds = propertiesOfProduct(org.catalogue, product)
            .filter((p) => p.type === 'array')
            .map((p) => p.id);
          for (const properties of selectionsFor(org, product.id)) {
            const layout: EngravingLayout = layoutSchema.parse(
              (c.value as EngravingLayoutOf)({ product, properties, catalogue: org.catalogue, units: 'mm', settings }),
            );
            expect(arrayPropertyIds).toEqual(expect.arrayContaining(layout.propertyIds));
            expect(layout.mechanisms.length).toBeGreaterThan(0);
            expect(new Set(layout.mechanisms.map((m) => m.index)).size).toBe(layout.mechanisms.length);
            checked += 1;
          }
        }
      }
    }
    // Every demo product with an engraving property has a layout (so the editor never falls back for it).
    for (const product of products(org)) {
      const engravable = propertiesOfProduct(org.catalogue, product).some((p) => p.type === 'array');
      if (engravable) expect(engravingLayoutContribution(org.registry, product), `product ${product.id}`).toBeDefined();
    }
    if (products(org).some((p) => engravingLayoutContribution(org.registry, p))) expect(checked).toBeGreaterThan(0);
  });

  it('filters options with well-formed results: options of the product, each with a reason', () => {
    for (const { value: filter, settings } of contributionsWithSettings(org.registry, optionFiltersPoint)) {
      for (const product of products(org)) {
        const propertyIds = new Set(propertiesOfProduct(org.catalogue, product).map((p) => p.id));
        for (const properties of selectionsFor(org, product.id)) {
          for (const removed of filter({ orgId: org.demo.id, role: 'owner', product, properties, catalogue: org.catalogue, settings })) {
            expect(propertyIds.has(removed.propertyId)).toBe(true);
            expect(org.catalogue.optionsById.get(removed.optionId)?.productPropertyId).toBe(removed.propertyId);
            expect(removed.reason.trim()).not.toBe('');
          }
        }
      }
    }
  });

  it('validates items with well-formed issues', () => {
    for (const { value: validate, settings } of contributionsWithSettings(org.registry, itemValidatorsPoint)) {
      for (const product of products(org)) {
        const propertyIds = new Set(propertiesOfProduct(org.catalogue, product).map((p) => p.id));
        for (const properties of selectionsFor(org, product.id)) {
          for (const issue of validate({ orgId: org.demo.id, role: 'guest', product, properties, catalogue: org.catalogue, settings })) {
            expect(propertyIds.has(issue.propertyId)).toBe(true);
            expect(['error', 'warning']).toContain(issue.severity);
            expect(issue.message.trim()).not.toBe('');
          }
        }
      }
    }
  });

  it('answers every option selection with nothing or a non-empty alert', () => {
    for (const { value: hook, settings } of contributionsWithSettings(org.registry, optionSelectedHooksPoint)) {
      for (const product of products(org)) {
        for (const property of propertiesOfProduct(org.catalogue, product)) {
          for (const option of org.catalogue.optionsByProperty.get(property.id) ?? []) {
            const result = hook({
              orgId: org.demo.id,
              role: 'owner',
              product,
              properties: {},
              catalogue: org.catalogue,
              settings,
              propertyId: property.id,
              optionId: option.id,
            });
            if (result) expect(result.alert.trim()).not.toBe('');
          }
        }
      }
    }
  });

  it('adjusts discounts within 0 and the rate asked, and asks deposits of 0 to 100 percent', () => {
    const categories = [null, ...org.catalogue.catalogue.productCategories.map((c) => c.id)];
    for (const productCategoryId of categories) {
      for (const isStocked of [0, 1] as const) {
        const ctx = { order: testOrder({ orgId: org.demo.id, productCategoryId, isStocked }), costs: emptyOrderCosts(), settings: {} };
        for (const { value: adjuster } of contributionsWithSettings(org.registry, costAdjustersPoint)) {
          for (const asked of [0, 5, 20, 35, 100]) {
            const adjusted = adjuster.adjustDiscountPercentage?.(asked, ctx) ?? asked;
            expect(adjusted).toBeGreaterThanOrEqual(0);
            expect(adjusted).toBeLessThanOrEqual(asked);
          }
        }
        const deposit = org.registry.single(paymentRulesPoint)?.depositPercentage(ctx);
        if (deposit !== undefined) {
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(deposit).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});

/** Order validators, staff features and tax providers (issue 7). */
describe.each(byOrg)('organisation %s: order lifecycle contributions', (_, org) => {
  const order = testOrder({ orgId: org.demo.id });
  const failureSchema = z.strictObject({ check: z.string().min(1), message: z.string().min(1), opensOrderDetails: z.boolean() });

  it('validates orders with well-formed failures, at every stage, complete or empty', () => {
    const complete = {
      phone: '5125550100',
      firmName: 'Acme',
      clientEmails: 'a@b.co',
      deliveryAddress: { ...order.deliveryAddress, streetAddress: '1 Main', city: 'Austin', state: 'TX', zip: '73301' },
    };
    for (const { value: validator, settings } of contributionsWithSettings(org.registry, orderValidatorsPoint)) {
      for (const stage of ['submit', 'payment'] as const) {
        for (const fields of [order, complete]) {
          const failures = validator({ order: { ...order, ...fields }, stage, settings });
          for (const failure of failures) failureSchema.parse(failure);
          if (fields === complete) expect(failures).toEqual([]);
        }
      }
    }
  });

  it('turns staff features on with booleans only', () => {
    const features = org.registry.single(orderStaffFeaturesPoint);
    if (features) z.strictObject({ staffPricingFields: z.boolean().optional(), costUpdate: z.boolean().optional() }).parse(features);
  });

  it('looks tax rates up with a well-formed answer for a state it knows and one it does not', async () => {
    const provider = org.registry.single(taxRatePoint);
    if (!provider) return;
    const settings = contributionsWithSettings(org.registry, taxRatePoint)[0]!.settings;
    for (const state of ['TX', 'CA', 'ZZ', '']) {
      const answer = await provider.lookup({ ...order.deliveryAddress, state }, settings);
      if (answer.kind === 'rate') {
        expect(answer.ratePercent).toBeGreaterThanOrEqual(0);
        expect(answer.ratePercent).toBeLessThan(20);
        expect(answer.source).not.toBe('');
      } else expect(answer.reason).not.toBe('');
    }
  });

  it('prints drawing sets with a well-formed sheet option and page types that make uniquely keyed pages', () => {
    const options = org.registry.single(drawingSheetOptionsPoint);
    if (options?.forceLetter !== undefined) expect(typeof options.forceLetter).toBe('boolean');
    for (const mode of DRAWING_SET_MODE_IDS) if (options?.printNote) expect(options.printNote(mode)).toMatch(/\S/);
    const items = [1, 2, 3, 4, 5].map((id) => ({
      id,
      title: `Item ${id}`,
      quantity: 1,
      notes: '',
      productTitle: 'P',
      archCustomViewId: null,
      drawing: { width: 1, height: 1, shapes: [] },
    }));
    for (const mode of DRAWING_SET_MODE_IDS) {
      const pages = drawingPages([...builtInDrawingPageTypes, ...org.registry.all(drawingPageTypesPoint)], {
        order,
        items,
        customViews: [],
        mode,
        productsPerPage: mode === 'client' ? 1 : 4,
      });
      expect(new Set(pages.map((p) => p.key)).size).toBe(pages.length);
      expect(pages.flatMap((p) => p.items.map((i) => i.id)).sort()).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    }
  });
});

/** Document columns, letterhead, terms of sale and order actions (issue 10). */
describe.each(byOrg)('organisation %s: document contributions', (_, org) => {
  const demoItems = org.demo.orders.flatMap((o) => o.items).filter((i) => i.productId > 0);

  it('contributes columns with unique keys and known kinds whose cells are text for every demo item', () => {
    const columns = org.registry.all(documentColumnsPoint);
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
    for (const column of columns) {
      expect(['quantity', 'unitPrice', 'subtotal', 'sku', 'engravings', 'other']).toContain(column.kind);
      expect(column.title.trim()).not.toBe('');
      demoItems.forEach((item, i) => {
        const line = {
          item: { id: i + 1, title: item.title ?? '', notes: '', quantity: item.quantity ?? 1, productId: item.productId, properties: item.properties ?? {} },
          product: org.catalogue.productsById.get(item.productId),
          catalogue: org.catalogue,
          position: i + 1,
        };
        expect(typeof column.cell(line)).toBe('string');
      });
    }
  });

  it('prints a letterhead and terms of sale of non-empty lines, when it has them', () => {
    const letterhead = org.registry.single(documentLetterheadPoint);
    if (letterhead) expect(letterhead.addressLines.every((l) => l.trim() !== '')).toBe(true);
    const terms = org.registry.single(termsOfSalePoint);
    if (terms) {
      expect(terms.title.trim()).not.toBe('');
      expect(terms.clauses.length).toBeGreaterThan(0);
      expect(terms.clauses.every((c) => c.trim() !== '')).toBe(true);
    }
  });

  it('plans order actions on every demo order as nothing, or a new order of catalogue products with positive quantities', () => {
    for (const action of org.registry.all(orderActionsPoint)) {
      expect(action.label.trim()).not.toBe('');
      expect(action.nothingToDo.trim()).not.toBe('');
      for (const demoOrder of org.demo.orders) {
        const items = demoOrder.items.map((i) => ({ productId: i.productId, quantity: i.quantity ?? 1, properties: i.properties ?? {} }));
        const plan = action.plan({ order: testOrder({ orgId: org.demo.id, title: demoOrder.title }), items, catalogue: org.catalogue });
        if (!plan) continue;
        expect(plan.items.length).toBeGreaterThan(0);
        for (const item of plan.items) {
          expect(org.catalogue.productsById.has(item.productId)).toBe(true);
          expect(Number.isInteger(item.quantity) && item.quantity > 0).toBe(true);
        }
      }
    }
  });
});

/** Canvas entity types, view types, layers and actions (the plan canvas's contract). */
describe.each(byOrg)('organisation %s: canvas contributions', (_, org) => {
  const view = { kind: 'custom', customViewId: 1 };
  const context = { view, scale: 1, units: 'in' as const, precision: 1 / 16 };
  const typeKeys = org.registry.keys(canvasEntityTypesPoint);

  it('draws, measures and hit-tests a new entity of every canvas entity type it enables, at its own key', () => {
    for (const key of typeKeys) {
      const type = org.registry.keyed(canvasEntityTypesPoint, key)!;
      expect(type.type).toBe(key);
      for (const make of [type.defaultData, type.addMenuData].filter((f) => f !== undefined)) {
        const data = make({ x: 10, y: 10 }, context);
        expect(type.dataSchema.safeParse(data).success).toBe(true);
        const entity = {
          id: 1,
          orgId: org.demo.id,
          productOrderId: 1,
          type: key as never,
          parentId: null,
          parentResourceKey: null,
          properties: {},
          isTentative: 0 as const,
          version: 1,
          data,
        };
        const box = type.bounds(entity, context);
        for (const n of [box.x, box.y, box.width, box.height]) expect(Number.isFinite(n)).toBe(true);
        everyNumber(type.draw(entity, context), (n) => expect(Number.isFinite(n)).toBe(true));
        expect(typeof type.hitTest(entity, { x: 10, y: 10 }, context)).toBe('boolean');
      }
      if (type.layer !== undefined) expect(org.registry.keys(canvasLayersPoint)).toContain(type.layer);
    }
  });

  it('names view kinds, layers and actions once each, and every action answers on every view', () => {
    expect(org.registry.all(canvasViewTypesPoint).every((v) => v.title.trim() !== '')).toBe(true);
    expect(org.registry.all(canvasLayersPoint).every((l) => l.title.trim() !== '')).toBe(true);
    const actions = org.registry.all(canvasActionsPoint);
    expect(new Set(actions.map((a) => a.id)).size).toBe(actions.length);
    const views = [
      { kind: 'top', customViewId: null },
      view,
      ...org.registry.all(canvasViewTypesPoint).map((v) => ({ kind: v.kind, customViewId: v.perCustomView ? 1 : null })),
    ];
    for (const action of actions) {
      for (const v of views) {
        const result = action.run({ view: v, viewTitle: 'View', entities: [], context: { ...context, view: v } });
        expect(['bulkWrite', 'download', 'message']).toContain(result.kind);
      }
    }
  });
});
