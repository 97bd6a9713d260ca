import { describe, expect, it } from 'vitest';
import type { Drawing, InstanceProperties, Shape } from '@configurator/core';
import { keypadRenderer } from './renderer.ts';
import { FINISH_MM } from './finish-paint.ts';
import { ENGRAVING_SYMBOLS } from './symbols/index.ts';
import { choose, O, P, renderInput } from './testing/fixtures.ts';

const flatten = (shapes: Shape[]): Shape[] => shapes.flatMap((s) => (s.kind === 'group' ? [s, ...flatten(s.children)] : [s]));
const byId = (d: Drawing, id: string) => flatten(d.shapes).find((s) => s.id === id);
const ofKind = <K extends Shape['kind']>(d: Drawing, kind: K) => flatten(d.shapes).filter((s): s is Extract<Shape, { kind: K }> => s.kind === kind);

const withEngravings = (
  properties: InstanceProperties,
  engravings: Record<string, { above?: { text?: string; symbolId?: number }[]; below?: { text?: string; symbolId?: number }[] }>,
): InstanceProperties => ({
  ...properties,
  [P.engraving]: { engravings: Object.fromEntries(Object.entries(engravings).map(([k, v]) => [k, { above: v.above ?? [], below: v.below ?? [] }])) },
});

describe('keypad renderer', () => {
  it('draws the plate at the chosen size, in mm', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate117x82, [P.layout]: O.twoSideBySide })));
    expect(byId(drawing, 'plate')).toMatchObject({ kind: 'rect', width: 117, height: 82 });
    expect(drawing.width).toBeGreaterThan(117);
    expect(drawing.height).toBeGreaterThan(82);
  });

  it('changes the drawing when the plate size changes', () => {
    const small = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate82x82 })));
    const large = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate207x207 })));
    expect(byId(small, 'plate')).toMatchObject({ width: 82, height: 82 });
    expect(byId(large, 'plate')).toMatchObject({ width: 207, height: 207 });
    expect(large.width).toBeGreaterThan(small.width);
  });

  it('lays out one mechanism per button of the layout, in rows and columns on the plate', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate207x207, [P.layout]: O.fiveByFour })));
    const mechanisms = ofKind(drawing, 'rect').filter((s) => s.id?.startsWith('mechanism-'));
    expect(mechanisms).toHaveLength(20);
    expect(new Set(mechanisms.map((m) => m.x)).size).toBe(4);
    expect(new Set(mechanisms.map((m) => m.y)).size).toBe(5);
    for (const m of mechanisms) {
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x + m.width).toBeLessThanOrEqual(207);
      expect(m.y + m.height).toBeLessThanOrEqual(207);
    }
  });

  it('draws tall mechanisms for a T column', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate117x82, [P.layout]: O.buttonAndRocker })));
    expect(byId(drawing, 'mechanism-0')).toMatchObject({ height: 18 });
    expect(byId(drawing, 'mechanism-1')).toMatchObject({ height: 36 });
  });

  it('colours plate and mechanisms from the finish data and adds LEDs', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateFinish]: 601, [P.mechanismFinish]: O.brass, [P.led]: O.blueLed })));
    expect(byId(drawing, 'plate')).toMatchObject({ fill: '#f5f5f0' });
    expect(byId(drawing, 'mechanism-0')).toMatchObject({ fill: '#c9a862' });
    expect(byId(drawing, 'led-0')).toMatchObject({ kind: 'circle', fill: '#3b82f6' });
  });

  it('draws engravings above and below each mechanism, symbols as their artwork', () => {
    const properties = withEngravings(choose({ [P.plateSize]: O.plate117x117, [P.layout]: O.twoByTwo }), {
      0: { above: [{ text: 'LIVING' }, { text: 'ROOM' }], below: [{ symbolId: 12 }] },
      3: { below: [{ text: 'OFF' }] },
    });
    const drawing = keypadRenderer(renderInput(properties));
    const texts = ofKind(drawing, 'text').map((t) => t.text);
    expect(texts).toEqual(expect.arrayContaining(['LIVING', 'ROOM', 'OFF']));
    expect(texts).not.toContain('12');
    const living = byId(drawing, 'engraving-27-0-above-0') as Extract<Shape, { kind: 'text' }>;
    const room = byId(drawing, 'engraving-27-0-above-1') as Extract<Shape, { kind: 'text' }>;
    const button = byId(drawing, 'mechanism-0') as Extract<Shape, { kind: 'rect' }>;
    expect(living.y).toBeLessThan(room.y);
    expect(room.y + room.fontSize).toBeLessThanOrEqual(button.y);
    expect(byId(drawing, 'engraving-27-0-below-0')).toMatchObject({ kind: 'path', data: ENGRAVING_SYMBOLS.get(12)!.path });
    const off = byId(drawing, 'engraving-27-3-below-0') as Extract<Shape, { kind: 'text' }>;
    const button3 = byId(drawing, 'mechanism-3') as Extract<Shape, { kind: 'rect' }>;
    expect(off.y).toBeGreaterThan(button3.y + button3.height);
  });

  it('engraves light on dark plates and dark on light ones', () => {
    const engraving = { 0: { above: [{ text: 'ON' }] } };
    const on = (plateFinish: number) =>
      byId(keypadRenderer(renderInput(withEngravings(choose({ [P.plateFinish]: plateFinish }), engraving))), 'engraving-27-0-above-0');
    expect(on(601)).toMatchObject({ fill: '#111827' });
    expect(on(602)).toMatchObject({ fill: '#f9fafb' });
  });

  it('draws the plate finish as a finish: Matte Black as grain, Satin White as a sheen, scaled with the drawing', () => {
    const plateOf = (plateFinish: number, units: 'mm' | 'in' = 'mm') =>
      byId(keypadRenderer(renderInput(choose({ [P.plateFinish]: plateFinish }), units)), 'plate') as Extract<Shape, { kind: 'rect' }>;
    expect(plateOf(602).paint?.texture).toMatchObject({ kind: 'dots', spacing: FINISH_MM.grainSpacing });
    expect(plateOf(602, 'in').paint?.texture?.spacing).toBeCloseTo(FINISH_MM.grainSpacing / 25.4);
    expect(plateOf(601).paint?.gradient?.stops.length).toBe(2);
  });

  it('keeps only the first line where the mechanism takes one (LED indicator)', () => {
    const properties = withEngravings(choose({ [P.led]: O.blueLed }), { 0: { above: [{ text: 'ONE' }, { text: 'TWO' }] } });
    const texts = ofKind(keypadRenderer(renderInput(properties)), 'text').map((t) => t.text);
    expect(texts).toContain('ONE');
    expect(texts).not.toContain('TWO');
  });

  it('labels the size, and scales to inches for organisations in inches', () => {
    const properties = choose({ [P.plateSize]: O.plate117x82 });
    const mm = keypadRenderer(renderInput(properties, 'mm'));
    const inches = keypadRenderer(renderInput(properties, 'in'));
    expect(byId(mm, 'size-label')).toMatchObject({ text: '117 × 82 mm' });
    expect(byId(inches, 'size-label')).toMatchObject({ text: '4 5/8" × 3 1/4" (117 × 82 mm)' });
    const plate = byId(inches, 'plate') as Extract<Shape, { kind: 'rect' }>;
    expect(plate.width).toBeCloseTo(117 / 25.4);
    expect(plate.height).toBeCloseTo(82 / 25.4);
    expect(inches.width).toBeCloseTo(mm.width / 25.4);
  });

  it('draws a default plate before anything is chosen', () => {
    const drawing = keypadRenderer(renderInput({}));
    expect(byId(drawing, 'plate')).toMatchObject({ width: 82, height: 82 });
    expect(byId(drawing, 'mechanism-0')).toBeDefined();
  });
});
