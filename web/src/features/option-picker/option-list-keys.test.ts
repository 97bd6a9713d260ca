import { describe, expect, it } from 'vitest';
import { chunkSizeFor, matchesSearch, moveHighlight } from './option-list-keys.ts';

describe('option list keyboard movement', () => {
  it('moves one step left and right, and a row up and down', () => {
    expect(moveHighlight(4, 'ArrowRight', 3, 10)).toBe(5);
    expect(moveHighlight(4, 'ArrowLeft', 3, 10)).toBe(3);
    expect(moveHighlight(4, 'ArrowDown', 3, 10)).toBe(7);
    expect(moveHighlight(4, 'ArrowUp', 3, 10)).toBe(1);
  });

  it('stays inside the list', () => {
    expect(moveHighlight(0, 'ArrowLeft', 3, 10)).toBe(0);
    expect(moveHighlight(9, 'ArrowRight', 3, 10)).toBe(9);
    expect(moveHighlight(8, 'ArrowDown', 3, 10)).toBe(8);
    expect(moveHighlight(1, 'ArrowUp', 3, 10)).toBe(1);
    expect(moveHighlight(-1, 'ArrowDown', 3, 0)).toBe(-1);
  });

  it('starts from an edge when nothing is highlighted', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3, 5)).toBe(0);
    expect(moveHighlight(-1, 'ArrowUp', 3, 5)).toBe(4);
    expect(moveHighlight(2, 'End', 3, 5)).toBe(4);
    expect(moveHighlight(2, 'Home', 3, 5)).toBe(0);
  });

  it('uses three per row with thumbnails and two without', () => {
    expect(chunkSizeFor(true)).toBe(3);
    expect(chunkSizeFor(false)).toBe(2);
  });

  it('searches titles case-insensitively by substring', () => {
    expect(matchesSearch('Satin Brass', 'BRASS')).toBe(true);
    expect(matchesSearch('Satin Brass', 'tin b')).toBe(true);
    expect(matchesSearch('Satin Brass', 'nickel')).toBe(false);
  });
});
