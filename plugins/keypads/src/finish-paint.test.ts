import { describe, expect, it } from 'vitest';
import { finishPaint, shade, textureOf } from './finish-paint.ts';
import type { ProductOption } from '@configurator/core';

const option = (title: string, data: Record<string, unknown> = {}) => ({ id: 1, title, data: { plateFill: '#b9bec4', ...data } }) as unknown as ProductOption;

describe('plate finishes as paint', () => {
  it('reads the finish from the option data, else from its title', () => {
    expect(textureOf(option('Brushed Steel'))).toBe('brushed');
    expect(textureOf(option('Matte Black'))).toBe('matte');
    expect(textureOf(option('Polished Brass'))).toBe('polished');
    expect(textureOf(option('Steel', { plateTexture: 'satin' }))).toBe('satin');
    expect(textureOf(option('Satin White', { plateTexture: 'unknown' }))).toBe('satin');
    expect(textureOf(option('Antique Brass'))).toBeUndefined();
  });

  it('draws brushed as streaks over a gradient, polished as a highlight, matte as grain', () => {
    expect(finishPaint('brushed', '#b9bec4')).toMatchObject({ gradient: { angle: 90 }, texture: { kind: 'lines', color: '#000000' } });
    expect(finishPaint('polished', '#a8844f')?.texture).toBeUndefined();
    expect(finishPaint('polished', '#a8844f')?.gradient?.stops.length).toBeGreaterThan(3);
    // Grain on a dark plate is light, so it shows.
    expect(finishPaint('matte', '#2b2b2b')).toEqual({ texture: expect.objectContaining({ kind: 'dots', color: '#ffffff' }) });
    expect(finishPaint(undefined, '#2b2b2b')).toBeUndefined();
  });

  it('shades hex colours toward white or black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 0)).toBe('#808080');
    expect(shade('steelblue', 0.5)).toBe('steelblue');
  });
});
