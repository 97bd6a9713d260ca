/**
 * Murals: printed wall murals on a viewport's elevation. Contributes the mural entity types to the
 * plan canvas (areas, textures, print panels, seams, mismatch lines, wall labels), the Panel Layout
 * view per viewport, and the four mural pages of the drawing set. Autogenerate and the SVG export are
 * pure functions the web calls (autogenerate.ts, svg-export.ts).
 */
import { canvasEntityTypesPoint, canvasViewTypesPoint, contribute, definePlugin, drawingPageTypesPoint } from '@configurator/core';
import { PLUGIN_ID } from './constants.ts';
import { muralSettingsSchema } from './settings.ts';
import { muralEntityTypes } from './types/index.ts';
import { panelLayoutViewType } from './view-types.ts';
import { muralPageTypes } from './pages/mural-page-types.ts';

export * from './constants.ts';
export * from './schemas.ts';
export * from './settings.ts';
export * from './autogenerate.ts';
export * from './svg-export.ts';
export * from './types/index.ts';
export { seamColour } from './types/seam.ts';
export { isInAddMode, addPoint } from './types/mismatch-line.ts';
export { muralPageTypes } from './pages/mural-page-types.ts';
export { panelLayoutViewType } from './view-types.ts';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Murals',
  settingsSchema: muralSettingsSchema,
  contributions: [
    ...muralEntityTypes.map((type) => contribute(canvasEntityTypesPoint, type, { key: type.type })),
    contribute(canvasViewTypesPoint, panelLayoutViewType, { key: panelLayoutViewType.kind }),
    ...muralPageTypes.map((type) => contribute(drawingPageTypesPoint, type, { id: type.id })),
  ],
});
