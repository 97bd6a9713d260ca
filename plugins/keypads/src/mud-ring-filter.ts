/**
 * Spec: the layout property "drops options whose layout string has a T in its second part when the
 * back box type is 'MUD RING' and the height is 82" (a tall mechanism in the second column does not
 * fit a mud ring behind a single-row plate). Type and height come from the settings.
 */
import type { OptionFilter } from '@configurator/core';
import { fillTemplate } from '@configurator/core';
import { keypadItem } from './keypad-item.ts';
import { keypadMessages } from './messages.ts';
import { backBoxOf, dataString, plateSizeOf } from './option-data.ts';
import { hasTallSecondPart } from './layout-string.ts';

export const mudRingFilter: OptionFilter = (ctx) => {
  const item = keypadItem(ctx);
  const { mudRing, layoutPropertyId, backBoxPropertyId, plateSizePropertyId } = item.settings;
  if (backBoxPropertyId === null || !item.has(layoutPropertyId)) return [];
  const backBox = backBoxOf(item.selected(backBoxPropertyId));
  const plate = plateSizeOf(item.selected(plateSizePropertyId));
  if (backBox?.type !== mudRing.backBoxType || plate?.height !== mudRing.plateHeight) return [];
  const reason = fillTemplate(keypadMessages.mudRingNoTallSecondColumn, { backBoxType: mudRing.backBoxType, height: mudRing.plateHeight });
  return item
    .offered(layoutPropertyId)
    .filter((o) => hasTallSecondPart(dataString(o, 'layoutString') ?? ''))
    .map((o) => ({ propertyId: layoutPropertyId, optionId: o.id, reason }));
};
