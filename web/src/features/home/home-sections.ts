/** The home page's sections: the organisation's home layout, or one singleProduct tile per category. */
import { visiblePublishLevels, type HomeLayout, type HomeSection, type OrgRole, type Product, type ProductCategory } from '@configurator/core';

export const DEFAULT_TILES_PER_ROW = 5;

/** defaultTitle names the default section (the organisation's 'New Order' wording). */
export function resolveSections(layout: HomeLayout | undefined, categories: ProductCategory[], defaultTitle = ''): HomeSection[] {
  if (layout) return layout.sections;
  const active = categories.filter((c) => !c.archived).sort((a, b) => a.rank - b.rank || a.id - b.id);
  return [{ title: defaultTitle, tiles: active.map((c) => ({ kind: 'singleProduct' as const, productCategoryId: c.id })) }];
}

/** Owner: every non-archived product; member: internal and all; others: all (spec orders.md §6). */
export function visibleProducts(products: Product[], role: OrgRole): Product[] {
  const levels = visiblePublishLevels[role];
  return products.filter((p) => !p.archived && levels.includes(p.publishLevel)).sort((a, b) => a.rank - b.rank || a.id - b.id);
}
