/** Reads an organisation's whole catalogue (what rules, pricing and the order page need). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexCatalogue, type Catalogue, type CatalogueIndex, type Product, type ProductGraphic } from '@configurator/core';
import {
  ProductCategorySchema, ProductOptionClassifierSchema, ProductOptionSchema, ProductPricingRuleSchema, ProductPropertyGroupSchema,
  ProductGraphicSchema, ProductPropertySchema, ProductRuleSchema, ProductSchema,
} from '../db/entities/index.ts';
import { plain } from './serializers.ts';

const byRank = { orderBy: { rank: 'asc', id: 'asc' } } as const;

export async function loadCatalogue(em: EntityManager, orgId: number): Promise<Catalogue> {
  const where = { orgId };
  // One query at a time: the embedded database serves a single connection.
  const products = await em.find(ProductSchema, where, byRank);
  const productCategories = await em.find(ProductCategorySchema, where, byRank);
  const productProperties = await em.find(ProductPropertySchema, where, byRank);
  const productOptions = await em.find(ProductOptionSchema, where, byRank);
  const productRules = await em.find(ProductRuleSchema, where, { orderBy: { id: 'asc' } });
  const productPropertyGroups = await em.find(ProductPropertyGroupSchema, where, byRank);
  const productPricingRules = await em.find(ProductPricingRuleSchema, where, { orderBy: { id: 'asc' } });
  const productOptionClassifiers = await em.find(ProductOptionClassifierSchema, where, { orderBy: { id: 'asc' } });
  return {
    products: products.map((r) => plain(r)),
    productCategories: productCategories.map((r) => plain(r)),
    productProperties: productProperties.map((r) => plain(r)),
    productOptions: productOptions.map((r) => plain(r)),
    productRules: productRules.map((r) => plain(r)),
    productPropertyGroups: productPropertyGroups.map((r) => plain(r)),
    productPricingRules: productPricingRules.map((r) => plain(r)),
    productOptionClassifiers: productOptionClassifiers.map((r) => plain(r)),
  };
}

export async function loadCatalogueIndex(em: EntityManager, orgId: number): Promise<CatalogueIndex> {
  return indexCatalogue(await loadCatalogue(em, orgId));
}

/** The graphics the catalogue's products draw as their drawing (product.data.graphicId), of that organisation only. */
export async function loadProductGraphicsOf(em: EntityManager, orgId: number, products: readonly Product[]): Promise<ProductGraphic[]> {
  const ids = [...new Set(products.flatMap((p) => (typeof p.data?.graphicId === 'number' ? [p.data.graphicId] : [])))];
  if (!ids.length) return [];
  const rows = await em.find(ProductGraphicSchema, { orgId, id: { $in: ids } }, { orderBy: { id: 'asc' } });
  return rows.map((r) => ({ id: r.id, orgId: r.orgId, title: r.title, archived: r.archived, type: r.type, nodes: r.nodes }));
}
