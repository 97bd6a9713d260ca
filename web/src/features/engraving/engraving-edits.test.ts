import { describe, expect, it } from 'vitest';
import { clearLocation, lineSeverity, setLine, setSymbol } from './engraving-edits.ts';

describe('engraving edits', () => {
  it('writes lines and drops blank trailing ones', () => {
    let e = setLine({}, 0, 'above', 1, 'ON');
    expect(e['0']!.above).toEqual([{ text: '' }, { text: 'ON' }]);
    e = setLine(e, 0, 'above', 1, '');
    expect(e['0']!.above).toEqual([]);
    expect(e['0']!.below).toEqual([]);
  });

  it('lets a symbol take the location and text take it back', () => {
    let e = setSymbol({}, 2, 'below', 17);
    expect(e['2']!.below).toEqual([{ symbolId: 17 }]);
    e = setLine(e, 2, 'below', 0, 'Fan');
    expect(e['2']!.below).toEqual([{ text: 'Fan' }]);
  });

  it('clears one location only', () => {
    const e = clearLocation(setLine(setLine({}, 0, 'above', 0, 'A'), 0, 'below', 0, 'B'), 0, 'above');
    expect(e['0']).toEqual({ above: [], below: [{ text: 'B' }] });
  });

  it('reads the worst issue of a line by its path', () => {
    const issues = [
      { path: '0.above.0', severity: 'warning' as const },
      { path: '1.below.1', severity: 'error' as const },
      { path: '1.below.1', severity: 'warning' as const },
    ];
    expect(lineSeverity(issues, 0, 'above', 0)).toBe('warning');
    expect(lineSeverity(issues, 1, 'below', 1)).toBe('error');
    expect(lineSeverity(issues, 0, 'below', 0)).toBeUndefined();
  });
});
