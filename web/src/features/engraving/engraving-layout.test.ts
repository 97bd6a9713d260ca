import { describe, expect, it } from 'vitest';
import type { Drawing } from '@configurator/core';
import { layoutFromDrawings, mechanismIndexes, probeProperties } from './engraving-layout.ts';

const rect = (id: string) => ({ kind: 'rect' as const, id, x: 0, y: 0, width: 1, height: 1 });
const drawing = (...shapeIds: string[]): Drawing => ({ width: 10, height: 10, shapes: [{ kind: 'group', children: shapeIds.map(rect) }] });

describe('engraving layout read from drawings', () => {
  it('finds mechanisms by shape id, inside groups', () => {
    expect(mechanismIndexes(drawing('plate', 'mechanism-1', 'mechanism-0', 'led-0'))).toEqual([0, 1]);
    expect(mechanismIndexes(drawing('card'))).toEqual([0]);
  });

  it('offers the lines the probe drawing shows', () => {
    const layout = layoutFromDrawings(
      drawing('mechanism-0', 'mechanism-1'),
      drawing('engraving-27-0-above-0', 'engraving-27-0-above-1', 'engraving-27-1-above-0', 'engraving-27-0-below-0'),
      27,
    );
    expect(layout.mechanisms).toEqual([0, 1]);
    expect(layout.lines(0, 'above')).toBe(2);
    expect(layout.lines(1, 'above')).toBe(1);
    expect(layout.lines(0, 'below')).toBe(1);
  });

  it('offers two lines when the renderer draws no engravings', () => {
    const layout = layoutFromDrawings(drawing('card'), drawing('card'), 27);
    expect(layout.lines(0, 'above')).toBe(2);
  });

  it('fills every line of every mechanism for the probe', () => {
    const probe = probeProperties({ '27': { customEngravings: true } }, 27, [0, 2]);
    expect(probe['27']!.customEngravings).toBe(true);
    expect(Object.keys(probe['27']!.engravings!)).toEqual(['0', '2']);
    expect(probe['27']!.engravings!['2']!.below).toHaveLength(2);
  });
});
