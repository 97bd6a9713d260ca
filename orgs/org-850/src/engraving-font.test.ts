import { describe, expect, it } from 'vitest';
import { fillTemplate, messages, selectOrderLevelOption, type InstanceProperties } from '@configurator/core';
import { OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from './constants.ts';
import { FONT, FONT_PROPERTY_ID } from './demo/engraving-font.ts';
import { catalogue, registry } from './testing.ts';

const input = (productId: number, properties: InstanceProperties) => ({
  index: catalogue,
  product: catalogue.productsById.get(productId)!,
  properties,
  role: 'owner' as const,
  orgId: ORG_ID,
  registry,
});
const keypad = input(PRODUCT.keypad, { [P.buttonStyle]: { optionId: O.standardButton } });
const sceneKeypad = input(PRODUCT.sceneKeypad, { [P.ledIndicator]: { optionId: O.blueLed } });

describe("organisation 850's order-level engraving font", () => {
  it('is an order-level property of every keypad product', () => {
    expect(catalogue.propertiesById.get(FONT_PROPERTY_ID)).toMatchObject({ title: 'Engraving Font', isOrderLevel: 1 });
    for (const id of [PRODUCT.keypad, PRODUCT.switchPlate, PRODUCT.sceneKeypad, PRODUCT.hotelKeypad, PRODUCT.dimmerPlate]) {
      expect(String(FONT_PROPERTY_ID) in catalogue.productsById.get(id)!.associations.productProperties).toBe(true);
    }
  });

  it('writes a font to every item of the order', () => {
    const result = selectOrderLevelOption([keypad, sceneKeypad], FONT_PROPERTY_ID, FONT.classicSerif);
    expect(result.ok && result.itemsProperties.map((p) => p[String(FONT_PROPERTY_ID)]?.optionId)).toEqual([FONT.classicSerif, FONT.classicSerif]);
  });

  it("refuses Backlit Stencil when it leaves a Keypad's Button Style without options, and accepts it without one", () => {
    expect(selectOrderLevelOption([sceneKeypad, keypad], FONT_PROPERTY_ID, FONT.backlitStencil)).toEqual({
      ok: false,
      propertyId: P.buttonStyle,
      message: fillTemplate(messages.selectionLeavesPropertyEmpty, { title: 'Button Style' }),
    });
    expect(selectOrderLevelOption([sceneKeypad], FONT_PROPERTY_ID, FONT.backlitStencil).ok).toBe(true);
  });
});
