/**
 * Murals: printed wall murals on a viewport's elevation. Contributes the mural entity types to the
 * plan canvas (areas, textures, print panels, seams, mismatch lines, wall labels), the Panel Layout
 * view per viewport, the four mural pages of the drawing set, the layer panel's three layers, and two
 * toolbar actions: Autogenerate (a bulk write) and the panel layout's SVG export (a download).
 */
import {
  canvasActionsPoint,
  canvasEntityTypesPoint,
  canvasLayersPoint,
  canvasViewTypesPoint,
  contribute,
  definePlugin,
  drawingPageTypesPoint,
} from '@configurator/core';
import { muralActions, muralLayers } from './actions.ts';
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
export { autogenerateAction, exportSvgAction, muralActions, muralLayers } from './actions.ts';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Murals',
  settingsSchema: muralSettingsSchema,
  contributions: [
    ...muralEntityTypes.map((type) => contribute(canvasEntityTypesPoint, type, { key: type.type })),
    contribute(canvasViewTypesPoint, panelLayoutViewType, { key: panelLayoutViewType.kind }),
    ...muralPageTypes.map((type) => contribute(drawingPageTypesPoint, type, { id: type.id })),
    ...muralLayers.map((layer) => contribute(canvasLayersPoint, layer, { key: layer.id })),
    ...muralActions.map((action) => contribute(canvasActionsPoint, action, { id: action.id })),
  ],
});
