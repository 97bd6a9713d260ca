import { describe, expect, it } from 'vitest';
import { contribute, definePlugin, engravingLayoutPoint, indexCatalogue, PluginRegistry, type EngravingLayoutOf } from '@configurator/core';
import { catalogueWithOrgId, productRecord, propertyRecord } from '@configurator/core/demo-records';
import { contributedLayout, DEFAULT_MECHANISMS, linesOf, mechanismsFor } from './engraving-layout.ts';

const catalogue = indexCatalogue(
  catalogueWithOrgId(
    {
      products: [
        productRecord({ id: 1, title: 'Keypad', propertyIds: [27], data: { renderer: 'buttons-plate' } }),
        productRecord({ id: 2, title: 'Card', propertyIds: [27] }),
      ],
      productProperties: [propertyRecord({ id: 27, title: 'Engraving', type: 'array', isArray: 1 })],
    },
    7,
  ),
);
const product = (id: number) => catalogue.productsById.get(id)!;

/** A layout of as many mechanisms as the settings say, the second taking one line below. */
const layoutOf: EngravingLayoutOf = ({ settings }) => ({
  propertyIds: [27],
  mechanisms: Array.from({ length: Number(settings.count) }, (_, index) => ({
    index,
    label: `Button ${index + 1}`,
    locations: { above: { maxLines: 2 }, below: { maxLines: index === 1 ? 1 : 2 } },
  })),
});
const registry = new PluginRegistry()
  .add(definePlugin({ id: 'buttons', kind: 'plugin', title: 'Buttons', contributions: [contribute(engravingLayoutPoint, layoutOf, { key: 'buttons-plate' })] }))
  .freeze()
  .registryFor({ id: 7, enabledPlugins: [{ id: 'buttons', settings: { count: 3 } }] });

describe('engraving layout from the engraving-layout extension point', () => {
  it("asks the contribution keyed to the product's renderer key, with its plugin settings", () => {
    const layout = contributedLayout(registry, { product: product(1), properties: {}, catalogue, units: 'mm' });
    expect(layout?.mechanisms.map((m) => m.label)).toEqual(['Button 1', 'Button 2', 'Button 3']);
    const mechanisms = mechanismsFor(layout, 27);
    expect(mechanisms.map((m) => [linesOf(m, 'above'), linesOf(m, 'below')])).toEqual([
      [2, 2],
      [2, 1],
      [2, 2],
    ]);
  });

  it('offers one mechanism with two lines where no contribution names the property', () => {
    const none = contributedLayout(registry, { product: product(2), properties: {}, catalogue, units: 'mm' });
    expect(none).toBeUndefined();
    expect(mechanismsFor(none, 27)).toBe(DEFAULT_MECHANISMS);
    const keyed = contributedLayout(registry, { product: product(1), properties: {}, catalogue, units: 'mm' });
    expect(mechanismsFor(keyed, 112)).toBe(DEFAULT_MECHANISMS);
    expect(linesOf(DEFAULT_MECHANISMS[0]!, 'below')).toBe(2);
  });

  it('keeps lines within the one or two an engraving holds', () => {
    const m = (maxLines: number) => ({ index: 0, label: 'M', locations: { above: { maxLines }, below: { maxLines } } });
    expect([0, 1, 2, 5].map((n) => linesOf(m(n), 'above'))).toEqual([1, 1, 2, 2]);
  });
});
