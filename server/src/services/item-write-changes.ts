/**
 * What an item write changed, as its answer carries it (core's itemWriteResult): each record is compared
 * field by field with a snapshot taken before the write, as the viewer sees both (prices already hidden
 * when they are), and only differing fields go out, with the ids that place them.
 */
import { isDeepStrictEqual } from 'node:util';

type Plain = Record<string, unknown>;

/** The fields of `after` that differ from `before` (a field absent after is not reported). */
export function changedFields(before: Plain, after: Plain): Plain {
  const changed: Plain = {};
  for (const [key, value] of Object.entries(after)) if (!isDeepStrictEqual(before[key], value)) changed[key] = value;
  return changed;
}

/** Snapshots of records by id, taken before a write. */
export const snapshotById = <T extends { id: number }>(records: readonly T[]): Map<number, Plain> =>
  new Map(records.map((r) => [r.id, structuredClone(r) as unknown as Plain]));

/**
 * The other records' changes: for each record after the write (except `skipId`, sent whole), its id
 * and changed fields when any changed; a record new since the snapshot goes whole.
 */
export function changesSince<T extends { id: number }>(before: Map<number, Plain>, after: readonly T[], skipId?: number): Plain[] {
  const changes: Plain[] = [];
  for (const record of after) {
    if (record.id === skipId) continue;
    const previous = before.get(record.id);
    const current = record as unknown as Plain;
    const changed = previous ? changedFields(previous, current) : current;
    if (Object.keys(changed).length) changes.push({ ...changed, id: record.id });
  }
  return changes;
}
