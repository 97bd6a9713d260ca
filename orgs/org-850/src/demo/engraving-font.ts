/**
 * The demo's order-level property: one engraving font for every keypad of an order (products 1, 2, 5,
 * 10, 11). Backlit Stencil is cut for backlit buttons, so it leaves the Keypad's Button Style without
 * options (rule 5): choosing it in an order holding a Keypad is refused with the 'Oops…' message.
 */
import { optionRecord, ruleRecord } from '@configurator/core/demo-records';
import { OPTION as O, PROPERTY as P } from '../constants.ts';

export const FONT_PROPERTY_ID = 113;
export const FONT = { standardSans: 11301, classicSerif: 11302, backlitStencil: 11303 } as const;

export const fontOptions = [
  optionRecord({ id: FONT.standardSans, productPropertyId: FONT_PROPERTY_ID, title: 'Standard Sans' }),
  optionRecord({ id: FONT.classicSerif, productPropertyId: FONT_PROPERTY_ID, title: 'Classic Serif' }),
  optionRecord({ id: FONT.backlitStencil, productPropertyId: FONT_PROPERTY_ID, title: 'Backlit Stencil' }),
];

export const fontRule = ruleRecord({
  id: 5,
  title: 'Backlit stencil engraving only on backlit buttons',
  type: 'incompatible',
  fromIds: [FONT.backlitStencil],
  toProductPropertyId: P.buttonStyle,
  // Every button style by name (a rule naming no option would make the property not apply instead).
  toOptionIds: [O.standardButton, O.compactButton, O.roundButton],
});
