/** Organisation 1053 (Nordholz Doors): doors, cabinet fronts and flooring, measured in millimetres. */
import { contribute, definePlugin, homeLayoutPoint, themePoint } from '@configurator/core';
import { homeLayout, theme } from './branding.ts';
import { ORG_TITLE, PLUGIN_ID } from './constants.ts';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [contribute(themePoint, theme), contribute(homeLayoutPoint, homeLayout)],
});
