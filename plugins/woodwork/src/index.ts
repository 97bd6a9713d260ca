/**
 * Woodwork: the drawings of doors with slats, slat panels, door-like panels and wood-panel profiles
 * (spec renderer variants 104, 105, 75 and 86, 77, 88, 90), contributed by renderer key: a product
 * names its key in its data (product.data.renderer), so no product id is written here. The unit
 * number of door and slat items is a factory-sheet column and a tag on the drawing sheets too.
 */
import { contribute, definePlugin, documentColumnsPoint, itemTagsPoint, productRendererPoint, type ProductRenderer } from '@configurator/core';
import { doorPanelRenderer } from './door-panel.ts';
import { woodworkSettingsSchema } from './settings.ts';
import { slatDoorRenderer, slatPanelRenderer } from './slat-door.ts';
import { unitNumberColumn } from './unit-number-column.ts';
import { unitNumberTag } from './unit-number-tag.ts';
import { woodPanelRenderer } from './wood-panel.ts';

/** The renderer keys this plugin draws; demo data sets them on the spec's products. */
export const WOODWORK_RENDERERS: Readonly<Record<string, ProductRenderer>> = {
  'woodwork.slat-door': slatDoorRenderer,
  'woodwork.slat-panel': slatPanelRenderer,
  'woodwork.door-panel': doorPanelRenderer,
  'woodwork.wood-panel.flat': woodPanelRenderer('flat'),
  'woodwork.wood-panel.tongue-and-groove': woodPanelRenderer('tongue-and-groove'),
  'woodwork.wood-panel.shiplap': woodPanelRenderer('shiplap'),
  'woodwork.wood-panel.fluted': woodPanelRenderer('fluted'),
};

export const plugin = definePlugin({
  id: 'woodwork',
  kind: 'plugin',
  title: 'Doors, slat panels and wood panels',
  settingsSchema: woodworkSettingsSchema,
  contributions: [
    ...Object.entries(WOODWORK_RENDERERS).map(([key, renderer]) => contribute(productRendererPoint, renderer, { key })),
    contribute(documentColumnsPoint, unitNumberColumn, { id: 'woodwork-unit-number' }),
    contribute(itemTagsPoint, unitNumberTag, { id: 'woodwork-unit-number-tag' }),
  ],
});

export { woodworkSettingsSchema, readWoodworkSettings, type WoodworkSettings, type WoodworkSettingsInput } from './settings.ts';
export { DOOR_DEFAULTS, LAMELLA_DEFAULTS, LENGTH_BASES, LENGTH_BASE_DEFAULT, RANDOM_ALIGNMENT_TOLERANCE } from './constants.ts';
export { lamellaCount, lamellaWidths, type Alignment } from './lamellas.ts';
export { lengthScalingBase } from './length-base.ts';
export { formatFractionInches, lamellaSizeLabel, MM_PER_INCH } from './inches.ts';
export { unitNumberOf, padUnitNumber } from './unit-number.ts';
export { slatDoorRenderer, slatPanelRenderer, hingePositions } from './slat-door.ts';
export { doorPanelRenderer } from './door-panel.ts';
export { woodPanelRenderer, woodPanelProfiles, profileOutline, type WoodPanelProfile } from './wood-panel.ts';
export { inUnits, lengthLabel, problemNotes, LINE, PROBLEM } from './drawing-kit.ts';
export { notesBeside, notesShapes, noteFontSize } from './label-size.ts';
export { mulberry32 } from './prng.ts';
export { countFromTitle } from './read-item.ts';
