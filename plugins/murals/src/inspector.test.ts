/** Every inspector field of a mural type names a field of the type's schema, and each type the issue lists has its fields. */
import { describe, expect, it } from 'vitest';
import { inspectorFields, planDocumentFrom, recordKey, schemaAt, type PlanContext, type PlanRecords } from '@configurator/core';
import { ENTITY } from './constants.ts';
import { muralEntityTypes } from './types/index.ts';

describe('mural inspectors', () => {
  it.each(muralEntityTypes.map((t) => [t.type, t] as const))('%s: every field is in the schema', (_name, type) => {
    expect(type.inspector?.length).toBeGreaterThan(0);
    for (const field of type.inspector ?? []) expect(schemaAt(type.dataSchema, field.path), field.path).toBeDefined();
  });
});

describe("a texture's mural option, picked by its picture (issue 33 item 3)", () => {
  const meadow = { id: 5, title: 'Meadow', archived: false, data: { fill: '#9bb38a', pattern: 'meadow' } };
  const plain = { id: 990, title: 'Plain', archived: false, data: { fill: '#e4ddd0', pattern: 'plain' } };
  const retired = { id: 7, title: 'Retired', archived: true, data: { fill: '#333333', pattern: 'retired' } };
  const options = new Map([meadow, plain, retired].map((o) => [o.id, o]));
  const context = {
    view: { kind: 'custom', customViewId: 3 },
    scale: 2,
    units: 'in',
    precision: 1 / 16,
    entityTypes: new Map(muralEntityTypes.map((t) => [t.type, t])),
    productOption: (id: number) => options.get(id),
    optionsBeside: () => [meadow, plain],
    imageOf: (o: { id: number }) => (o.id === meadow.id ? '/media/meadow.svg' : undefined),
    pluginSettings: { fallbackMuralProductOptionId: plain.id },
  } as unknown as PlanContext;
  const texture = (muralProductOptionId: number | null) =>
    planDocumentFrom({
      entities: [
        {
          id: 9,
          orgId: 1,
          productOrderId: 7,
          type: ENTITY.texture,
          parentId: null,
          parentResourceKey: null,
          properties: {},
          isTentative: 0,
          version: 1,
          data: { archCustomViewId: 3, muralProductOptionId, pattern: 'retired' },
        },
      ] as never,
    });
  const optionField = (id: number | null) => inspectorFields(texture(id), recordKey('entity', 9), context).find((f) => f.id === 'data.muralProductOptionId')!;

  it('offers the patterns beside its own, each with its image or colour, and its own archived one marked', () => {
    const field = optionField(retired.id);
    expect(field.kind).toBe('option');
    expect(field.shown).toBe('7');
    expect(field.options).toEqual([
      { value: '7', label: 'Retired', fill: '#333333', archived: true },
      { value: '5', label: 'Meadow', image: '/media/meadow.svg', fill: '#9bb38a' },
      { value: '990', label: 'Plain', fill: '#e4ddd0' },
    ]);
  });
  it("choosing one sets the option and its pattern (one record, one change); a texture with none lists the default's", () => {
    const chosen = optionField(retired.id).apply('5');
    expect(chosen.ok && (chosen.record as PlanRecords['entity']).data).toMatchObject({ muralProductOptionId: 5, pattern: 'meadow' });
    expect(optionField(null).options?.map((o) => o.label)).toEqual(['Meadow', 'Plain']);
    expect(optionField(null).apply('x')).toEqual({ ok: false, message: 'Choose one of the options' });
  });
});
