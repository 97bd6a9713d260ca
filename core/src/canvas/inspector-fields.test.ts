/**
 * The inspector's fields (issue 33 item 3): lengths typed in feet-inches or mm, fields generated from an
 * entity type's schema, a value the schema refuses is refused at the field, and the walls' own fields
 * (a typed length moves the end along the wall). Also where a new record lands (item 4).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsFromSchema, inspectorFields } from './inspector-fields.ts';
import { formatLengthInput, parseLengthInput } from './length-input.ts';
import { planDocumentFrom, recordKey, type PlanRecords } from './plan-document.ts';
import { addText } from './plan-commands.ts';
import { placeAtCentre } from './view-placement.ts';
import { builtInCanvasEntityTypes } from './tracking-line.ts';
import type { CanvasEntityType } from './entity-type.ts';
import type { PlanContext } from './plan-kinds.ts';

const sample = z.object({
  archCustomViewId: z.number().nullable().default(null),
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
  bleedLeft: z.number().min(0).max(10).default(1),
  mode: z.enum(['standard', 'custom']).default('standard'),
  isReturn: z.boolean().default(false),
  notes: z.string().max(2000).default(''),
  panelNumber: z.number().int().nullable().default(null),
});
const sampleType = { ...builtInCanvasEntityTypes[0]!, type: 'sample', title: 'Sample', dataSchema: sample } as unknown as CanvasEntityType;
const context: PlanContext = {
  view: { kind: 'top', customViewId: null },
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  textScale: 0.75,
  entityTypes: new Map([...builtInCanvasEntityTypes, sampleType].map((t) => [t.type, t])),
};

describe('typed lengths', () => {
  it.each([
    ['316', 316],
    ["26'", 312],
    ['26\' 4"', 316],
    ['26\'4 1/2"', 316.5],
    ['26 ft 4 in', 316],
    ['4 1/2"', 4.5],
    ['1/2', 0.5],
    ['-3', -3],
    ['254 mm', 10],
  ])('reads %s as %d inches', (text, inches) => expect(parseLengthInput(text, 'in')).toBeCloseTo(inches));
  it.each(['', 'abc', '12 / 0', "3' x"])('refuses %j', (text) => expect(parseLengthInput(text, 'in')).toBeNull());
  it('reads mm, and inches marked as such, for a metric organisation', () => {
    expect(parseLengthInput('1200', 'mm')).toBe(1200);
    expect(parseLengthInput('1.2 m', 'mm')).toBe(1200);
    expect(parseLengthInput('10"', 'mm')).toBeCloseTo(254);
  });
  it('shows lengths from a foot up as feet-inches', () => {
    expect(formatLengthInput(316.5, 'in')).toBe('26′-4 1/2″');
    expect(parseLengthInput(formatLengthInput(316.5, 'in'), 'in')).toBe(316.5);
    expect(formatLengthInput(8, 'in')).toBe('8"');
    expect(formatLengthInput(1200, 'mm')).toBe('1200 mm');
  });
});

describe('fields from an entity type schema', () => {
  it('lists numbers, switches, choices and texts, points by part, and leaves out where the entity belongs', () => {
    const fields = fieldsFromSchema(sample);
    expect(fields.map((f) => [f.path, f.kind ?? 'schema'])).toEqual([
      ['position.x', 'length'],
      ['position.y', 'length'],
      ['bleedLeft', 'number'],
      ['mode', 'choice'],
      ['isReturn', 'boolean'],
      ['notes', 'longText'],
      ['panelNumber', 'integer'],
    ]);
  });
  it('refuses at the field what the schema refuses, and applies what it accepts', () => {
    const entity = { id: 5, orgId: 1, productOrderId: 7, type: 'sample', parentId: null, parentResourceKey: null, properties: {}, isTentative: 0, data: {} };
    const doc = planDocumentFrom({ entities: [{ ...entity, version: 1 }] as never });
    const fields = inspectorFields(doc, recordKey('entity', 5), context);
    const bleed = fields.find((f) => f.id === 'data.bleedLeft')!;
    expect(bleed.apply('11')).toEqual({ ok: false, message: 'At most 10' });
    expect(bleed.apply('x')).toEqual({ ok: false, message: 'Enter a number' });
    const applied = bleed.apply('2.5');
    expect(applied.ok && (applied.record as PlanRecords['entity']).data.bleedLeft).toBe(2.5);
    const mode = fields.find((f) => f.id === 'data.mode')!;
    expect(mode.choices?.map((c) => c.value)).toEqual(['standard', 'custom']);
    const x = fields.find((f) => f.id === 'data.position.x')!;
    const moved = x.apply('2\' 6"');
    expect(moved.ok && (moved.record as PlanRecords['entity']).data.position).toEqual({ x: 30, y: 0 });
  });
});

describe('a wall in the inspector', () => {
  const doc = planDocumentFrom({
    archWalls: [{ id: 1, orgId: 1, productOrderId: 7, from: { x: 0, z: 0 }, to: { x: 100, z: 0 }, height: 96, thickness: 4, version: 1 }],
  });
  const fields = inspectorFields(doc, recordKey('archWall', 1), context);
  it('shows its length in feet-inches and a typed length moves its end', () => {
    const length = fields.find((f) => f.id === 'length')!;
    expect(length.shown).toBe('8′-4″');
    const result = length.apply("26'");
    expect(result.ok && (result.record as PlanRecords['archWall']).to).toEqual({ x: 312, z: 0 });
  });
  it('refuses a height of 0 at the field', () => {
    expect(fields.find((f) => f.id === 'height')!.apply('0')).toEqual({ ok: false, message: 'Height must be more than 0' });
  });
});

describe('where a new record lands', () => {
  it('centred in the visible area, and beside a record already there', () => {
    let next = -1;
    const env = { orgId: 1, productOrderId: 7, newId: () => next--, context };
    const first = addText(env, null, { x: 0, y: 0 });
    if (!first.ok) throw new Error('refused');
    const placed = placeAtCentre(first.change, planDocumentFrom({}), [], { x: 500, y: 300 }, 10, context);
    const text = placed.ops[0]!.after as PlanRecords['productCanvasText'];
    expect(text.position.x + text.width / 2).toBeCloseTo(500, 0);
    const doc = planDocumentFrom({ productCanvasTexts: [{ ...text, id: 9, version: 1 }] });
    const second = placeAtCentre(first.change, doc, [recordKey('productCanvasText', 9)], { x: 500, y: 300 }, 10, context);
    expect((second.ops[0]!.after as PlanRecords['productCanvasText']).position.x).toBeCloseTo(text.position.x + 10);
  });
});
