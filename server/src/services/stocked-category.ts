/** Whether a category holds only stocked products (an order created for it from a home tile is a stocked order). */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer.ts';
import { ProductSchema } from '../db/entities/index.ts';
import { productIsVisible } from './access.ts';

export async function categoryIsStocked(em: EntityManager, viewer: Viewer, productCategoryId: number | undefined): Promise<boolean> {
  if (productCategoryId === undefined) return false;
  const products = (await em.find(ProductSchema, { orgId: viewer.orgId, productCategoryId, archived: 0 })).filter((p) => productIsVisible(viewer.role, p));
  return products.length > 0 && products.every((p) => p.isStocked === 1);
}
