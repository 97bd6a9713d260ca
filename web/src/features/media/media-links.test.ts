import { describe, expect, it } from 'vitest';
import type { Medium } from '@configurator/core';
import { mediaOf, mediumUrl, parseProductLinks } from './media-links.ts';

const medium = (id: number, associations: Partial<Medium['associations']>, extra: Partial<Medium> = {}): Medium => ({
  id,
  orgId: 1,
  title: `m${id}`,
  type: 'image',
  fileName: `file-${id}`,
  fileExtension: 'png',
  uploaderId: null,
  resourceForMedium: null,
  hasFile: 1,
  associations: { products: {}, productProperties: {}, productOptions: {}, ...associations },
  ...extra,
});

describe('product links', () => {
  it("reads lines of 'url,label', keeping commas in labels and dropping blank or non-web lines", () => {
    expect(
      parseProductLinks('https://a.example/spec.pdf,Spec sheet\n\n  http://b.example , Install, step by step \njavascript:alert(1),x\nhttps://c.example'),
    ).toEqual([
      { url: 'https://a.example/spec.pdf', label: 'Spec sheet' },
      { url: 'http://b.example', label: 'Install, step by step' },
      { url: 'https://c.example', label: 'https://c.example' },
    ]);
    expect(parseProductLinks('')).toEqual([]);
  });
});

describe('media of a record', () => {
  it('finds the images associated with an option or product, only those with a file', () => {
    const media = [
      medium(1, { productOptions: { 7: {} } }),
      medium(2, { products: { 7: {} } }),
      medium(3, { productOptions: { 7: {} } }, { hasFile: 0 }),
      medium(4, { productOptions: { 7: {} } }, { type: 'pdf' }),
      medium(5, { productOptions: { 8: {} } }),
    ];
    expect(mediaOf(media, 'productOptions', 7).map((m) => m.id)).toEqual([1]);
    expect(mediaOf(media, 'products', 7).map((m) => m.id)).toEqual([2]);
    expect(mediumUrl(media[0]!)).toBe('/media/file-1.png');
  });
});
