import { describe, expect, it } from 'vitest';
import { fillTemplate, homeLayoutOf, themeOf, wordingOf } from '@configurator/core';
import { CATEGORY, ORG_TITLE } from './constants.ts';
import { registry } from './testing.ts';

describe('organisation 850 wording and theme', () => {
  it("says 'Quote' and welcomes to the Client Portal", () => {
    const wording = wordingOf(registry);
    expect(wording.order).toBe('Quote');
    expect(fillTemplate(wording.homeTitle, { orgTitle: ORG_TITLE })).toBe('Welcome to the Keystone Controls Client Portal');
  });

  it('works in inches and offers the in/mm unit toggle', () => {
    expect(themeOf(registry).units).toBe('in');
    expect(themeOf(registry).unitToggle).toBe(true);
  });

  it('lays out stocked items, configure/price/quote categories and resource links', () => {
    const sections = homeLayoutOf(registry)!.sections;
    expect(sections.map((s) => s.title)).toEqual(['Configure, Price & Quote', 'Stocked Items', 'Resources']);
    expect(sections[0]!.tiles).toEqual([
      expect.objectContaining({ kind: 'singleProduct', productCategoryId: CATEGORY.keypads }),
      expect.objectContaining({ kind: 'singleProduct', productCategoryId: CATEGORY.plates }),
    ]);
    expect(sections[1]!.tiles).toEqual([expect.objectContaining({ kind: 'multipleProducts', productCategoryId: CATEGORY.backBoxes })]);
    expect(sections[2]!.tiles.every((t) => t.kind === 'externalLink')).toBe(true);
  });
});
