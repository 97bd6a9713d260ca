import { describe, expect, it } from 'vitest';
import { frontViewShapes } from './front-view.ts';
import { dimensionLabelShapes } from './dimension-label.ts';

describe('the Front view (issue 33: four unlabelled grey boxes)', () => {
  it('names each wall and gives its size in feet and inches, above its box', () => {
    const walls = [
      { id: 1, from: { x: 0, z: 0 }, to: { x: 312, z: 0 }, height: 108 },
      { id: 2, from: { x: 312, z: 0 }, to: { x: 312, z: 240 }, height: 108 },
    ];
    const shapes = frontViewShapes(walls, { scale: 1, units: 'in' });
    const texts = shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : []));
    expect(texts).toEqual(['Wall 1', '26′-0″ × 9′-0″', 'Wall 2', '20′-0″ × 9′-0″']);
    for (const s of shapes) if (s.kind === 'text') expect(s.y).toBeLessThan(-108);
  });
});

describe('dimension labels clear of their line', () => {
  const style = { fontSize: 10, fill: '#000', stroke: '#000', strokeWidth: 1 };
  const boxOf = (shapes: ReturnType<typeof dimensionLabelShapes>) => {
    const t = shapes.find((s) => s.kind === 'text')!;
    if (t.kind !== 'text') throw new Error('no label');
    return { x: t.x, y: t.y, width: t.width!, height: t.fontSize * 1.2 };
  };
  it('a horizontal line: the label sits wholly on the normal side, not across the line', () => {
    const box = boxOf(dimensionLabelShapes({ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 0, y: 1 }, '25′-0″', style));
    expect(box.y).toBeGreaterThan(0);
  });
  it('a vertical line: the label is moved its half width out, so its box does not cross the line', () => {
    const box = boxOf(dimensionLabelShapes({ x: 0, y: 0 }, { x: 0, y: 300 }, { x: -1, y: 0 }, '25′-0″', style));
    expect(box.x + box.width).toBeLessThan(0);
  });
  it('a line shorter than its label gets a leader and a label further out', () => {
    const shapes = dimensionLabelShapes({ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 0, y: 1 }, '1′-8″', style);
    expect(shapes[0]).toMatchObject({ kind: 'line' });
    expect(boxOf(shapes).y).toBeGreaterThan(10);
  });
});
