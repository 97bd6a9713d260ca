/**
 * The warnings entity types compute for what they draw (a panel wider than its area, a seam outside
 * every panel, an archived texture pattern, overlapping areas): read for the view's entities, so the
 * canvas marks them and the text alternative lists them. Nothing is refused: the entity is still drawn.
 */
import { parseRecordKey, type PlanContext, type PlanDocument, type RecordKey, type TypedEntity } from '@configurator/core';

export interface EntityWarning {
  key: RecordKey;
  /** The entity type's title ('Seam'). */
  title: string;
  messages: string[];
}

export function entityWarnings(doc: PlanDocument, keys: readonly RecordKey[], context: PlanContext): EntityWarning[] {
  const siblings = [...doc.entity.values()].map((e) => ({ ...e, version: 0 }));
  const found: EntityWarning[] = [];
  for (const key of keys) {
    const { resource, id } = parseRecordKey(key);
    if (resource !== 'entity') continue;
    const entity = doc.entity.get(id);
    const type = entity && context.entityTypes.get(entity.type);
    if (!entity || !type?.warnings) continue;
    const parsed = type.dataSchema.safeParse(entity.data);
    if (!parsed.success) continue;
    const messages = type.warnings({ ...entity, data: parsed.data } as TypedEntity<Record<string, unknown>>, siblings, context);
    if (messages.length) found.push({ key, title: type.title, messages });
  }
  return found;
}
