/**
 * Organisation 1798 (Muralis Studio): architectural projects with wall murals and acoustic panels.
 * Architectural organisations get the New Project button instead of a home layout.
 */
import { contribute, definePlugin, drawingSheetOptionsPoint, themePoint, wordingPoint } from '@configurator/core';
import { drawingSheetOptions } from './drawing-sheets.ts';
import { theme, wording } from './branding.ts';
import { ORG_TITLE, PLUGIN_ID } from './constants.ts';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [contribute(wordingPoint, wording), contribute(themePoint, theme), contribute(drawingSheetOptionsPoint, drawingSheetOptions)],
});
