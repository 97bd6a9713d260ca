import { describe, expect, it } from 'vitest';
import type { Shape } from '@configurator/core';
import { muralPanelType } from './types/panel.ts';
import { muralEntityTypes } from './types/index.ts';
import { panelData } from './schemas.ts';
import { contextOf, elevation, entity, panelLayout, VIEW_ID } from './testing/fixtures.ts';
import { TEXTURE_FALLBACK_FILL } from './texture-option.ts';

const MEADOW = 42;
const options = new Map([[MEADOW, { id: MEADOW, title: 'Meadow', archived: false, data: { fill: '#9bb38a' } }]]);
const productOption = (id: number) => options.get(id);
// The wall: a 300 × 100 texture from (0, 0); the panel prints x 100..200 (bleed 1 each side), laid out at (500, 400).
const texture = entity('calicoMuralTexture', { muralProductOptionId: MEADOW, position: { x: 0, y: 0 }, size: { width: 300, height: 100 } });
const panel = (extra: Record<string, unknown> = {}) => {
  const e = entity('calicoMuralPanel', { position: { x: 100, y: 0 }, size: { width: 100, height: 100 }, customViewPosition: { x: 500, y: 400 }, ...extra });
  return { ...e, data: panelData.parse(e.data) };
};
const artOf = (shapes: Shape[]) => shapes.filter((s) => s.id?.startsWith('panel-art-'));

describe('a panel on the Panel Layout shows the part of the mural it prints', () => {
  it('an image cropped to the printed sheet on the wall (the artwork beyond the texture is not drawn), placed on the sheet', () => {
    const p = panel();
    const shapes = muralPanelType.draw(p, contextOf(panelLayout, { productOption, imageOf: () => '/media/meadow.svg' }), [texture, p]);
    // The sheet on the wall is x 99..201, y -1..101; the texture ends at y 0 and 100: the part y 0..100.
    expect(artOf(shapes)).toEqual([
      {
        kind: 'image',
        id: `panel-art-${p.id}`,
        x: 499,
        y: 400,
        width: 102,
        height: 100,
        href: '/media/meadow.svg',
        crop: { x: 99 / 300, y: 0, width: 102 / 300, height: 1 },
        flipX: false,
        flipY: false,
        fill: '#9bb38a',
      },
    ]);
    // Drawn first (behind the panel's lines and numbers), and the paper tint is left out over it.
    expect(shapes[0]!.id).toBe(`panel-art-${p.id}`);
    expect(shapes.find((s) => s.id === `panel-${p.id}`)).toMatchObject({ fill: undefined });
    // The type as the plugin registers it (completing stored data) hands the siblings on.
    const registered = muralEntityTypes.find((t) => t.type === 'calicoMuralPanel')!;
    expect(registered.drawsFromSiblings).toBe(true);
    expect(artOf(registered.draw(p, contextOf(panelLayout, { productOption, imageOf: () => '/media/meadow.svg' }), [texture, p]))).toHaveLength(1);
  });

  it("without an image: the option's colour, else the fallback colour; a flipped texture keeps its flip", () => {
    const p = panel();
    expect(artOf(muralPanelType.draw(p, contextOf(panelLayout, { productOption }), [texture, p]))[0]).toMatchObject({ kind: 'rect', fill: '#9bb38a' });
    expect(artOf(muralPanelType.draw(p, contextOf(panelLayout), [texture, p]))[0]).toMatchObject({ kind: 'rect', fill: TEXTURE_FALLBACK_FILL });
    const flipped = { ...texture, data: { ...texture.data, flipX: true } };
    expect(artOf(muralPanelType.draw(p, contextOf(panelLayout, { productOption, imageOf: () => 'x.png' }), [flipped, p]))[0]).toMatchObject({
      kind: 'image',
      flipX: true,
    });
  });

  it('nothing from textures of another viewport, none outside the sheet, none on the elevation (the texture itself is drawn there)', () => {
    const p = panel();
    const elsewhere = entity('calicoMuralTexture', { archCustomViewId: VIEW_ID + 1, size: { width: 300, height: 100 } });
    const aside = entity('calicoMuralTexture', { position: { x: 400, y: 0 }, size: { width: 50, height: 50 } });
    expect(artOf(muralPanelType.draw(p, contextOf(panelLayout, { productOption, imageOf: () => 'x.png' }), [elsewhere, aside, p]))).toEqual([]);
    expect(artOf(muralPanelType.draw(p, contextOf(elevation, { productOption, imageOf: () => 'x.png' }), [texture, p]))).toEqual([]);
    // Without siblings (a caller that has none) the panel is drawn as before, tinted.
    expect(muralPanelType.draw(p, contextOf(panelLayout)).find((s) => s.id === `panel-${p.id}`)).toMatchObject({ fill: expect.any(String) });
  });
});
