import { describe, expect, it } from 'vitest';
import type { Product, ProductCategory } from '@configurator/core';
import { resolveSections, visibleProducts } from './home-sections.ts';

const category = (id: number, rank: number, archived: 0 | 1 = 0): ProductCategory => ({
  id,
  orgId: 1,
  title: `C${id}`,
  rank,
  archived,
  thumbnailUrl: null,
  fileUrl: null,
});
const product = (id: number, publishLevel: Product['publishLevel'], archived: 0 | 1 = 0): Product => ({
  id,
  orgId: 1,
  title: `P${id}`,
  description: '',
  productCategoryId: 1,
  archived,
  publishLevel,
  rank: id,
  thumbnailUrl: null,
  links: '',
  instanceTitleIsRequired: 0,
  shouldRoundPrice: 0,
  isStocked: 0,
  currentInventory: 0,
  mediumId: null,
  referenceCodes: {},
  associations: { productProperties: {} },
  data: {},
});

describe('home page sections', () => {
  it('defaults to one singleProduct tile per active category, by rank', () => {
    const sections = resolveSections(undefined, [category(2, 2), category(1, 1), category(3, 3, 1)], 'New Order');
    expect(sections).toEqual([
      {
        title: 'New Order',
        tiles: [
          { kind: 'singleProduct', productCategoryId: 1 },
          { kind: 'singleProduct', productCategoryId: 2 },
        ],
      },
    ]);
  });

  it("uses the organisation's layout when it has one", () => {
    const layout = { sections: [{ title: 'Links', tiles: [{ kind: 'externalLink' as const, url: 'https://example.test', title: 'Guide' }] }] };
    expect(resolveSections(layout, [category(1, 1)])).toBe(layout.sections);
  });

  it('shows products by role: owner all, member internal and all, guest all only; never archived', () => {
    const products = [product(1, 'all'), product(2, 'internal'), product(3, 'admin'), product(4, 'all', 1)];
    expect(visibleProducts(products, 'owner').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(visibleProducts(products, 'member').map((p) => p.id)).toEqual([1, 2]);
    expect(visibleProducts(products, 'guest').map((p) => p.id)).toEqual([1]);
  });
});
