import { describe, expect, it } from 'vitest';
import type { Drawing } from '../domain/shapes.ts';
import { drawingToSvg, shapeToSvg } from './shape-svg.ts';

describe('shape tree to SVG', () => {
  it('draws rects, circles, lines and polygons with konva defaults (no fill unless given)', () => {
    expect(shapeToSvg({ kind: 'rect', x: 1, y: 2, width: 3, height: 4, cornerRadius: 0.5, stroke: '#000', strokeWidth: 0.25 })).toBe(
      '<rect x="1" y="2" width="3" height="4" rx="0.5" fill="none" stroke="#000" stroke-width="0.25"/>',
    );
    expect(shapeToSvg({ kind: 'circle', x: 5, y: 6, radius: 1.23456, fill: 'red', opacity: 0.5 })).toBe(
      '<circle cx="5" cy="6" r="1.235" fill="red" opacity="0.5"/>',
    );
    expect(shapeToSvg({ kind: 'line', points: [0, 0, 10, 0, 10, 5], stroke: 'blue', dash: [2, 1] })).toBe(
      '<polyline points="0,0 10,0 10,5" fill="none" stroke="blue" stroke-width="1" stroke-dasharray="2 1"/>',
    );
    expect(shapeToSvg({ kind: 'line', points: [0, 0, 1, 1, 0, 1], closed: true, fill: '#eee' })).toBe('<polygon points="0,0 1,1 0,1" fill="#eee"/>');
  });

  it('positions text by its top-left corner, aligns it in its width, and escapes it', () => {
    expect(shapeToSvg({ kind: 'text', x: 10, y: 20, width: 100, align: 'center', text: 'A & <B> "C"', fontSize: 4 })).toBe(
      '<text x="60" y="20" font-size="4" font-family="Arial, Helvetica, sans-serif" text-anchor="middle" dominant-baseline="text-before-edge" fill="#111111">A &amp; &lt;B&gt; &quot;C&quot;</text>',
    );
    expect(shapeToSvg({ kind: 'text', x: 10, y: 0, width: 100, align: 'right', text: 'R', fontSize: 4, fill: '#333' })).toContain('x="110"');
    expect(shapeToSvg({ kind: 'text', x: 10, y: 0, text: 'L', fontSize: 4 })).toContain('text-anchor="start"');
  });

  it('shows the cropped part of an image stretched over its box (crop as fractions, flips inside the unit square)', () => {
    expect(shapeToSvg({ kind: 'image', x: 10, y: 20, width: 30, height: 40, href: '/media/a&b.svg', crop: { x: 0.25, y: 0, width: 0.5, height: 1 } })).toBe(
      '<svg x="10" y="20" width="30" height="40" viewBox="0.25 0 0.5 1" preserveAspectRatio="none"><image href="/media/a&amp;b.svg" width="1" height="1" preserveAspectRatio="none"/></svg>',
    );
    expect(shapeToSvg({ kind: 'image', x: 0, y: 0, width: 1, height: 1, href: 'x.png', flipX: true })).toContain('viewBox="0 0 1 1"');
    expect(shapeToSvg({ kind: 'image', x: 1, y: 2, width: 3, height: 4, href: 'x.png', fill: '#abc' })).toMatch(
      /^<rect x="1" y="2" width="3" height="4" fill="#abc"\/><svg /,
    );
    expect(shapeToSvg({ kind: 'image', x: 0, y: 0, width: 1, height: 1, href: 'x.png', flipX: true })).toContain('transform="translate(1 0) scale(-1 1)"');
  });

  it('nests groups with their offset', () => {
    expect(shapeToSvg({ kind: 'group', x: 3, y: 4, children: [{ kind: 'rect', x: 0, y: 0, width: 1, height: 1, fill: '#fff' }] })).toBe(
      '<g transform="translate(3 4)"><rect x="0" y="0" width="1" height="1" fill="#fff"/></g>',
    );
    expect(shapeToSvg({ kind: 'group', children: [] })).toBe('<g></g>');
  });

  it('sizes the svg to the scaled drawing plus padding and overlay margin, and names it', () => {
    const drawing: Drawing = { width: 100, height: 50, shapes: [{ kind: 'rect', x: 0, y: 0, width: 100, height: 50, stroke: '#000' }] };
    const svg = drawingToSvg(drawing, {
      scale: 2.5,
      padding: 10,
      title: 'Plate <1>',
      overlay: [{ kind: 'line', points: [0, -5, 250, -5], stroke: '#444' }],
      overlayMargin: { top: 20, right: 30 },
    });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="165" viewBox="0 0 300 165" role="img"><title>Plate &lt;1&gt;<\/title>/,
    );
    expect(svg).toContain('<g transform="translate(10 30) scale(2.5)"><rect');
    expect(svg).toContain('<g class="overlay" transform="translate(10 30)"><polyline points="0,-5 250,-5"');
    expect(drawingToSvg(drawing, { scale: 1 })).toContain('aria-hidden="true"');
  });
});
