/**
 * One tree, three outputs (issue 13 item 4): every renderer of every demo product, on its demo
 * configurations and on random valid ones (fast-check: an offered option per property, engravings of
 * random text and symbols), in inches and millimetres, never throws, returns a well-formed tree whose
 * shapes stay inside the drawing's box, and turns into well-formed SVG (the same tree konva draws and
 * thumbnails are made from). The SVG of each demo product's first demo configuration is a snapshot.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  dimensionShapes,
  drawingToSvg,
  propertiesOfProduct,
  rendererFor,
  rendererKeyOf,
  type Drawing,
  type InstanceProperties,
  type Product,
  type Shape,
} from '@configurator/core';
import { byOrg, type DemoOrgFixture } from './installed.ts';

const finite = z.number().refine(Number.isFinite, 'not finite');
const paint = z.strictObject({
  gradient: z
    .strictObject({ angle: finite, stops: z.array(z.strictObject({ offset: finite.min(0).max(1), color: z.string(), opacity: finite.optional() })).min(2) })
    .optional(),
  texture: z
    .strictObject({
      kind: z.enum(['lines', 'dots']),
      spacing: finite.positive(),
      size: finite.positive(),
      angle: finite,
      color: z.string(),
      opacity: finite.min(0).max(1),
    })
    .optional(),
});
const style = {
  fill: z.string().optional(),
  stroke: z.string().optional(),
  strokeWidth: finite.optional(),
  dash: z.array(finite).optional(),
  opacity: finite.optional(),
  id: z.string().optional(),
  paint: paint.optional(),
};
const shapeSchema: z.ZodType<Shape> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('rect'), x: finite, y: finite, width: finite.min(0), height: finite.min(0), cornerRadius: finite.optional(), ...style }),
    z.strictObject({ kind: z.literal('circle'), x: finite, y: finite, radius: finite.min(0), ...style }),
    z.strictObject({ kind: z.literal('line'), points: z.array(finite), closed: z.boolean().optional(), ...style }),
    z.strictObject({
      kind: z.literal('text'),
      x: finite,
      y: finite,
      text: z.string(),
      fontSize: finite.positive(),
      fontFamily: z.string().optional(),
      align: z.enum(['left', 'center', 'right']).optional(),
      width: finite.optional(),
      ...style,
    }),
    z.strictObject({ kind: z.literal('path'), x: finite, y: finite, data: z.string().regex(/^M/), scale: finite.positive(), ...style }),
    z.strictObject({ kind: z.literal('group'), id: z.string().optional(), x: finite.optional(), y: finite.optional(), children: z.array(shapeSchema) }),
  ]),
) as z.ZodType<Shape>;

/** Every rect, circle and path box in drawing coordinates (groups offset their children). */
function boxes(shapes: Shape[], dx = 0, dy = 0): { id: string; x0: number; y0: number; x1: number; y1: number }[] {
  return shapes.flatMap((s) => {
    const id = 'id' in s ? (s.id ?? s.kind) : s.kind;
    if (s.kind === 'group') return boxes(s.children, dx + (s.x ?? 0), dy + (s.y ?? 0));
    if (s.kind === 'rect') return [{ id, x0: dx + s.x, y0: dy + s.y, x1: dx + s.x + s.width, y1: dy + s.y + s.height }];
    if (s.kind === 'circle') return [{ id, x0: dx + s.x - s.radius, y0: dy + s.y - s.radius, x1: dx + s.x + s.radius, y1: dy + s.y + s.radius }];
    if (s.kind === 'path') return [{ id, x0: dx + s.x, y0: dy + s.y, x1: dx + s.x + 24 * s.scale, y1: dy + s.y + 24 * s.scale }];
    return [];
  });
}

function expectWellFormed(drawing: Drawing, label: string): void {
  expect(Number.isFinite(drawing.width) && drawing.width > 0, `${label}: width`).toBe(true);
  expect(Number.isFinite(drawing.height) && drawing.height > 0, `${label}: height`).toBe(true);
  for (const shape of drawing.shapes) shapeSchema.parse(shape);
  // Inside its bounds: every box within the drawing's box (a hair of tolerance for rounding).
  const tolerance = Math.max(drawing.width, drawing.height) * 1e-6 + 1e-6;
  for (const b of boxes(drawing.shapes)) {
    expect(
      b.x0 >= -tolerance && b.y0 >= -tolerance && b.x1 <= drawing.width + tolerance && b.y1 <= drawing.height + tolerance,
      `${label}: ${b.id} outside the drawing box`,
    ).toBe(true);
  }
  const svg = drawingToSvg(drawing, {
    scale: 2,
    overlay: drawing.notToScale ? [] : dimensionShapes(drawing, 2, { units: 'mm' }),
    overlayMargin: { top: 40, right: 120 },
  });
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && svg.endsWith('</svg>'), `${label}: svg`).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

const drawnProducts = (org: DemoOrgFixture): Product[] => [...org.catalogue.productsById.values()].filter((p) => rendererKeyOf(p));

function render(org: DemoOrgFixture, product: Product, properties: InstanceProperties, units: 'in' | 'mm'): Drawing {
  const { render: draw, settings } = rendererFor(org.registry, product);
  return draw({ product, properties, catalogue: org.catalogue, units, settings });
}

/** A random valid configuration: for each property an offered option (or none), random engravings. */
function configurations(org: DemoOrgFixture, product: Product): fc.Arbitrary<InstanceProperties> {
  const entries = propertiesOfProduct(org.catalogue, product).map((property) => {
    const disabled = new Set(product.associations.productProperties[String(property.id)]?.disabledProductOptionIds ?? []);
    const offered = (org.catalogue.optionsByProperty.get(property.id) ?? []).filter((o) => !disabled.has(o.id)).map((o) => o.id);
    if (property.type === 'array') {
      const entry = fc.oneof(fc.record({ text: fc.string({ maxLength: 40 }) }), fc.record({ symbolId: fc.integer({ min: 0, max: 70 }) }));
      const location = fc.array(entry, { maxLength: 2 });
      return fc.tuple(
        fc.constant(String(property.id)),
        fc
          .dictionary(fc.integer({ min: 0, max: 25 }).map(String), fc.record({ above: location, below: location }), { maxKeys: 4 })
          .map((engravings) => ({ engravings })),
      );
    }
    return fc.tuple(
      fc.constant(String(property.id)),
      offered.length
        ? fc.option(fc.constantFrom(...offered), { nil: undefined }).map((optionId) => (optionId === undefined ? {} : { optionId }))
        : fc.constant({}),
    );
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs) as InstanceProperties);
}

describe.each(byOrg)('renderer outputs of organisation %s', (_, org) => {
  it('draws every demo product with a renderer key on its demo configurations, well formed, inside its bounds, as stable SVG', () => {
    for (const product of drawnProducts(org)) {
      const demo = org.demo.orders
        .flatMap((o) => o.items)
        .filter((i) => i.productId === product.id)
        .map((i) => i.properties ?? {});
      for (const properties of [{}, ...demo]) {
        for (const units of ['in', 'mm'] as const) expectWellFormed(render(org, product, properties, units), `product ${product.id} ${units}`);
      }
      expect(drawingToSvg(render(org, product, demo[0] ?? {}, 'mm'), { scale: 2 })).toMatchSnapshot(`product ${product.id}`);
    }
  });

  it('draws random valid configurations of every drawn product without throwing', () => {
    for (const product of drawnProducts(org)) {
      fc.assert(
        fc.property(configurations(org, product), fc.constantFrom('in' as const, 'mm' as const), (properties, units) => {
          expectWellFormed(render(org, product, properties, units), `product ${product.id}`);
        }),
        { numRuns: 25, seed: product.id },
      );
    }
  });
});
