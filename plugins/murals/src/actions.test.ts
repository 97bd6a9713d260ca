import { describe, expect, it } from 'vitest';
import { autogenerateAction, exportSvgAction, muralLayers } from './actions.ts';
import { MESSAGES } from './constants.ts';
import { contextOf, elevation, entity, panelLayout, plan } from './testing/fixtures.ts';
import { muralPanelType } from './types/panel.ts';

const area = entity('calicoMuralArea', { size: { width: 300, height: 96 } });

describe('mural canvas actions', () => {
  it('Autogenerate is offered on a viewport panel layout only, and answers with one bulk write', () => {
    expect([plan, elevation, panelLayout].map((v) => autogenerateAction.shownIn(v))).toEqual([false, false, true]);
    const result = autogenerateAction.run({
      view: panelLayout,
      viewTitle: 'North',
      entities: [area],
      context: contextOf(panelLayout, { pluginSettings: { maxPanelWidth: 180 } }),
    });
    expect(result.kind).toBe('bulkWrite');
    expect(result.kind === 'bulkWrite' && result.creates.map((c) => c.data.panelNumber)).toEqual([1, 2]);
  });

  it('Export SVG outside a viewport tells the person to go to one; in a viewport it downloads the file', () => {
    expect(exportSvgAction.run({ view: plan, viewTitle: 'Plan', entities: [], context: contextOf(plan) })).toEqual({
      kind: 'message',
      message: MESSAGES.exportOutsideViewport,
    });
    const result = exportSvgAction.run({ view: elevation, viewTitle: 'North', entities: [area], context: contextOf(elevation) });
    expect(result).toMatchObject({ kind: 'download', fileName: 'North-Panel-Layout.svg', mimeType: 'image/svg+xml' });
    // From the Panel Layout view, whose title already says so, the words are not doubled.
    const fromLayout = exportSvgAction.run({ view: panelLayout, viewTitle: 'North: Panel Layout', entities: [area], context: contextOf(panelLayout) });
    expect(fromLayout).toMatchObject({ kind: 'download', fileName: 'North-Panel-Layout.svg' });
  });

  it('contributes the layers Murals, Panels & Seams and Dimensions', () => {
    expect(muralLayers.map((l) => l.title)).toEqual(['Murals', 'Panels & Seams', 'Dimensions']);
  });

  it('a panel from the add menu has 0.5 bleed left and right and 1 top and bottom; from the editor 1 each side', () => {
    const menu = muralPanelType.addMenuData!({ x: 0, y: 0 }, contextOf(elevation));
    expect([menu.bleedLeft, menu.bleedRight, menu.bleedTop, menu.bleedBottom]).toEqual([0.5, 0.5, 1, 1]);
    expect(menu.size).toEqual({ width: 30, height: 30 });
    const editor = muralPanelType.defaultData({ x: 0, y: 0 }, contextOf(elevation));
    expect([editor.bleedLeft, editor.bleedRight, editor.bleedTop, editor.bleedBottom]).toEqual([1, 1, 1, 1]);
  });
});
