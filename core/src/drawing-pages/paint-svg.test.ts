import { describe, expect, it } from 'vitest';
import type { Paint, Shape } from '../domain/shapes.ts';
import { shapeToSvg } from './shape-svg.ts';

const brushed: Paint = {
  gradient: {
    angle: 90,
    stops: [
      { offset: 0, color: '#dddddd' },
      { offset: 1, color: '#999999' },
    ],
  },
  texture: { kind: 'lines', spacing: 0.3, size: 0.1, angle: 0, color: '#000000', opacity: 0.16 },
};
const plate: Shape = { kind: 'rect', id: 'plate', x: 0, y: 0, width: 70, height: 115, fill: '#b9bec4', stroke: '#4b5563', strokeWidth: 0.6, paint: brushed };

describe('finishes in SVG (shape-tree paint)', () => {
  it('fills the shape with the gradient and draws the texture over it, without a second outline', () => {
    const svg = shapeToSvg(plate);
    const gradientId = /<linearGradient id="([^"]+)"/.exec(svg)?.[1];
    const patternId = /<pattern id="([^"]+)"/.exec(svg)?.[1];
    expect(gradientId).toBeTruthy();
    expect(patternId).toBeTruthy();
    const rects = svg.match(/<rect[^>]*\/>/g)!;
    expect(rects).toHaveLength(2);
    expect(rects[0]).toContain(`fill="url(#${gradientId})"`);
    expect(rects[0]).toContain('stroke="#4b5563"');
    expect(rects[1]).toContain(`fill="url(#${patternId})"`);
    expect(rects[1]).not.toContain('stroke=');
    expect(svg.match(/<line /g)).toHaveLength(4);
  });

  it('names the same finish the same way every time, and a different one differently', () => {
    expect(shapeToSvg(plate)).toBe(shapeToSvg({ ...plate }));
    const matte: Paint = { texture: { kind: 'dots', spacing: 0.45, size: 0.16, angle: 0, color: '#ffffff', opacity: 0.14 } };
    const dotted = shapeToSvg({ ...plate, paint: matte });
    expect(dotted).not.toContain('linearGradient');
    expect(dotted).toContain('fill="#b9bec4"');
    expect(dotted.match(/<circle /g)!.length).toBeGreaterThan(4);
    expect(/<pattern id="([^"]+)"/.exec(dotted)![1]).not.toBe(/<pattern id="([^"]+)"/.exec(shapeToSvg(plate))![1]);
  });

  it('draws a shape without paint exactly as before', () => {
    const { paint: _paint, ...plain } = plate as Extract<Shape, { kind: 'rect' }>;
    expect(shapeToSvg(plain)).toBe('<rect x="0" y="0" width="70" height="115" fill="#b9bec4" stroke="#4b5563" stroke-width="0.6"/>');
  });
});
