/**
 * Woodwork: the drawings of doors with slats, slat panels, door-like panels and wood-panel profiles
 * (spec renderer variants 104, 105, 75 and 86, 77, 88, 90), contributed by renderer key: a product
 * names its key in its data (product.data.renderer), so no product id is written here. The unit
 * number of door and slat items is a factory-sheet column and a tag on the drawing sheets too.
 */
import { contribute, definePlugin, documentColumnsPoint, itemTagsPoint, lazyProductRendererPoint } from '@configurator/core';
import { WOODWORK_RENDERER_KEYS } from './renderer-keys.ts';
import { woodworkSettingsSchema } from './settings.ts';
import { unitNumberColumn } from './unit-number-column.ts';
import { unitNumberTag } from './unit-number-tag.ts';

export const plugin = definePlugin({
  id: 'woodwork',
  kind: 'plugin',
  title: 'Doors, slat panels and wood panels',
  settingsSchema: woodworkSettingsSchema,
  contributions: [
    // The drawings load when first shown (renderers.ts): home and the lists draw nothing.
    ...WOODWORK_RENDERER_KEYS.map((key) =>
      contribute(lazyProductRendererPoint, () => import('./renderers.ts').then((m) => m.WOODWORK_RENDERERS[key]), { key }),
    ),
    contribute(documentColumnsPoint, unitNumberColumn, { id: 'woodwork-unit-number' }),
    contribute(itemTagsPoint, unitNumberTag, { id: 'woodwork-unit-number-tag' }),
  ],
});

export { woodworkSettingsSchema, readWoodworkSettings, type WoodworkSettings, type WoodworkSettingsInput } from './settings.ts';
export { DOOR_DEFAULTS, LAMELLA_DEFAULTS, LENGTH_BASES, LENGTH_BASE_DEFAULT, RANDOM_ALIGNMENT_TOLERANCE } from './constants.ts';
export { lamellaCount, lamellaWidths, type Alignment } from './lamellas.ts';
export { lengthScalingBase } from './length-base.ts';
export { formatFractionInches, lamellaSizeLabel } from './inches.ts';
export { unitNumberOf, padUnitNumber } from './unit-number.ts';
export { countFromTitle } from './read-item.ts';
export { WOODWORK_RENDERER_KEYS, type WoodworkRendererKey } from './renderer-keys.ts';
