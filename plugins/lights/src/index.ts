/**
 * Lights: the drawing of light fixtures (spec renderer variant 73), contributed under the renderer key
 * 'lights.linear' that a product names in its data (product.data.renderer).
 */
import { contribute, definePlugin, productRendererPoint } from '@configurator/core';
import { lightRenderer } from './light.ts';
import { lightsSettingsSchema } from './settings.ts';

export const LIGHT_RENDERER_KEY = 'lights.linear';

export const plugin = definePlugin({
  id: 'lights',
  kind: 'plugin',
  title: 'Lights',
  settingsSchema: lightsSettingsSchema,
  contributions: [contribute(productRendererPoint, lightRenderer, { key: LIGHT_RENDERER_KEY })],
});

export { lightRenderer, LIGHT } from './light.ts';
export { lightsSettingsSchema, readLightsSettings, type LightsSettings, type LightsSettingsInput } from './settings.ts';
