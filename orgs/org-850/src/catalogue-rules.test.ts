import { describe, expect, it } from 'vitest';
import { evaluateItem, messages, selectOption, type InstanceProperties } from '@configurator/core';
import { OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from './constants.ts';
import { catalogue, registry } from './testing.ts';

const keypad = catalogue.productsById.get(PRODUCT.keypad)!;
const input = (properties: InstanceProperties) => ({ index: catalogue, product: keypad, properties, role: 'owner' as const, orgId: ORG_ID, registry });
const antiqueBrass2x2: InstanceProperties = {
  [P.plateSize]: { optionId: O.plate117x117 },
  [P.layout]: { optionId: O.layoutTwoByTwo },
  [P.plateFinish]: { optionId: O.antiqueBrassPlate },
};

describe("organisation 850's catalogue rules through the rule engine", () => {
  it('greys chrome mechanisms on antique brass plates, with the rule as reason (incompatible)', () => {
    const finish = evaluateItem(input(antiqueBrass2x2)).byPropertyId.get(P.mechanismFinish)!;
    expect(finish.unavailable.get(O.chromeMechanism)).toMatchObject({
      kind: 'rule',
      message: 'Not available with Antique Brass (Plate Finish)',
      byOptionId: O.antiqueBrassPlate,
    });
  });

  it("refuses a mud ring that would leave Fixing without options (two compatible rules), with the spec's message", () => {
    expect(selectOption(input(antiqueBrass2x2), P.backBox, O.mudRing)).toEqual({
      ok: false,
      propertyId: P.fixing,
      message: messages.selectionLeavesPropertyEmpty.replace('{title}', 'Fixing'),
    });
    expect(selectOption(input(antiqueBrass2x2), P.backBox, O.standardBox).ok).toBe(true);
  });

  it('alerts the lead time when a made-to-order mechanism finish is chosen', () => {
    const result = selectOption(input(antiqueBrass2x2), P.mechanismFinish, O.satinBrassMechanism);
    expect(result.ok && result.alerts[0]).toContain('24 weeks');
    const stock = selectOption(input(antiqueBrass2x2), P.mechanismFinish, O.whiteMechanism);
    expect(stock.ok && stock.alerts).toEqual([]);
  });

  it('hides internal options from guests', () => {
    const guest = evaluateItem({ ...input({}), role: 'guest' }).byPropertyId.get(P.plateFinish)!;
    expect(guest.options.map((o) => o.id)).not.toContain(O.antiqueBrassPlate);
    expect(
      evaluateItem(input({}))
        .byPropertyId.get(P.plateFinish)!
        .options.map((o) => o.id),
    ).toContain(O.antiqueBrassPlate);
  });
});
