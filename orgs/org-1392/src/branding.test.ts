import { describe, expect, it } from 'vitest';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import {
  contributionsWithSettings,
  homeLayoutOf,
  indexCatalogue,
  loadRenderers,
  optionFiltersPoint,
  PluginRegistry,
  rendererFor,
  themeOf,
  type Shape,
} from '@configurator/core';
import { plugin as keypads } from '@configurator/plugin-keypads';
import { keypadSizeFilter } from '@configurator/plugin-keypads/order-page';
import { plugin as lights } from '@configurator/plugin-lights';
import { CATEGORY, OPTION as O, PRODUCT, PROPERTY as P, RENDERER_KEY } from './constants.ts';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

const registry = new PluginRegistry().add(keypads, lights, plugin, serverPlugin).freeze().registryFor(demoOrganisation);
// The keypad and light drawings load when first shown (lazyProductRendererPoint); these tests draw synchronously.
await loadRenderers(registry);
const catalogue = indexCatalogue(catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id));
const keypad = catalogue.productsById.get(PRODUCT.keypad)!;

describe('organisation 1392', () => {
  it('lays out lights, controls, stocked items and resources', () => {
    expect(homeLayoutOf(registry)!.sections.map((s) => s.title)).toEqual(['Lights', 'Controls', 'Stocked Items', 'Resources']);
    expect(themeOf(registry).units).toBe('in');
  });

  it('draws its lights (spec product 73) with the lights renderer, lengths in inches', () => {
    const light = catalogue.productsById.get(PRODUCT.light)!;
    const { render, settings, key } = rendererFor(registry, light);
    expect(key).toBe(RENDERER_KEY.light);
    const drawing = render({
      product: light,
      properties: { [P.length]: { value: 48 }, [P.finish]: { optionId: O.agedBrass } },
      catalogue,
      units: 'in',
      settings,
    });
    expect(drawing.outline!.width).toBeCloseTo(48, 6);
  });

  it('draws its own keypad with the keypads renderer', () => {
    const { render, key } = rendererFor(registry, keypad);
    expect(key).toBe(RENDERER_KEY.keypad);
    const drawing = render({
      product: keypad,
      properties: { [P.plateSize]: { optionId: O.plate144x144 }, [P.layout]: { optionId: O.layoutThreeByThree } },
      catalogue,
      units: 'mm',
      settings: {},
    });
    const plate = (drawing.shapes[0] as Extract<Shape, { kind: 'group' }>).children[0];
    expect(plate).toMatchObject({ kind: 'rect', width: 144, height: 144 });
  });

  it('gets the keypad size rule on its own ids through the keypads settings', () => {
    const [sizeRule] = contributionsWithSettings(registry, optionFiltersPoint).filter((c) => c.value === keypadSizeFilter);
    const removed = sizeRule!.value({
      orgId: demoOrganisation.id,
      role: 'owner',
      product: keypad,
      properties: { [P.plateSize]: { optionId: O.plate117x82 } },
      catalogue,
      settings: sizeRule!.settings,
    });
    expect(removed.map((r) => r.optionId).sort()).toEqual([O.layoutTwoByTwo, O.layoutThreeByThree]);
    expect(keypad.productCategoryId).toBe(CATEGORY.controls);
  });

  it('numbers every demo record from 30000, but for the spec light (product 73)', () => {
    const ids = Object.values(catalogue.catalogue)
      .flatMap((records: { id: number }[]) => records.map((r) => r.id))
      .filter((id) => id !== PRODUCT.light);
    expect(ids.every((id) => id >= 30_000 && id < 40_000)).toBe(true);
  });
});
