/**
 * The murals' canvas toolbar actions and layers: Autogenerate on a viewport's Panel Layout view (one
 * bulk write, one undo step) and the SVG export of a viewport's panel layout (outside a viewport the
 * spec's message), and the three visibility layers of the layer panel.
 */
import type { CanvasAction, CanvasLayer } from '@configurator/core';
import { LAYER, LAYER_TITLES } from './constants.ts';
import { autogenerate } from './autogenerate.ts';
import { readMuralSettings } from './settings.ts';
import { exportPanelLayoutSvg } from './svg-export.ts';
import { isPanelLayout } from './types/shared.ts';
import { panelLayoutViewType } from './view-types.ts';

export const autogenerateAction: CanvasAction = {
  id: 'murals.autogenerate',
  title: 'Autogenerate',
  shownIn: (view) => isPanelLayout(view) && view.customViewId !== null,
  changesThePlan: true,
  run: ({ view, entities, context }) => {
    if (view.customViewId === null) return { kind: 'message', message: 'Autogenerate works on a viewport’s panel layout.' };
    const plan = autogenerate(entities, view.customViewId, readMuralSettings(context.pluginSettings));
    return { kind: 'bulkWrite', updates: plan.updates, creates: plan.creates, destroys: plan.destroys };
  },
};

/** The export's title: the view's, with 'Panel Layout' once (the Panel Layout view's title already ends with it). */
export const exportTitle = (viewTitle: string): string =>
  viewTitle.toLowerCase().includes(panelLayoutViewType.title.toLowerCase()) ? viewTitle : `${viewTitle} ${panelLayoutViewType.title}`;

export const exportSvgAction: CanvasAction = {
  id: 'murals.export-svg',
  title: 'Export SVG',
  // Offered on every view: outside a viewport it answers with the spec's message.
  shownIn: () => true,
  changesThePlan: false,
  run: ({ view, viewTitle, entities, context, imageOf }) => {
    const result = exportPanelLayoutSvg({
      view,
      entities,
      title: exportTitle(viewTitle),
      ...(context.productOption ? { productOption: context.productOption } : {}),
      ...(context.pluginSettings ? { pluginSettings: context.pluginSettings } : {}),
      ...(imageOf ? { imageOf } : {}),
    });
    return result.ok
      ? { kind: 'download', fileName: result.fileName, mimeType: 'image/svg+xml', content: result.svg }
      : { kind: 'message', message: result.message };
  },
};

export const muralActions: readonly CanvasAction[] = [autogenerateAction, exportSvgAction];

export const muralLayers: readonly CanvasLayer[] = Object.values(LAYER).map((id) => ({ id, title: LAYER_TITLES[id] }));
