/** Reads an organisation's whole catalogue (what rules, pricing and the order page need). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexCatalogue, type Catalogue, type CatalogueIndex, type Product, type ProductGraphic } from '@configurator/core';
import {
  ProductCategorySchema, ProductOptionClassifierSchema, ProductOptionSchema, ProductPricingRuleSchema, ProductPropertyGroupSchema,
  ProductGraphicSchema, ProductPropertySchema, ProductRuleSchema, ProductSchema,
} from '../db/entities/index.ts';
import { selectPlain } from '../db/plain-rows.ts';
import { bookkeepingColumns } from './serializers.ts';

const byRank = 't.rank asc, t.id asc';
const byId = 't.id asc';

/** Every row of one catalogue table of the organisation, plain (no hydration), without bookkeeping columns. */
const catalogueRows = <T>(em: EntityManager, schema: Parameters<typeof selectPlain>[1], orgId: number, orderBy: string) =>
  selectPlain<T>(em, schema, { where: 't.org_id = ?', params: [orgId], orderBy, omit: bookkeepingColumns });

export async function loadCatalogue(em: EntityManager, orgId: number): Promise<Catalogue> {
  // One query at a time: the embedded database serves a single connection.
  return {
    products: await catalogueRows(em, ProductSchema, orgId, byRank),
    productCategories: await catalogueRows(em, ProductCategorySchema, orgId, byRank),
    productProperties: await catalogueRows(em, ProductPropertySchema, orgId, byRank),
    productOptions: await catalogueRows(em, ProductOptionSchema, orgId, byRank),
    productRules: await catalogueRows(em, ProductRuleSchema, orgId, byId),
    productPropertyGroups: await catalogueRows(em, ProductPropertyGroupSchema, orgId, byRank),
    productPricingRules: await catalogueRows(em, ProductPricingRuleSchema, orgId, byId),
    productOptionClassifiers: await catalogueRows(em, ProductOptionClassifierSchema, orgId, byId),
  };
}

export async function loadCatalogueIndex(em: EntityManager, orgId: number): Promise<CatalogueIndex> {
  return indexCatalogue(await loadCatalogue(em, orgId));
}

/** The graphics the catalogue's products draw as their drawing (product.data.graphicId), of that organisation only. */
export async function loadProductGraphicsOf(em: EntityManager, orgId: number, products: readonly Product[]): Promise<ProductGraphic[]> {
  const ids = [...new Set(products.flatMap((p) => (typeof p.data?.graphicId === 'number' ? [p.data.graphicId] : [])))];
  if (!ids.length) return [];
  const rows = await selectPlain<ProductGraphic>(em, ProductGraphicSchema, {
    where: `t.org_id = ? and t.id in (${ids.map(() => '?').join(', ')})`, params: [orgId, ...ids], orderBy: 't.id asc', omit: bookkeepingColumns,
  });
  return rows.map((r) => ({ id: r.id, orgId: r.orgId, title: r.title, archived: r.archived, type: r.type, nodes: r.nodes }));
}
