/**
 * Lights: the drawing of light fixtures (spec renderer variant 73), contributed under the renderer key
 * 'lights.linear' that a product names in its data (product.data.renderer).
 */
import { contribute, definePlugin, lazyProductRendererPoint } from '@configurator/core';
import { lightsSettingsSchema } from './settings.ts';

export const LIGHT_RENDERER_KEY = 'lights.linear';

export const plugin = definePlugin({
  id: 'lights',
  kind: 'plugin',
  title: 'Lights',
  settingsSchema: lightsSettingsSchema,
  // The drawing loads when first shown (light.ts): home and the lists draw nothing.
  contributions: [contribute(lazyProductRendererPoint, () => import('./light.ts').then((m) => m.lightRenderer), { key: LIGHT_RENDERER_KEY })],
});

export { lightsSettingsSchema, readLightsSettings, type LightsSettings, type LightsSettingsInput } from './settings.ts';
