import { describe, expect, it } from 'vitest';
import type { InstanceProperties } from '@configurator/core';
import { messages } from '@configurator/core';
import { OPTION as O, PRODUCT, PROPERTY as P } from './constants.ts';
import { engravingWidthLimits, engravingWidthValidator } from './engraving-limits.ts';
import { ruleContext } from './testing.ts';

// A 2 x 2 keypad on a 117 x 117 plate: columns 49.5 mm apart, so the hard limit is 24.75 mm and the
// soft limit 18.75 mm. At the 3 mm engraving size an 'M' is estimated 0.85 em = 2.55 mm wide.
const keypad = (propertyId: number, text: string): InstanceProperties => ({
  [P.plateSize]: { optionId: O.plate117x117 },
  [P.layout]: { optionId: O.layoutTwoByTwo },
  [propertyId]: { engravings: { 1: { above: [], below: [{ text: 'OK' }, { text }] } } },
});
const validate = (properties: InstanceProperties, productId: number = PRODUCT.keypad) => engravingWidthValidator(ruleContext(productId, properties));

describe('engraving width limits (organisation 850)', () => {
  it('puts the hard limit at half the spacing and the soft limit 6 under it', () => {
    expect(engravingWidthLimits(49.5)).toEqual({ hard: 24.75, soft: 18.75 });
    expect(engravingWidthLimits(32)).toEqual({ hard: 16, soft: 10 });
  });

  it('accepts an engraving within the soft limit', () => {
    expect(validate(keypad(P.engraving, 'MMMMMMM'))).toEqual([]); // 17.85 mm
  });

  it('warns over the soft limit, amber: (over recommended limit)', () => {
    expect(validate(keypad(P.engraving, 'MMMMMMMM'))).toEqual([
      // 20.4 mm
      { propertyId: P.engraving, severity: 'warning', message: `Button 2, below, LINE 2 ${messages.overRecommendedLimit}`, path: '1.below.1' },
    ]);
    expect(messages.overRecommendedLimit).toBe('(over recommended limit)');
  });

  it('refuses over the hard limit, red: (over limit)', () => {
    expect(validate(keypad(P.engraving, 'MMMMMMMMMM'))).toEqual([
      // 25.5 mm
      { propertyId: P.engraving, severity: 'error', message: `Button 2, below, LINE 2 ${messages.overLimit}`, path: '1.below.1' },
    ]);
    expect(messages.overLimit).toBe('(over limit)');
  });

  it('checks property 112 too, and only properties the product has', () => {
    expect(validate(keypad(P.labelEngraving, 'MMMMMMMMMM'), PRODUCT.hotelKeypad)).toMatchObject([{ propertyId: P.labelEngraving, severity: 'error' }]);
    expect(validate(keypad(P.labelEngraving, 'MMMMMMMMMM'), PRODUCT.keypad)).toEqual([]);
  });

  it('narrows the limits with the spacing: 82 wide with 2 columns is 32 apart', () => {
    const narrow: InstanceProperties = {
      [P.plateSize]: { optionId: O.plate82x82 },
      [P.layout]: { optionId: O.layoutTwoSideBySide },
      [P.engraving]: { engravings: { 0: { above: [{ text: 'MMMM' }], below: [] } } }, // 10.2 mm: over 10, under 16
    };
    expect(validate(narrow)).toMatchObject([{ severity: 'warning', path: '0.above.0' }]);
  });
});
