/**
 * The unit number beside door and slat items on the drawing sheets ('item-tags'): the product pages
 * and the elevation sheets of custom views print 'Unit 001' in the item's caption, the same number
 * its drawing and the factory sheet's Unit column show (issue 19 item 22).
 */
import type { ItemTag } from '@configurator/core';
import { readWoodworkSettings } from './settings.ts';
import { unitNumberOf } from './unit-number.ts';

export const UNIT_NUMBER_LABEL = 'Unit';

export const unitNumberTag: ItemTag = {
  label: UNIT_NUMBER_LABEL,
  valueOf: (item, orderItems, settings) => unitNumberOf(item, orderItems, readWoodworkSettings(settings)),
};
