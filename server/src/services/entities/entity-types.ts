/**
 * The organisation's canvas entity types, as its registry has them (its plugins' 'canvas-entity-types'
 * contributions and core's tracking line), and their data versions: data is brought up to its type's
 * version when read, and stored at that version on every write of it. A type the registry does not
 * know is refused on writes; an entity of a type whose plugin was since disabled is answered as stored.
 */
import {
  builtInCanvasEntityTypes,
  canvasEntityTypesPoint,
  currentDataVersion,
  migrateEntityData,
  type CanvasEntityType,
  type GenericEntity,
  type OrgRegistry,
} from '@configurator/core';

export function entityTypeOf(registry: OrgRegistry, type: string): CanvasEntityType | undefined {
  return registry.keyed(canvasEntityTypesPoint, type) ?? builtInCanvasEntityTypes.find((t) => t.type === type);
}

/** The columns a write of `data` (already parsed by the type's schema) stores. */
export const storedData = (type: CanvasEntityType, data: Record<string, unknown>) => ({ data, dataVersion: currentDataVersion(type) });

/** An entity as answered: its data brought up to its type's version (the stored row changes on its next save). */
export function entityAsRead<E extends { type: string; data: unknown; dataVersion?: number }>(
  registry: OrgRegistry,
  row: E,
): Omit<E, 'dataVersion'> & Pick<GenericEntity, 'data'> {
  const { dataVersion = 1, ...rest } = row;
  const type = entityTypeOf(registry, row.type);
  const data = (row.data ?? {}) as Record<string, unknown>;
  return { ...rest, data: type ? migrateEntityData(type, data, dataVersion).data : data };
}
