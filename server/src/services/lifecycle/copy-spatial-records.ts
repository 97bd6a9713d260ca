/**
 * Duplicate copies everything of an order (spec orders §4: "copies all items"; issue 7: the whole
 * order): besides its items, the spatial records of an architectural order — walls, elevations,
 * custom viewports, canvas texts and lines, and generic entities (mural areas, panels, seams ...).
 * Records point at each other by id (a text at its viewport, an entity at its parent, an item at its
 * viewport), so each copy points at the copy of what its source pointed at, never back into the
 * source order. Runs in the caller's transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ArchCustomViewSchema,
  ArchElevationSchema,
  ArchWallSchema,
  GenericEntitySchema,
  ProductCanvasLineSchema,
  ProductCanvasTextSchema,
} from '../../db/entities/index.ts';

/** Old id to new id, per kind of record (keys as the generic entity's parentResourceKey names them). */
export type CopiedIds = Readonly<Record<'archCustomView' | 'archWall' | 'archElevation' | 'entity', ReadonlyMap<number, number>>>;

/** The fields a copy takes over: all but its identity and timestamps. */
function fieldsOf<T extends { id: number; created: string; lastUpdated: string }>(row: T): Omit<T, 'id' | 'created' | 'lastUpdated'> {
  const { id: _id, created: _created, lastUpdated: _lastUpdated, ...rest } = row;
  return rest;
}

const remap = (ids: ReadonlyMap<number, number>, id: number | null | undefined): number | null => (id == null ? null : (ids.get(id) ?? null));

/** Copies the spatial records of order `fromId` onto order `toId`; answers the id maps (items use archCustomView's). */
export async function copySpatialRecords(tx: EntityManager, fromId: number, toId: number): Promise<CopiedIds> {
  const where = { productOrderId: fromId };
  const byId = { orderBy: { id: 'asc' as const } };
  // One after the other: a transaction holds one connection.
  const views = await tx.find(ArchCustomViewSchema, where, byId);
  const walls = await tx.find(ArchWallSchema, where, byId);
  const elevations = await tx.find(ArchElevationSchema, where, byId);
  const texts = await tx.find(ProductCanvasTextSchema, where, byId);
  const lines = await tx.find(ProductCanvasLineSchema, where, byId);
  const entities = await tx.find(GenericEntitySchema, where, byId);
  const viewCopies = views.map((row) => [row.id, tx.create(ArchCustomViewSchema, { ...fieldsOf(row), productOrderId: toId })] as const);
  const wallCopies = walls.map((row) => [row.id, tx.create(ArchWallSchema, { ...fieldsOf(row), productOrderId: toId })] as const);
  const elevationCopies = elevations.map((row) => [row.id, tx.create(ArchElevationSchema, { ...fieldsOf(row), productOrderId: toId })] as const);
  await tx.flush();
  const archCustomView = new Map(viewCopies.map(([from, copy]) => [from, copy.id]));
  for (const row of texts)
    tx.create(ProductCanvasTextSchema, { ...fieldsOf(row), productOrderId: toId, customViewId: remap(archCustomView, row.customViewId) });
  for (const row of lines)
    tx.create(ProductCanvasLineSchema, { ...fieldsOf(row), productOrderId: toId, customViewId: remap(archCustomView, row.customViewId) });
  const entityCopies = entities.map((row) => [row, tx.create(GenericEntitySchema, { ...fieldsOf(row), productOrderId: toId })] as const);
  await tx.flush();
  const ids: CopiedIds = {
    archCustomView,
    archWall: new Map(wallCopies.map(([from, copy]) => [from, copy.id])),
    archElevation: new Map(elevationCopies.map(([from, copy]) => [from, copy.id])),
    entity: new Map(entityCopies.map(([from, copy]) => [from.id, copy.id])),
  };
  // An entity's parent is another record of the order named by parentResourceKey; other parents (a product, say) are shared, kept as they are.
  for (const [from, copy] of entityCopies) {
    const parentIds = from.parentResourceKey && from.parentResourceKey in ids ? ids[from.parentResourceKey as keyof CopiedIds] : null;
    if (parentIds && from.parentId != null) copy.parentId = parentIds.get(from.parentId) ?? null;
  }
  await tx.flush();
  return ids;
}
