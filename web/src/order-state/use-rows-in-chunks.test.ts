import { describe, expect, it } from 'vitest';
import { rowsToMount } from './use-rows-in-chunks.ts';

describe('rows to mount', () => {
  it('are the mounted ones, at least up to the active row, never more than the list', () => {
    expect(rowsToMount(12, 200, -1)).toBe(12);
    expect(rowsToMount(20, 200, 149)).toBe(150);
    expect(rowsToMount(20, 5, -1)).toBe(5);
    expect(rowsToMount(220, 200, 3)).toBe(200);
  });
});
