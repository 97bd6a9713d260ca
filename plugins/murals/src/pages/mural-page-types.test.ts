import { describe, expect, it } from 'vitest';
import { builtInDrawingPageTypes, drawingPages, type DrawingPagesInput } from '@configurator/core';
import { plugin } from '../index.ts';
import { entity, VIEW_ID } from '../testing/fixtures.ts';
import { muralPageTypes, muralScaleOf } from './mural-page-types.ts';

const order = {
  orgSpecificId: 12,
  title: 'Library',
  type: 'arch',
  firmName: '',
  projectName: '',
  purchaseOrderNumber: '',
  lastUpdated: '2026-11-23T00:00:00.000Z',
} as DrawingPagesInput['order'];
const view = {
  id: VIEW_ID,
  title: 'North Wall',
  rank: 1,
  quantity: 1,
  notes: '',
  drawingNotesData: {
    general: 'Check the wall',
    criticalPanelAlignment: 'Panel 2 aligns with the door',
    calicoMuralSeam: 'Butt seams',
    mismatch: 'Corner mismatch',
    unrelated: 'x',
  },
};

const input = (entities: DrawingPagesInput['entities']): DrawingPagesInput => ({
  order,
  items: [],
  customViews: [view],
  mode: 'client',
  productsPerPage: 1,
  entities,
});

describe('mural pages', () => {
  it('are contributed by the plugin', () => {
    expect(plugin.contributions.filter((c) => c.point.id === 'drawing-page-types').map((c) => (c.value as { title: string }).title)).toEqual([
      'Elevation Layout',
      'Mural Rendering',
      'Print Panel Layout',
      'Installer Layout',
    ]);
  });

  it('a viewport with murals gets the four pages with their notes and the mural scale', () => {
    const area = entity('calicoMuralArea', { size: { width: 200, height: 96 } });
    const entities = [
      area,
      entity('calicoMuralTexture', { size: { width: 200, height: 96 } }),
      entity(
        'calicoMuralPanel',
        { size: { width: 100, height: 96 }, panelNumber: 1, customViewPosition: { x: 0, y: 155 }, panelPrintNotes: 'Print matte' },
        { parentId: area.id },
      ),
      entity('calicoMuralSeam', { from: { x: 100, y: 0 }, to: { x: 100, y: 96 } }),
    ];
    const pages = drawingPages([...builtInDrawingPageTypes, ...muralPageTypes], input(entities));
    expect(pages.map((p) => p.title)).toEqual([
      'Elevation Layout - North Wall',
      'Mural Rendering - North Wall',
      'Print Panel Layout - North Wall',
      'Installer Layout - North Wall',
    ]);
    expect(pages[0]!.header).toContainEqual({ label: 'Mural scale', value: '2' });
    expect(pages[2]!.notes).toEqual(['General: Check the wall', 'Critical Panel Alignment: Panel 2 aligns with the door', 'Panel 1: Print matte']);
    expect(pages[3]!.notes).toEqual([
      'General: Check the wall',
      'Seams: Butt seams',
      'Mismatch: Corner mismatch',
      'Critical Panel Alignment: Panel 2 aligns with the door',
    ]);
    for (const page of pages) expect(page.items[0]!.drawing.shapes.length).toBeGreaterThan(0);
  });

  it('mural scale is 1 without mural areas, and a viewport without murals gets no mural page', () => {
    expect(muralScaleOf([entity('calicoMuralTexture', {})], VIEW_ID)).toBe(1);
    expect(drawingPages(muralPageTypes, input([]))).toEqual([]);
  });
});

describe('the floorplan of a mural page', () => {
  const walls = [
    { from: { x: 0, z: 0 }, to: { x: 200, z: 0 }, thickness: 4 },
    { from: { x: 200, z: 0 }, to: { x: 200, z: 120 }, thickness: 4 },
  ];
  it("marks the wall nearest the viewport's wall label, named by it, on every mural page", () => {
    const label = entity('calicoWallLabel', { title: 'East Wall', labelPlanPosition: { x: 195, z: 60 } });
    const pages = muralPageTypes.flatMap((t) => t.pages({ ...input([entity('calicoMuralArea', {}), label]), walls }));
    // The area alone makes the Elevation Layout and the Installer Layout.
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.floorplan!.shapes.map((s) => ('stroke' in s ? s.stroke : s.kind))).toEqual(['#374151', '#dc2626', 'text']);
      expect(page.floorplan!.shapes[2]).toMatchObject({ kind: 'text', text: 'East Wall' });
    }
  });
  it('without walls there is none (the sheet leaves the block out)', () => {
    expect(muralPageTypes[0]!.pages(input([entity('calicoMuralArea', {})]))[0]!.floorplan).toBeUndefined();
  });
});

describe('what a fabricator reads on the mural pages (issue 33)', () => {
  const wall = { width: 312, height: 108 };
  const meadow = { id: 5, title: 'Meadow', archived: false, data: { fill: '#9bb38a', pattern: 'meadow' } };
  const entities = () => [
    entity('calicoMuralArea', { size: wall }),
    entity('calicoMuralTexture', { muralProductOptionId: meadow.id, size: { width: 400, height: 120 } }),
    // The wall label sits above the wall: the sheets leave it out (the sheet is titled by the wall).
    entity('calicoWallLabel', { title: 'North Wall', customViewPosition: { x: 0, y: -110 }, customViewSize: { width: 100, height: 100 } }),
    // A seam drawn past the wall's top widens the Installer Layout's box, never its dimensions.
    entity('calicoMuralSeam', { from: { x: 150, y: -20 }, to: { x: 150, y: 108 } }),
  ];
  const pagesOf = (extra: Partial<DrawingPagesInput> = {}) =>
    drawingPages(muralPageTypes, { ...input(entities()), productOption: (id) => (id === meadow.id ? meadow : undefined), ...extra });

  it('the overall dimensions measure the mural area (the wall), not the margin, the label or a seam beyond it', () => {
    const [elevation] = pagesOf();
    expect(elevation!.items[0]!.drawing.outline).toEqual({ x: 10, y: 10, width: wall.width, height: wall.height });
    const installer = pagesOf().find((p) => p.typeId === 'murals-installer-layout')!.items[0]!.drawing;
    expect(installer.outline).toMatchObject({ width: wall.width, height: wall.height });
    expect(installer.height).toBeGreaterThan(wall.height + 20);
    expect(elevation!.items[0]!.drawing.withoutOverallDimensions).toBeUndefined();
  });

  it('the Print Panel Layout has no overall dimensions: its panels are apart, each with its own size', () => {
    const panel = entity('calicoMuralPanel', { size: { width: 156, height: 108 }, panelNumber: 1, customViewPosition: { x: 0, y: 155 } });
    const [layout] = drawingPages(muralPageTypes, input([panel])).filter((p) => p.typeId === 'murals-print-panel-layout');
    expect(layout!.items[0]!.drawing.withoutOverallDimensions).toBe(true);
  });

  it('the Mural Rendering draws the artwork cut to the mural area, as an image where there is one, else the colour', () => {
    const shapesOf = (extra: Partial<DrawingPagesInput>) => {
      const page = pagesOf(extra).find((p) => p.typeId === 'murals-rendering')!;
      const group = page.items[0]!.drawing.shapes[0]!;
      return group.kind === 'group' ? group.children : [];
    };
    const withImage = shapesOf({ imageOf: () => '/media/meadow.svg' });
    const image = withImage.find((s) => s.kind === 'image');
    expect(image).toMatchObject({
      href: '/media/meadow.svg',
      width: wall.width,
      height: wall.height,
      crop: { x: 0, y: 0, width: wall.width / 400, height: wall.height / 120 },
    });
    const flat = shapesOf({});
    expect(flat.find((s) => s.kind === 'rect')).toMatchObject({ fill: '#9bb38a', width: wall.width, height: wall.height });
    expect(flat.some((s) => s.kind === 'image')).toBe(false);
  });

  it("an archived or missing pattern is drawn as the organisation's fallback option, as the editor draws it", () => {
    const linen = { id: 990, title: 'Linen', archived: false, data: { fill: '#e8e1d4', pattern: 'linen' } };
    const archived = { ...meadow, archived: true };
    const options = new Map([
      [archived.id, archived],
      [linen.id, linen],
    ]);
    const renderingFills = (extra: Partial<DrawingPagesInput>) => {
      const page = pagesOf({ productOption: (id) => options.get(id), ...extra }).find((p) => p.typeId === 'murals-rendering')!;
      const group = page.items[0]!.drawing.shapes[0]!;
      return (group.kind === 'group' ? group.children : []).flatMap((s) => (s.kind === 'rect' ? [s.fill] : []));
    };
    expect(renderingFills({ pluginSettings: { fallbackMuralProductOptionId: linen.id } })).toContain(linen.data.fill);
    expect(renderingFills({ pluginSettings: { fallbackMuralProductOptionId: linen.id } })).not.toContain(meadow.data.fill);
  });

  it('every page takes the sheet width (one drawing a sheet) and the Notes popup offers each note the pages print', () => {
    for (const page of pagesOf()) expect(page.columns).toBe(1);
    const fields = muralPageTypes.flatMap((t) => t.noteFields ?? []).map((f) => f.key);
    expect(new Set(fields)).toEqual(
      new Set(['general', 'productSpec', 'criticalPanelAlignment', 'mismatch', 'calicoMuralArea', 'calicoMuralTexture', 'calicoMuralPanel', 'calicoMuralSeam']),
    );
  });
});
