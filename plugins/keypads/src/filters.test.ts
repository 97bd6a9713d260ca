import { describe, expect, it } from 'vitest';
import type { FilteredOption } from '@configurator/core';
import { keypadSizeFilter } from './size-filter.ts';
import { standardSizeOnlyFilter } from './standard-size-filter.ts';
import { mudRingFilter } from './mud-ring-filter.ts';
import { choose, O, P, ruleContext } from './testing/fixtures.ts';

const removedFrom = (removed: FilteredOption[], propertyId: number) =>
  removed
    .filter((r) => r.propertyId === propertyId)
    .map((r) => r.optionId)
    .sort((a, b) => a - b);

describe('keypad size filter', () => {
  it('removes layouts that do not fit the chosen plate, with the reason', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate117x117 })));
    expect(removedFrom(removed, P.layout)).toEqual([O.threeInARow, O.fourByTwo, O.fiveByFour].sort((a, b) => a - b));
    expect(removed.find((r) => r.optionId === O.fourByTwo)?.reason).toBe('Does not fit a 117 × 117 mm plate, which takes at most 2 rows and 2 columns');
  });

  it('keeps the single-row exception on a plate 82 high', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate144x82 })));
    expect(removedFrom(removed, P.layout)).not.toContain(O.threeInARow);
    expect(removedFrom(removed, P.layout)).toContain(O.twoByTwo);
  });

  it('keeps 2 x 2 on 82 x 82 (exception) but not three in a row', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 })));
    expect(removedFrom(removed, P.layout)).not.toContain(O.twoByTwo);
    expect(removedFrom(removed, P.layout)).toContain(O.threeInARow);
  });

  it('removes plate sizes too small for the chosen layout, with the reason', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.layout]: O.fourByTwo })));
    const plates = removedFrom(removed, P.plateSize);
    expect(plates).toContain(O.plate117x117);
    expect(plates).toContain(O.plate82x82);
    expect(plates).not.toContain(O.plate82x144); // the back box 1424 exception is still possible
    expect(plates).not.toContain(O.plate207x207);
    expect(removed.find((r) => r.optionId === O.plate117x117)?.reason).toBe('Too small for 4 × 2: this plate takes at most 2 rows and 2 columns');
  });

  it('leaves only back box 1424 for 4 x 2 on 82 x 144', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x144, [P.layout]: O.fourByTwo })));
    expect(removedFrom(removed, P.backBox)).toEqual([O.standardBox, O.mudRing]);
    expect(removed.find((r) => r.propertyId === P.backBox)?.reason).toBe('4 × 2 on a 82 × 144 mm plate needs another back box');
  });

  it('removes no back box when plate and layout fit on any box', () => {
    const removed = keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate207x207, [P.layout]: O.fiveByFour })));
    expect(removedFrom(removed, P.backBox)).toEqual([]);
    expect(removedFrom(removed, P.layout)).toEqual([]);
  });

  it('acts only on the keypad categories of its settings', () => {
    expect(keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 }), 60))).toEqual([]);
    expect(keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 }), 1, { categoryIds: [7] }))).toEqual([]);
    expect(keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 }), 60, { categoryIds: [5] })).length).toBeGreaterThan(0);
  });

  it('reads the property ids from its settings', () => {
    const settings = { plateSizePropertyId: P.layout, layoutPropertyId: P.plateSize };
    expect(keypadSizeFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 }), 1, settings))).toEqual([]);
  });
});

describe('property 26 option 139 (standard sizes only)', () => {
  it('is removed when plate and layout pass only as an exception', () => {
    const removed = standardSizeOnlyFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82, [P.layout]: O.twoByTwo })));
    expect(removed).toEqual([
      { propertyId: P.fixing, optionId: O.screwless, reason: 'Only for standard keypad sizes: 2 × 2 on a 82 × 82 mm plate is not one' },
    ]);
  });

  it('stays when the keypad-size check passes, and before it can be checked', () => {
    expect(standardSizeOnlyFilter(ruleContext(choose({ [P.plateSize]: O.plate117x117, [P.layout]: O.twoByTwo })))).toEqual([]);
    expect(standardSizeOnlyFilter(ruleContext(choose({ [P.plateSize]: O.plate82x82 })))).toEqual([]);
  });
});

describe("property 4 with a 'MUD RING' back box", () => {
  it('drops layouts with a T in the second part at plate height 82', () => {
    const removed = mudRingFilter(ruleContext(choose({ [P.backBox]: O.mudRing, [P.plateSize]: O.plate117x82 })));
    expect(removedFrom(removed, P.layout)).toEqual([O.buttonAndRocker]);
    expect(removed[0]?.reason).toBe('A tall second column does not fit a MUD RING back box on a plate 82 mm high');
  });

  it('keeps them at other heights and with other back boxes', () => {
    expect(mudRingFilter(ruleContext(choose({ [P.backBox]: O.mudRing, [P.plateSize]: O.plate117x117 })))).toEqual([]);
    expect(mudRingFilter(ruleContext(choose({ [P.backBox]: O.standardBox, [P.plateSize]: O.plate117x82 })))).toEqual([]);
  });
});
