/** Reads an organisation's whole catalogue (what rules, pricing and the order page need). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexCatalogue, type Catalogue, type CatalogueIndex, type ProductGraphic } from '@configurator/core';
import {
  ProductCategorySchema, ProductOptionClassifierSchema, ProductOptionSchema, ProductPricingRuleSchema, ProductPropertyGroupSchema,
  ProductGraphicSchema, ProductPropertySchema, ProductRuleSchema, ProductSchema,
} from '../db/entities/index.ts';
import { readTogether, selectPlain } from '../db/plain-rows.ts';
import { bookkeepingColumns } from './serializers.ts';

const byRank = 't.rank asc, t.id asc';
const byId = 't.id asc';

/** Every row of one catalogue table of the organisation, plain (no hydration), without bookkeeping columns. */
const catalogueRows = <T>(em: EntityManager, schema: Parameters<typeof selectPlain>[1], orgId: number, orderBy: string) =>
  selectPlain<T>(em, schema, { where: 't.org_id = ?', params: [orgId], orderBy, omit: bookkeepingColumns });

/** The eight tables asked together (readTogether: about one round trip on PostgreSQL). */
export async function loadCatalogue(em: EntityManager, orgId: number): Promise<Catalogue> {
  const [products, productCategories, productProperties, productOptions, productRules, productPropertyGroups, productPricingRules, productOptionClassifiers] =
    await readTogether(em, [
      () => catalogueRows<Catalogue['products'][number]>(em, ProductSchema, orgId, byRank),
      () => catalogueRows<Catalogue['productCategories'][number]>(em, ProductCategorySchema, orgId, byRank),
      () => catalogueRows<Catalogue['productProperties'][number]>(em, ProductPropertySchema, orgId, byRank),
      () => catalogueRows<Catalogue['productOptions'][number]>(em, ProductOptionSchema, orgId, byRank),
      () => catalogueRows<Catalogue['productRules'][number]>(em, ProductRuleSchema, orgId, byId),
      () => catalogueRows<Catalogue['productPropertyGroups'][number]>(em, ProductPropertyGroupSchema, orgId, byRank),
      () => catalogueRows<Catalogue['productPricingRules'][number]>(em, ProductPricingRuleSchema, orgId, byId),
      () => catalogueRows<Catalogue['productOptionClassifiers'][number]>(em, ProductOptionClassifierSchema, orgId, byId),
    ]);
  return { products, productCategories, productProperties, productOptions, productRules, productPropertyGroups, productPricingRules, productOptionClassifiers };
}

export async function loadCatalogueIndex(em: EntityManager, orgId: number): Promise<CatalogueIndex> {
  return indexCatalogue(await loadCatalogue(em, orgId));
}

/**
 * The graphics the organisation's products draw as their drawing (a numeric product.data.graphicId),
 * of that organisation only. Found by the database from the product rows, so the order page asks for
 * them together with the catalogue rather than one round trip after it.
 */
export async function loadProductGraphicsOfOrganisation(em: EntityManager, orgId: number): Promise<ProductGraphic[]> {
  const rows = await selectPlain<ProductGraphic>(em, ProductGraphicSchema, {
    where: `t.org_id = ? and t.id in (select (p.data->>'graphicId')::numeric from "product" p where p.org_id = ? and jsonb_typeof(p.data->'graphicId') = 'number')`,
    params: [orgId, orgId], orderBy: 't.id asc', omit: bookkeepingColumns,
  });
  return rows.map((r) => ({ id: r.id, orgId: r.orgId, title: r.title, archived: r.archived, type: r.type, nodes: r.nodes }));
}
