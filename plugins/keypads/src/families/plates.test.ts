/** The plate families from the spec's numbers: spacing tables, port plate sizes, and bad input drawn, never thrown. */
import { describe, expect, it } from 'vitest';
import type { Drawing, Shape } from '@configurator/core';
import { drawingToSvg } from '@configurator/core';
import { pitchFor } from '../layout.ts';
import { PLATE_SPACING_TABLES_MM, SPACING_RANGE_MM } from '../spacing-table.ts';
import { ENGRAVING_SYMBOLS } from '../symbols/index.ts';
import { ENGRAVING_SYMBOL_IDS } from '../engraving-data.ts';
import { OVER_LIMIT_LABELS } from '../engraving-markers.ts';
import { PORT_PLATE_MM } from './port-plate.ts';
import { plateFamilyRenderer } from './renderer.ts';
import { PO, PP, PRODUCT_IDS, pick, plateInput } from '../testing/plate-fixtures.ts';

const flatten = (shapes: Shape[]): Shape[] => shapes.flatMap((s) => (s.kind === 'group' ? [s, ...flatten(s.children)] : [s]));
const byId = (d: Drawing, id: string) => flatten(d.shapes).find((s) => 'id' in s && s.id === id);
const texts = (d: Drawing) => flatten(d.shapes).flatMap((s) => (s.kind === 'text' ? [s.text] : []));
const mechanisms = (d: Drawing) => flatten(d.shapes).filter((s) => 'id' in s && /^mechanism-\d+$/.test(s.id ?? '')) as Extract<Shape, { x: number }>[];
const centreX = (s: Shape) => (s.kind === 'rect' ? s.x + s.width / 2 : s.kind === 'circle' ? s.x : NaN);

const lamp = plateFamilyRenderer('lamp');
const receptacle = plateFamilyRenderer('receptacle');
const port = plateFamilyRenderer('port');
const multi = plateFamilyRenderer('multi');

describe('plate spacing tables (sizes 117, 144, 207 and 269, spacings 32 to 72 mm)', () => {
  it('has a table for each of the four sizes, every spacing within 32..72 mm', () => {
    expect(Object.keys(PLATE_SPACING_TABLES_MM).map(Number)).toEqual([117, 144, 207, 269]);
    for (const table of Object.values(PLATE_SPACING_TABLES_MM)) {
      for (const pitch of Object.values(table)) {
        expect(pitch).toBeGreaterThanOrEqual(SPACING_RANGE_MM.min);
        expect(pitch).toBeLessThanOrEqual(SPACING_RANGE_MM.max);
      }
    }
    expect(SPACING_RANGE_MM).toEqual({ min: 32, max: 72 });
  });

  it('spaces mechanisms by the table: pitch shrinks with the count, from 72 down to 32', () => {
    expect(pitchFor(117, 2)).toBe(49.5);
    expect(pitchFor(144, 3)).toBe(42);
    expect(pitchFor(207, 4)).toBe(47.5);
    expect(pitchFor(269, 8)).toBe(32);
    expect(pitchFor(269, 2)).toBe(72);
  });

  it('draws two receptacles on a 207 plate 72 mm apart, centred', () => {
    const d = receptacle(plateInput(PRODUCT_IDS.receptacle, pick({ [PP.plateSize]: PO.plate207, [PP.receptacle]: PO.twoGang })));
    const [a, b] = mechanisms(d);
    expect(centreX(b!) - centreX(a!)).toBeCloseTo(72);
    const plate = byId(d, 'plate') as Extract<Shape, { kind: 'rect' }>;
    expect(plate).toMatchObject({ width: 207, height: 82 });
  });
});

describe('port plates: round and square 100 × 100 mm, rectangular 100 × 180 mm', () => {
  it('has the spec sizes', () => {
    expect(PORT_PLATE_MM).toEqual({ round: { width: 100, height: 100 }, square: { width: 100, height: 100 }, rectangular: { width: 100, height: 180 } });
  });

  it('draws a round plate as a 100 mm circle, square as 100 × 100 and rectangular as 100 × 180', () => {
    const at = (shape: number) => port(plateInput(PRODUCT_IDS.port, pick({ [PP.shape]: shape, [PP.ports]: PO.fourPorts })));
    expect(byId(at(PO.round), 'plate')).toMatchObject({ kind: 'circle', radius: 50 });
    expect(byId(at(PO.square), 'plate')).toMatchObject({ kind: 'rect', width: 100, height: 100 });
    expect(byId(at(PO.rectangular), 'plate')).toMatchObject({ kind: 'rect', width: 100, height: 180 });
    expect(at(PO.rectangular).outline).toMatchObject({ width: 100, height: 180 });
    expect(mechanisms(at(PO.square))).toHaveLength(4);
  });

  it('shows the size in inches with mm for an organisation working in inches', () => {
    const d = port(plateInput(PRODUCT_IDS.port, pick({ [PP.shape]: PO.rectangular }), 'in'));
    expect(texts(d)).toContain('3 15/16" × 7 1/16" (100 × 180 mm)');
  });
});

describe('lamp, receptacle and multi-mechanism plates', () => {
  it('draws the chosen lamp: round 40 mm, square 45 mm, three pilot lamps in a row', () => {
    const at = (lampOption: number) => lamp(plateInput(PRODUCT_IDS.lamp, pick({ [PP.plateSize]: PO.plate144, [PP.lamp]: lampOption })));
    expect(byId(at(PO.roundLamp), 'mechanism-0')).toMatchObject({ kind: 'circle', radius: 20 });
    expect(byId(at(PO.squareLamp), 'mechanism-0')).toMatchObject({ kind: 'rect', width: 45, height: 45 });
    expect(mechanisms(at(PO.pilotLamps))).toHaveLength(3);
  });

  it('draws each receptacle type with its own artwork', () => {
    const at = (o: number) => receptacle(plateInput(PRODUCT_IDS.receptacle, pick({ [PP.plateSize]: PO.plate117, [PP.receptacle]: o })));
    expect(byId(at(PO.duplex), 'receptacle-0-top')).toBeDefined();
    expect(byId(at(PO.duplex), 'receptacle-0-bottom')).toBeDefined();
    expect(byId(at(PO.single), 'receptacle-0-face')).toBeDefined();
    expect(byId(at(PO.usb), 'receptacle-0-c')).toBeDefined();
  });

  it('draws one mechanism per gang of a multi-mechanism plate, in order', () => {
    const d = multi(plateInput(PRODUCT_IDS.multi, pick({ [PP.plateSize]: PO.plate207, [PP.mechanisms]: PO.switchLampPort })));
    expect(byId(d, 'rocker-0')).toBeDefined();
    expect(byId(d, 'lamp-glow-1')).toBeDefined();
    expect(byId(d, 'port-socket-2')).toBeDefined();
  });

  it('changes the drawing with the options', () => {
    const a = drawingToSvg(lamp(plateInput(PRODUCT_IDS.lamp, pick({ [PP.plateSize]: PO.plate117, [PP.lamp]: PO.roundLamp }))), { scale: 2 });
    const b = drawingToSvg(lamp(plateInput(PRODUCT_IDS.lamp, pick({ [PP.plateSize]: PO.plate269, [PP.lamp]: PO.roundLamp }))), { scale: 2 });
    expect(a).not.toBe(b);
  });
});

describe('engravings on plates', () => {
  it('has artwork for each of the 65 symbols, one distinct path per id', () => {
    expect(ENGRAVING_SYMBOL_IDS).toHaveLength(65);
    for (const id of ENGRAVING_SYMBOL_IDS) expect(ENGRAVING_SYMBOLS.get(id)?.path).toMatch(/^M/);
    expect(new Set([...ENGRAVING_SYMBOLS.values()].map((s) => s.path)).size).toBe(65);
  });

  it('draws a symbol as its artwork and marks a line over its limit with (over limit)', () => {
    const properties = {
      ...pick({ [PP.plateSize]: PO.plate117, [PP.lamp]: PO.roundLamp }),
      [PP.engraving]: { engravings: { 0: { above: [{ symbolId: 7 }], below: [{ text: 'A VERY LONG ENGRAVING THAT DOES NOT FIT' }] } } },
    };
    const d = lamp(plateInput(PRODUCT_IDS.lamp, properties));
    expect(byId(d, 'engraving-27-0-above-0')).toMatchObject({ kind: 'path', data: ENGRAVING_SYMBOLS.get(7)!.path });
    expect(texts(d)).toContain(OVER_LIMIT_LABELS.hard);
    expect(byId(d, 'over-limit-27-0-below-0')).toMatchObject({ kind: 'rect', stroke: '#dc2626' });
  });
});

describe('bad input: draws what it can, marks the problem, never throws', () => {
  it('marks a missing option', () => {
    const d = lamp(plateInput(PRODUCT_IDS.lamp, {}));
    expect(texts(d).some((t) => t.includes('No lamp chosen'))).toBe(true);
    expect(mechanisms(d)).toHaveLength(1);
  });

  it('clamps a plate of 0 or 1e9 mm and says so', () => {
    for (const size of [PO.plateZero, PO.plateHuge]) {
      const d = receptacle(plateInput(PRODUCT_IDS.receptacle, pick({ [PP.plateSize]: size, [PP.receptacle]: PO.duplex })));
      expect(texts(d).some((t) => t.includes('is out of range'))).toBe(true);
      expect(Number.isFinite(d.width) && d.width > 0 && d.width < 1000).toBe(true);
    }
  });

  it('clamps lamp sizes, counts and port counts out of bounds, and leaves out unknown mechanisms', () => {
    const big = lamp(plateInput(PRODUCT_IDS.lamp, pick({ [PP.plateSize]: PO.plate117, [PP.lamp]: PO.hugeLamp })));
    expect(texts(big).filter((t) => t.includes('out of range'))).toHaveLength(2);
    const ports = port(plateInput(PRODUCT_IDS.port, pick({ [PP.shape]: PO.square, [PP.ports]: PO.tooManyPorts })));
    expect(mechanisms(ports)).toHaveLength(12);
    expect(texts(ports).some((t) => t.includes('The mechanisms do not fit on the plate'))).toBe(true);
    const bogus = multi(plateInput(PRODUCT_IDS.multi, pick({ [PP.plateSize]: PO.plate144, [PP.mechanisms]: PO.bogus })));
    expect(texts(bogus).some((t) => t.includes("Unknown mechanism 'toaster'"))).toBe(true);
    expect(mechanisms(bogus)).toHaveLength(1);
  });
});
