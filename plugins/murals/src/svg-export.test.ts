import { describe, expect, it } from 'vitest';
import { autogenerate } from './autogenerate.ts';
import { MESSAGES } from './constants.ts';
import { exportPanelLayoutSvg } from './svg-export.ts';
import { elevation, entity, plan, VIEW_ID } from './testing/fixtures.ts';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

function viewportWithPanels() {
  const area = entity('calicoMuralArea', { position: { x: 0, y: 0 }, size: { width: 300, height: 96 } });
  const texture = entity('calicoMuralTexture', { muralProductOptionId: 5, position: { x: 0, y: 0 }, size: { width: 300, height: 96 } });
  const p = autogenerate([area], VIEW_ID, { maxPanelWidth: 180 });
  const panels = p.creates.map((c, i) => entity('calicoMuralPanel', c.data, { id: 900 + i, parentId: area.id }));
  return [area, texture, ...panels];
}

describe('SVG export of a panel layout', () => {
  it('outside a viewport answers with the spec message', () => {
    expect(exportPanelLayoutSvg({ view: plan, entities: [] })).toEqual({ ok: false, message: MESSAGES.exportOutsideViewport });
    expect(MESSAGES.exportOutsideViewport).toBe('Please go to a viewport to export it to SVG');
  });

  it('draws every panel with the texture image from the media store clipped to its sheet', () => {
    const options = new Map([[5, { id: 5, title: 'Meadow', archived: false, thumbnailUrl: IMAGE }]]);
    const result = exportPanelLayoutSvg({ view: elevation, entities: viewportWithPanels(), productOption: (id) => options.get(id), title: 'North wall' });
    if (!result.ok) throw new Error(result.message);
    expect(result.fileName).toBe('North-wall.svg');
    expect(result.svg.match(/<image /g)).toHaveLength(2);
    expect(result.svg).toContain(`href="${IMAGE}"`);
    expect(result.svg.match(/<clipPath /g)).toHaveLength(2);
    expect(result.svg).toContain('Panel 1');
    expect(result.svg).toContain('Panel 2');
  });

  it('without an image fills the sheet with the option colour', () => {
    const options = new Map([[5, { id: 5, title: 'Meadow', archived: false, data: { fill: '#123456' }, thumbnailUrl: null }]]);
    const result = exportPanelLayoutSvg({ view: elevation, entities: viewportWithPanels(), productOption: (id) => options.get(id) });
    expect(result.ok && result.svg).toContain('fill="#123456"');
    expect(result.ok && result.svg).not.toContain('<image');
  });
});
