/**
 * The woodwork plugin's drawings by renderer key, loaded when a drawing is first shown
 * (lazyProductRendererPoint): index.ts names this module with a dynamic import, so home and the lists
 * never download it.
 */
import type { ProductRenderer } from '@configurator/core';
import { doorPanelRenderer } from './door-panel.ts';
import { slatDoorRenderer, slatPanelRenderer } from './slat-door.ts';
import { woodPanelRenderer } from './wood-panel.ts';
import type { WoodworkRendererKey } from './renderer-keys.ts';

/** The renderer keys this plugin draws; demo data sets them on the spec's products. */
export const WOODWORK_RENDERERS: Readonly<Record<WoodworkRendererKey, ProductRenderer>> = {
  'woodwork.slat-door': slatDoorRenderer,
  'woodwork.slat-panel': slatPanelRenderer,
  'woodwork.door-panel': doorPanelRenderer,
  'woodwork.wood-panel.flat': woodPanelRenderer('flat'),
  'woodwork.wood-panel.tongue-and-groove': woodPanelRenderer('tongue-and-groove'),
  'woodwork.wood-panel.shiplap': woodPanelRenderer('shiplap'),
  'woodwork.wood-panel.fluted': woodPanelRenderer('fluted'),
};
