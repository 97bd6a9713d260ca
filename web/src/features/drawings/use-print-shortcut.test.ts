import { describe, expect, it } from 'vitest';
import { isPrintShortcut } from './use-print-shortcut.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('print shortcut', () => {
  it('is ctrl+P or cmd+P, not P alone or with other modifiers', () => {
    expect(isPrintShortcut(key('p', { ctrlKey: true }))).toBe(true);
    expect(isPrintShortcut(key('P', { metaKey: true }))).toBe(true);
    expect(isPrintShortcut(key('p'))).toBe(false);
    expect(isPrintShortcut(key('p', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPrintShortcut(key('o', { ctrlKey: true }))).toBe(false);
  });
});
