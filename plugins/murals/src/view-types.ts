/** The view this plugin adds to the plan canvas: a Panel Layout per viewport (spec orders §2). */
import type { CanvasViewType } from '@configurator/core';
import { PANEL_LAYOUT_VIEW } from './constants.ts';

export const panelLayoutViewType: CanvasViewType = { kind: PANEL_LAYOUT_VIEW, title: 'Panel Layout', perCustomView: true };
