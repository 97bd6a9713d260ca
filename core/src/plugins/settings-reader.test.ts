import { describe, expect, it, vi } from 'vitest';
import { rememberedSettingsReader } from './settings-reader.ts';

describe('rememberedSettingsReader', () => {
  it('reads each settings object once and gives the same result for it', () => {
    const read = vi.fn((raw: unknown) => ({ from: raw }));
    const remembered = rememberedSettingsReader(read);
    const a = { limit: 1 };
    const b = { limit: 2 };
    expect(remembered(a)).toBe(remembered(a));
    expect(remembered(b)).toEqual({ from: b });
    expect(remembered(undefined)).toBe(remembered(null));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not remember values that are not objects', () => {
    const read = vi.fn((raw: unknown) => ({ from: raw }));
    const remembered = rememberedSettingsReader(read);
    remembered('text');
    remembered('text');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
