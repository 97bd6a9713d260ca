import { describe, expect, it } from 'vitest';
import { builtInDrawingPageTypes, drawingPages, type DrawingPagesInput } from '@configurator/core';
import { plugin } from '../index.ts';
import { entity, VIEW_ID } from '../testing/fixtures.ts';
import { muralPageTypes, muralScaleOf } from './mural-page-types.ts';

const order = { orgSpecificId: 12, title: 'Library', type: 'arch', firmName: '', projectName: '', purchaseOrderNumber: '', lastUpdated: '2026-11-23T00:00:00.000Z' } as DrawingPagesInput['order'];
const view = {
  id: VIEW_ID, title: 'North Wall', rank: 1, quantity: 1, notes: '',
  drawingNotesData: { general: 'Check the wall', criticalPanelAlignment: 'Panel 2 aligns with the door', calicoMuralSeam: 'Butt seams', mismatch: 'Corner mismatch', unrelated: 'x' },
};

const input = (entities: DrawingPagesInput['entities']): DrawingPagesInput => ({ order, items: [], customViews: [view], mode: 'client', productsPerPage: 1, entities });

describe('mural pages', () => {
  it('are contributed by the plugin', () => {
    expect(plugin.contributions.filter((c) => c.point.id === 'drawing-page-types').map((c) => (c.value as { title: string }).title)).toEqual([
      'Elevation Layout', 'Mural Rendering', 'Print Panel Layout', 'Installer Layout',
    ]);
  });

  it('a viewport with murals gets the four pages with their notes and the mural scale', () => {
    const area = entity('calicoMuralArea', { size: { width: 200, height: 96 } });
    const entities = [
      area,
      entity('calicoMuralTexture', { size: { width: 200, height: 96 } }),
      entity('calicoMuralPanel', { size: { width: 100, height: 96 }, panelNumber: 1, customViewPosition: { x: 0, y: 155 }, panelPrintNotes: 'Print matte' }, { parentId: area.id }),
      entity('calicoMuralSeam', { from: { x: 100, y: 0 }, to: { x: 100, y: 96 } }),
    ];
    const pages = drawingPages([...builtInDrawingPageTypes, ...muralPageTypes], input(entities));
    expect(pages.map((p) => p.title)).toEqual([
      'Elevation Layout - North Wall', 'Mural Rendering - North Wall', 'Print Panel Layout - North Wall', 'Installer Layout - North Wall',
    ]);
    expect(pages[0]!.header).toContainEqual({ label: 'Mural scale', value: '2' });
    expect(pages[2]!.notes).toEqual(['General: Check the wall', 'Critical Panel Alignment: Panel 2 aligns with the door', 'Panel 1: Print matte']);
    expect(pages[3]!.notes).toEqual(['General: Check the wall', 'Seams: Butt seams', 'Mismatch: Corner mismatch', 'Critical Panel Alignment: Panel 2 aligns with the door']);
    for (const page of pages) expect(page.items[0]!.drawing.shapes.length).toBeGreaterThan(0);
  });

  it('mural scale is 1 without mural areas, and a viewport without murals gets no mural page', () => {
    expect(muralScaleOf([entity('calicoMuralTexture', {})], VIEW_ID)).toBe(1);
    expect(drawingPages(muralPageTypes, input([]))).toEqual([]);
  });
});

describe('the floorplan of a mural page', () => {
  const walls = [{ from: { x: 0, z: 0 }, to: { x: 200, z: 0 }, thickness: 4 }, { from: { x: 200, z: 0 }, to: { x: 200, z: 120 }, thickness: 4 }];
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
