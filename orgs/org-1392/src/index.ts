/**
 * Organisation 1392 (Brightline Lighting): pendants, wall lights and stocked drivers, plus a lighting
 * keypad of its own that the keypads plugin draws and checks (its rules through the plugin settings,
 * its drawing through the plugin's renderer under this organisation's own renderer key).
 */
import {
  contribute,
  contributeLazily,
  definePlugin,
  engravingLayoutPoint,
  homeLayoutPoint,
  lazyProductRendererPoint,
  themePoint,
  type EngravingLayoutOf,
  type RenderInput,
} from '@configurator/core';
import { homeLayout, theme } from './branding.ts';
import { KEYPAD_SETTINGS, ORG_TITLE, PLUGIN_ID, RENDERER_KEY } from './constants.ts';

/** The keypad drawing with this organisation's keypad settings, whatever settings the host passes; loaded when first shown. */
const keypadDrawing = () =>
  import('@configurator/plugin-keypads/order-page').then(
    ({ keypadRenderer }) =>
      (input: RenderInput) =>
        keypadRenderer({ ...input, settings: KEYPAD_SETTINGS }),
  );
/** The engraving layout of that same drawing, for the engraving editor; loaded with the drawing, as home reads no layout. */
const keypadEngravings = () =>
  import('@configurator/plugin-keypads/order-page').then(
    ({ keypadEngravingLayout }): EngravingLayoutOf =>
      (input) =>
        keypadEngravingLayout({ ...input, settings: KEYPAD_SETTINGS }),
  );

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [
    contribute(themePoint, theme),
    contribute(homeLayoutPoint, homeLayout),
    contribute(lazyProductRendererPoint, keypadDrawing, { key: RENDERER_KEY.keypad }),
    contributeLazily(engravingLayoutPoint, keypadEngravings, { key: RENDERER_KEY.keypad }),
  ],
});
