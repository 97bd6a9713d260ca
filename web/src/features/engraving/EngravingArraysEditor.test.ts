import { describe, expect, it } from 'vitest';
import { checkEngravingArrays } from './EngravingArraysEditor.tsx';

describe('checkEngravingArrays', () => {
  it('accepts entries of text or symbol lines, and empty text as no arrays', () => {
    expect(checkEngravingArrays('[[{ "text": "Hall" }, { "symbolId": 3 }], []]')).toEqual({ ok: true, value: [[{ text: 'Hall' }, { symbolId: 3 }], []] });
    expect(checkEngravingArrays('  ')).toEqual({ ok: true, value: [] });
  });

  it('names broken JSON, wrong shapes, unknown keys and lines over the limit', () => {
    expect(checkEngravingArrays('[[{ "text": ')).toMatchObject({ ok: false, problems: [expect.stringContaining('Not valid JSON')] });
    expect(checkEngravingArrays('{ "text": "x" }')).toMatchObject({ ok: false });
    const unknownKey = checkEngravingArrays('[[{ "colour": "red" }]]');
    expect(unknownKey.ok).toBe(false);
    const long = checkEngravingArrays(JSON.stringify([[{ text: 'x'.repeat(201) }]]));
    expect(long).toMatchObject({ ok: false, problems: [expect.stringMatching(/^At 0\.0\.text: /)] });
    expect(checkEngravingArrays(JSON.stringify([Array.from({ length: 21 }, () => ({ text: 'a' }))])).ok).toBe(false);
  });
});
