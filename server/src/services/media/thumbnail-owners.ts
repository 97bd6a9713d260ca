/**
 * The records a thumbnail can be uploaded for (spec catalogue §7: property, category, option, item;
 * and a product's medium), one row each: its table and who may change it. Catalogue records are the
 * owner's (admin); an item's thumbnail may be set by whoever may edit that order's items.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import type { ThumbnailResource } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';
import {
  ProductCategorySchema,
  ProductInstanceSchema,
  ProductOptionSchema,
  ProductOrderSchema,
  ProductPropertySchema,
  ProductSchema,
} from '../../db/entities/index.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanSeeOrder, assertMayEditAfterSubmission, assertOwner } from '../access.ts';

/** The fields an upload writes on the owning record. */
export interface ThumbnailOwnerRow {
  id: number;
  orgId: number;
  thumbnailUrl: string | null;
  mediumId?: number | null;
}

interface ThumbnailOwner {
  schema: EntitySchema;
  /** Refuses (403) a viewer who may not change the record; the record is already in the viewer's organisation. */
  authorize: (viewer: Viewer, row: ThumbnailOwnerRow, em: EntityManager) => Promise<void>;
  /** Whether the record keeps its medium's id (product.mediumId); the others are found by resourceId. */
  hasMediumId: boolean;
}

const ownerOnly = async (viewer: Viewer) => assertOwner(viewer, 'change the catalogue');

export const thumbnailOwners: Record<ThumbnailResource, ThumbnailOwner> = {
  product: { schema: ProductSchema as EntitySchema, authorize: ownerOnly, hasMediumId: true },
  productProperty: { schema: ProductPropertySchema as EntitySchema, authorize: ownerOnly, hasMediumId: false },
  productCategory: { schema: ProductCategorySchema as EntitySchema, authorize: ownerOnly, hasMediumId: false },
  productOption: { schema: ProductOptionSchema as EntitySchema, authorize: ownerOnly, hasMediumId: false },
  productInstance: {
    schema: ProductInstanceSchema as EntitySchema,
    hasMediumId: false,
    async authorize(viewer, row, em) {
      const orderId = (row as ThumbnailOwnerRow & { productOrderId: number }).productOrderId;
      const order = assertCanSeeOrder(viewer, await em.findOne(ProductOrderSchema, { id: orderId }));
      assertMayEditAfterSubmission(viewer, order, 'items');
    },
  },
};

/** The record in the viewer's organisation (404 otherwise, also for another organisation's id). */
export async function findThumbnailOwner(em: EntityManager, viewer: Viewer, resource: ThumbnailResource, id: number): Promise<ThumbnailOwnerRow> {
  const owner = thumbnailOwners[resource];
  const row = (await em.findOne(owner.schema, { id, orgId: viewer.orgId })) as ThumbnailOwnerRow | null;
  if (!row) throw notFound();
  await owner.authorize(viewer, row, em);
  return row;
}
