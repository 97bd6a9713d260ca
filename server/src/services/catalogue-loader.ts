/** Reads an organisation's whole catalogue (what rules, pricing and the order page need). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexCatalogue, type Catalogue, type CatalogueIndex, type ProductGraphic } from '@configurator/core';
import {
  ProductCategorySchema,
  ProductOptionClassifierSchema,
  ProductOptionSchema,
  ProductPricingRuleSchema,
  ProductPropertyGroupSchema,
  ProductGraphicSchema,
  ProductPropertySchema,
  ProductRuleSchema,
  ProductSchema,
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
 * Each organisation's catalogue index, with the catalogue stamp it was read under, per database: the
 * stamp is a counter every database starts at 0, so two databases in one process (the integration
 * tests run many servers in one worker) reach the same stamps with different catalogues.
 */
const indexesByDatabase = new WeakMap<object, Map<number, { stamp: string; index: CatalogueIndex }>>();

function keptIndexes(em: EntityManager): Map<number, { stamp: string; index: CatalogueIndex }> {
  // One connection object per ORM, shared by its forks: it stands for the database.
  const database = em.getConnection();
  let kept = indexesByDatabase.get(database);
  if (!kept) indexesByDatabase.set(database, (kept = new Map()));
  return kept;
}

/**
 * The organisation's catalogue index, read and indexed again only when a catalogue changed since it was
 * kept (catalogue_stamp, migrations/Migration20261128080000_catalogue_stamp.ts): the stamp is read in
 * the caller's transaction first, so the catalogue read after it is at least as new as the stamp says.
 * Kept indexes are shared: callers only read them (the rule and pricing engines do).
 */
export async function cachedCatalogueIndex(em: EntityManager, orgId: number): Promise<CatalogueIndex> {
  const [row] = await em
    .getConnection()
    .execute<{ stamp: string }[]>('select "stamp"::text as "stamp" from "catalogue_stamp" where "id" = 1', [], 'all', em.getTransactionContext());
  return catalogueIndexAt(em, orgId, row?.stamp ?? '');
}

/**
 * The organisation's index as last kept, whatever stamp it was kept under (maybe stale): only a guess
 * of what a write will need to read, never what it checks or prices against (issue 37).
 */
export const keptCatalogueIndex = (em: EntityManager, orgId: number): CatalogueIndex | undefined => keptIndexes(em).get(orgId)?.index;

/** The organisation's catalogue index under a catalogue stamp the caller read in its transaction (kept, or read and kept). */
export async function catalogueIndexAt(em: EntityManager, orgId: number, stamp: string): Promise<CatalogueIndex> {
  const indexes = keptIndexes(em);
  const kept = indexes.get(orgId);
  if (kept && kept.stamp === stamp && stamp !== '') return kept.index;
  const index = await loadCatalogueIndex(em, orgId);
  if (stamp !== '') indexes.set(orgId, { stamp, index });
  return index;
}

/**
 * The graphics the organisation's products draw as their drawing (a numeric product.data.graphicId),
 * of that organisation only. Found by the database from the product rows, so the order page asks for
 * them together with the catalogue rather than one round trip after it.
 */
export async function loadProductGraphicsOfOrganisation(em: EntityManager, orgId: number): Promise<ProductGraphic[]> {
  const rows = await selectPlain<ProductGraphic>(em, ProductGraphicSchema, {
    where: `t.org_id = ? and t.id in (select (p.data->>'graphicId')::numeric from "product" p where p.org_id = ? and jsonb_typeof(p.data->'graphicId') = 'number')`,
    params: [orgId, orgId],
    orderBy: 't.id asc',
    omit: bookkeepingColumns,
  });
  return rows.map((r) => ({ id: r.id, orgId: r.orgId, title: r.title, archived: r.archived, type: r.type, nodes: r.nodes }));
}
