/**
 * The allow-list of catalogue resources the generic router serves (issue 12 item 9): per resource its
 * entity, list order and the records its props may name. A new catalogue resource is a row here plus
 * its props schema in core/src/api/catalogue-calls.ts, never a new branch in the service.
 */
import type { EntityName } from '@mikro-orm/core';
import type { CatalogueResource } from '@configurator/core';
import {
  ProductCategorySchema,
  ProductOptionSchema,
  ProductPricingRuleSchema,
  ProductPropertyGroupSchema,
  ProductPropertySchema,
  ProductRuleSchema,
  ProductSchema,
} from '../../db/entities/index.ts';

export type AnyRow = Record<string, unknown> & { id: number; orgId: number };
type Ids = (row: AnyRow) => readonly unknown[];

/** A reference a row makes to another record of the organisation's catalogue. */
export interface Reference {
  /** Named in the 422 message. */
  label: string;
  entity: EntityName<AnyRow>;
  ids: Ids;
}

export interface ResourceEntry {
  entity: EntityName<AnyRow>;
  orderBy: Record<string, 'asc'>;
  references: readonly Reference[];
  /** Values a create takes for the fields its payload may leave out but its columns require. */
  createDefaults?: Readonly<Record<string, unknown>>;
}

const as = (schema: unknown) => schema as EntityName<AnyRow>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const keysOf = (v: unknown): number[] => (v && typeof v === 'object' ? Object.keys(v).map(Number) : []);
const byRank = { rank: 'asc', id: 'asc' } as const;
const byId = { id: 'asc' } as const;

const property = (ids: Ids): Reference => ({ label: 'Property', entity: as(ProductPropertySchema), ids });
const option = (ids: Ids): Reference => ({ label: 'Option', entity: as(ProductOptionSchema), ids });

export const catalogueResourceTable: Record<CatalogueResource, ResourceEntry> = {
  product: {
    entity: as(ProductSchema),
    orderBy: byRank,
    references: [
      { label: 'Category', entity: as(ProductCategorySchema), ids: (r) => (r.productCategoryId === -1 ? [] : [r.productCategoryId]) },
      property((r) => keysOf((r.associations as { productProperties?: unknown } | undefined)?.productProperties)),
      option((r) =>
        Object.values(
          ((r.associations as { productProperties?: Record<string, { disabledProductOptionIds?: unknown }> }) ?? {}).productProperties ?? {},
        ).flatMap((a) => list(a.disabledProductOptionIds)),
      ),
    ],
  },
  productProperty: {
    entity: as(ProductPropertySchema),
    orderBy: byRank,
    // The spec's create payload is { orgId, title, rank } (catalogue §7): a new property is a single select.
    createDefaults: { type: 'singleSelect' },
    references: [{ label: 'Property group', entity: as(ProductPropertyGroupSchema), ids: (r) => [r.productPropertyGroupId] }],
  },
  productOption: { entity: as(ProductOptionSchema), orderBy: byRank, references: [property((r) => [r.productPropertyId])] },
  productRule: {
    entity: as(ProductRuleSchema),
    orderBy: byId,
    references: [
      option((r) => [...list(r.fromIds), ...(r.toResourceKey === 'productOption' ? list(r.toIds) : [])]),
      property((r) => [...(r.toResourceKey === 'productProperty' ? list(r.toIds) : []), r.toProductPropertyId]),
    ],
  },
  productPropertyGroup: { entity: as(ProductPropertyGroupSchema), orderBy: byRank, references: [property((r) => keysOf(r.properties))] },
  productCategory: { entity: as(ProductCategorySchema), orderBy: byRank, references: [] },
  productPricingRule: {
    entity: as(ProductPricingRuleSchema),
    orderBy: byId,
    references: [
      { label: 'Product', entity: as(ProductSchema), ids: (r) => [r.productId] },
      option((r) => [r.productOptionId]),
      property((r) => {
        const data = (r.data ?? {}) as Record<string, unknown>;
        return [data.widthPropertyId, data.heightPropertyId, data.lengthPropertyId];
      }),
    ],
  },
};
