import { describe, expect, it } from 'vitest';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import {
  builtInDrawingPageTypes,
  drawingPages,
  indexCatalogue,
  loadRenderers,
  PluginRegistry,
  rendererFor,
  sheetItemsOf,
  themeOf,
  wordingOf,
  type Shape,
} from '@configurator/core';
import { plugin as woodwork } from '@configurator/plugin-woodwork';
import { OPTION as O, PRODUCT, PROPERTY as P, RENDERER_KEY } from './constants.ts';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

const registry = new PluginRegistry().add(woodwork, plugin, serverPlugin).freeze().registryFor(demoOrganisation);
// The woodwork drawings load when first shown (lazyProductRendererPoint); these tests draw synchronously.
await loadRenderers(registry);
const catalogue = indexCatalogue(catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id));
const texts = (shapes: readonly Shape[]): string[] => shapes.flatMap((s) => (s.kind === 'group' ? texts(s.children) : s.kind === 'text' ? [s.text] : []));

describe('organisation 1053 woodwork', () => {
  it('draws the spec woodwork products with the woodwork renderers on its own properties', () => {
    for (const [id, key] of [
      [PRODUCT.doorWithSlats, RENDERER_KEY.slatDoor],
      [PRODUCT.slatPanel, RENDERER_KEY.slatPanel],
      [PRODUCT.doorLikePanel, RENDERER_KEY.doorPanel],
      [PRODUCT.flatPanel, RENDERER_KEY.flat],
      [PRODUCT.tongueAndGroovePanel, RENDERER_KEY.tongueAndGroove],
      [PRODUCT.shiplapPanel, RENDERER_KEY.shiplap],
      [PRODUCT.flutedPanel, RENDERER_KEY.fluted],
    ] as const) {
      expect(rendererFor(registry, catalogue.productsById.get(id)!).key).toBe(key);
    }
    const door = catalogue.productsById.get(PRODUCT.doorWithSlats)!;
    const { render, settings } = rendererFor(registry, door);
    const properties = { [P.width]: { value: 900 }, [P.lamellaWidth]: { optionId: O.lamella60 }, [P.hinges]: { optionId: O.threeHinges } };
    const items = [{ id: 2, productId: PRODUCT.doorWithSlats, archCustomViewId: null, properties }];
    const drawing = render({ product: door, properties, catalogue, units: 'mm', settings, item: items[0], orderItems: items });
    expect(drawing.outline).toMatchObject({ width: 900, height: 2000 });
    expect(texts(drawing.shapes)).toEqual(expect.arrayContaining(['15 lamellas, standard alignment', '3 hinges', '001']));
  });
});

describe('organisation 1053 theme', () => {
  it('works in millimetres with the DIN face', () => {
    const theme = themeOf(registry);
    expect(theme.units).toBe('mm');
    expect(theme.fontFamily).toMatch(/^"DIN/);
  });

  it('clamps precision to 0.5..16, scales by 0.08, zooms 1/32..4 and draws its grid', () => {
    const theme = themeOf(registry);
    expect(theme.precision).toEqual({ initial: 1, min: 0.5, max: 16 });
    expect(theme.defaultScale).toBe(0.08);
    expect(theme.zoomBounds).toEqual({ min: 1 / 32, max: 4 });
    // Canvas text scale factor 15 (catalogue §9); others keep the default 0.75.
    expect(theme.canvasTextScale).toBe(15);
    expect(theme.grid).toEqual({ cell: 50, stroke: 0.25, opacity: 0.2 });
  });

  it("keeps the default 'Order' wording", () => {
    expect(wordingOf(registry).order).toBe('Order');
  });

  it('numbers every demo record from 10000, but for the spec woodwork products and unit-number properties', () => {
    const catalogue = catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id);
    const specIds = new Set<number>([
      PRODUCT.doorWithSlats,
      PRODUCT.slatPanel,
      PRODUCT.doorLikePanel,
      PRODUCT.flatPanel,
      PRODUCT.tongueAndGroovePanel,
      PRODUCT.shiplapPanel,
      PRODUCT.flutedPanel,
      P.doorUnitNumber,
      P.panelUnitNumber,
    ]);
    const ids = Object.values(catalogue)
      .flatMap((records: { id: number }[]) => records.map((r) => r.id))
      .filter((id) => !specIds.has(id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id >= 10_000 && id < 20_000)).toBe(true);
  });
});

describe('organisation 1053 unit numbers on drawing sheets (issue 19 item 22)', () => {
  it("labels door and slat items 'Unit 00N' on the elevation sheets, by view then id, a custom unit number first", () => {
    const item = (id: number, productId: number, archCustomViewId: number | null, properties = {}) => ({
      id,
      productId,
      archCustomViewId,
      properties,
      title: '',
      quantity: 1,
      notes: '',
    });
    const items = [
      item(30, PRODUCT.doorWithSlats, 2),
      item(10, PRODUCT.slatPanel, 1),
      item(20, PRODUCT.flatPanel, 1),
      item(40, PRODUCT.slatPanel, 2, { [P.panelUnitNumber]: { value: '7' } }),
    ];
    const { drawn } = sheetItemsOf(registry, items, catalogue, 'mm');
    const views = [1, 2].map((id) => ({ id, title: `Wall ${id}`, rank: id, quantity: 1, notes: '', drawingNotesData: {} }));
    const order = {
      orgSpecificId: 1,
      title: 'Lobby',
      type: 'arch' as const,
      firmName: '',
      projectName: '',
      purchaseOrderNumber: '',
      lastUpdated: '2026-11-24 00:00:00',
    };
    const pages = drawingPages(builtInDrawingPageTypes, { order, items: drawn, customViews: views, mode: 'factory', productsPerPage: 4 });
    const elevation = pages.filter((p) => p.typeId === 'custom-view');
    expect(elevation.map((p) => p.items.map((i) => [i.id, i.tags]))).toEqual([
      [
        [10, [{ label: 'Unit', value: '001' }]],
        [20, []],
      ],
      [
        [30, [{ label: 'Unit', value: '003' }]],
        [40, [{ label: 'Unit', value: '007' }]],
      ],
    ]);
  });
});
