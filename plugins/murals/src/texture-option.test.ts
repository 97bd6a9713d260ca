import { describe, expect, it } from 'vitest';
import { muralTextureType } from './types/texture.ts';
import { contextOf, elevation } from './testing/fixtures.ts';

describe('a new mural texture (catalogue §3: fallback option 990)', () => {
  const linen = { id: 990, title: 'Linen', archived: false, data: { pattern: 'linen', fill: '#ddd' } };
  it("gets the organisation's default mural option and that option's pattern", () => {
    const data = muralTextureType.defaultData(
      { x: 10, y: 20 },
      contextOf(elevation, { pluginSettings: { fallbackMuralProductOptionId: 990 }, productOption: (id) => (id === 990 ? linen : undefined) }),
    );
    expect(data).toMatchObject({ muralProductOptionId: 990, pattern: 'linen', position: { x: 10, y: 20 } });
  });
  it('without a default option set, it has none', () => {
    expect(muralTextureType.defaultData({ x: 0, y: 0 }, contextOf(elevation))).toMatchObject({ muralProductOptionId: null, pattern: '' });
  });
});
