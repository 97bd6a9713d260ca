import { describe, expect, it } from 'vitest';
import { DIMENSION_LINES, dimensionShapes, PRODUCT_VIEW_FIT_PX, type Drawing, type Shape } from '@configurator/core';
import { WOODWORK_RENDERERS } from './renderers.ts';
import { slatDoorRenderer, slatPanelRenderer } from './slat-door.ts';
import { doorPanelRenderer } from './door-panel.ts';
import { woodPanelRenderer } from './wood-panel.ts';
import { readDoorSize } from './drawing-kit.ts';
import { readWoodworkSettings } from './settings.ts';
import { O, P, renderInput, size } from './testing/fixtures.ts';

const flat = (shapes: readonly Shape[]): Shape[] => shapes.flatMap((s) => (s.kind === 'group' ? [s, ...flat(s.children)] : [s]));
const texts = (d: Drawing) => flat(d.shapes).flatMap((s) => (s.kind === 'text' ? [s.text] : []));
const ids = (d: Drawing, prefix: string) => flat(d.shapes).filter((s) => s.id?.startsWith(prefix));

describe('door with slats (104) and slat panel (105)', () => {
  it('defaults to 600 x 2000, thickness 67, 15 lamellas of 40 mm', () => {
    const d = slatDoorRenderer(renderInput(104));
    expect(d.outline).toEqual({ x: 0, y: 0, width: 600, height: 2000 });
    expect(ids(d, 'seam-')).toHaveLength(14);
    expect(texts(d)).toContain('15 lamellas, standard alignment');
    expect(texts(d)).toContain('Thickness 2 5/8" (67 mm)');
    expect(texts(d)).toContain('Lamella width 1 9/16" (40 mm)');
  });

  it('counts ceil(width / lamella width) lamellas and reads the lamella option', () => {
    const d = slatPanelRenderer(renderInput(105, { ...size(610, 2100), [P.lamella]: { optionId: O.lamella30 } }));
    expect(texts(d)).toContain('21 lamellas, standard alignment');
    expect(texts(d)).toContain('Lamella thickness 19/32" (15 mm)');
    expect(ids(d, 'hinge-')).toHaveLength(0);
  });

  it('reads the hinge count from the option title and hangs them on the chosen side', () => {
    const d = slatDoorRenderer(renderInput(104, { [P.hinges]: { optionId: O.fourHinges }, [P.hingeSide]: { optionId: O.right } }));
    const hinges = ids(d, 'hinge-');
    expect(hinges).toHaveLength(4);
    expect(hinges.every((h) => h.kind === 'rect' && h.x + h.width === 600)).toBe(true);
    expect(texts(d)).toContain('4 hinges');
  });

  it('random alignment is the same drawing for the same item, another for another item', () => {
    const props = { [P.alignment]: { optionId: O.random } };
    const item = (id: number) => ({ id, productId: 104, archCustomViewId: null, properties: props });
    const a = slatDoorRenderer(renderInput(104, props, { item: item(8) }));
    expect(slatDoorRenderer(renderInput(104, props, { item: item(8) }))).toEqual(a);
    expect(slatDoorRenderer(renderInput(104, props, { item: item(9) }))).not.toEqual(a);
    expect(texts(a)).toContain('15 lamellas, random alignment');
  });

  it('labels the leaf with its unit number among the order items', () => {
    const items = [
      { id: 3, productId: 104, archCustomViewId: 2, properties: {} },
      { id: 4, productId: 105, archCustomViewId: 1, properties: {} },
    ];
    const d = slatDoorRenderer(renderInput(104, {}, { item: items[0], orderItems: items }));
    expect(texts(d)).toContain('002');
    const custom = slatDoorRenderer(renderInput(104, { [P.unitA]: { value: 17 } }, { item: items[0], orderItems: items }));
    expect(texts(custom)).toContain('017');
  });

  it('draws in inches for an organisation working in inches', () => {
    const d = slatDoorRenderer(renderInput(104, {}, { units: 'in' }));
    expect(d.outline!.width).toBeCloseTo(600 / 25.4, 6);
  });
});

describe('bad input: draws what it can, marks the problem, never throws', () => {
  it.each([0, 1, 1e9, -5, 'abc', ''])('a width of %s', (width) => {
    const d = slatDoorRenderer(renderInput(104, size(width as number, 1e9)));
    expect(d.width).toBeGreaterThan(0);
    expect(Number.isFinite(d.height)).toBe(true);
    if (typeof width === 'number') expect(texts(d).some((t) => t.startsWith('⚠'))).toBe(true);
  });

  it('a missing lamella option is marked', () => {
    const d = slatDoorRenderer(renderInput(104, { [P.lamella]: { optionId: 99999 } }));
    expect(texts(d)).toContain('⚠ No lamella chosen: 40 mm lamellas drawn');
  });

  it('every renderer draws an empty item and wild sizes', () => {
    for (const [key, render] of Object.entries(WOODWORK_RENDERERS)) {
      for (const props of [{}, size(0, 0), size(1e9, 1e9), { [P.length]: { value: 1e9 }, [P.thickness]: { value: 0 } }]) {
        const d = render(renderInput(key.includes('wood-panel') ? 86 : 104, props));
        expect(d.width, key).toBeGreaterThan(0);
        expect(d.height, key).toBeGreaterThan(0);
        expect(JSON.stringify(d)).not.toContain('NaN');
      }
    }
  });
});

describe('door-like panel (75)', () => {
  it('is drawn like a door: default size, a framed field, hinges from the option title', () => {
    const d = doorPanelRenderer(renderInput(75, { [P.hinges]: { optionId: O.twoHinges } }));
    expect(d.outline).toEqual({ x: 0, y: 0, width: 600, height: 2000 });
    expect(ids(d, 'field')).toHaveLength(1);
    expect(ids(d, 'hinge-')).toHaveLength(2);
  });
});

describe('wood-panel profiles (86, 77, 88, 90)', () => {
  it('draws the section at its width and thickness and the face at the length scaling base', () => {
    const short = woodPanelRenderer('flat')(renderInput(86, { [P.width]: { value: 140 }, [P.length]: { value: 2400 } }));
    const long = woodPanelRenderer('flat')(renderInput(86, { [P.width]: { value: 140 }, [P.length]: { value: 12000 } }));
    expect(short.outline).toEqual({ x: 0, y: 0, width: 140, height: 20 });
    const face = (d: Drawing) => ids(d, 'face')[0] as Extract<Shape, { kind: 'rect' }>;
    expect(face(short).height).toBe(210);
    expect(face(long).height).toBe(240);
    expect(texts(long)).toContain('Length 12000 mm');
  });

  it('each profile has its own section', () => {
    const sections = (['flat', 'tongue-and-groove', 'shiplap', 'fluted'] as const).map((profile) => {
      const d = WOODWORK_RENDERERS[`woodwork.wood-panel.${profile}`](renderInput(86));
      return JSON.stringify(ids(d, 'section'));
    });
    expect(new Set(sections).size).toBe(4);
  });
});

describe('readDoorSize', () => {
  it('reads width, height and thickness with the door defaults, and collects each problem once', () => {
    const settings = readWoodworkSettings(renderInput(104).settings);
    expect(readDoorSize(renderInput(104), settings)).toEqual({ width: 600, height: 2000, thickness: 67, problems: [] });
    const bad = readDoorSize(renderInput(104, { ...size(0, 1e9), [P.thickness]: { value: 'x' } }), settings);
    expect(bad.problems).toEqual(['Width 0 mm is too small to draw', 'Height 1000000000 mm is too large to draw']);
    expect(bad.thickness).toBe(67);
    // The three leaf renderers read the same sizes: the same problems are marked on each.
    for (const render of [slatDoorRenderer, slatPanelRenderer, doorPanelRenderer]) {
      const notes = texts(render(renderInput(104, size(0, 1e9))));
      expect(notes).toEqual(expect.arrayContaining(bad.problems.map((p) => `⚠ ${p}`)));
    }
  });
});

describe('notes beside a leaf, measured with core dimension lines', () => {
  it("read at the dimension labels' size when the leaf is fitted to the view, and start after the height dimension and its label", () => {
    for (const [w, h] of [
      [600, 2000],
      [1200, 2400],
      [300, 900],
      [2000, 600],
    ] as const) {
      for (const render of [slatDoorRenderer, doorPanelRenderer]) {
        const d = render(renderInput(104, size(w, h)));
        const scale = PRODUCT_VIEW_FIT_PX / Math.max(w, h);
        const note = flat(d.shapes).find((s) => s.id === 'note-0');
        expect(note?.kind === 'text' && note.fontSize * scale).toBeCloseTo(DIMENSION_LINES.fontSize, 5);
        const heightLabel = dimensionShapes(d, scale, { units: 'in' }).find((s) => s.id === 'dimension-height');
        // The label's right edge (at most 10 font sizes wide, as core's margin allows) stays left of the notes.
        expect(heightLabel?.kind === 'text' && heightLabel.x + 10 * heightLabel.fontSize).toBeLessThanOrEqual((note as { x: number }).x * scale + 1e-6);
      }
    }
  });
});
