/** Who last changed each plan record, from the live changes: a conflict then names the person whose write came first. */
import type { LiveChange } from '@configurator/core';

const RECORDS_MAX = 500;
const lastActor = new Map<string, string>();

export function noteRecordActors(change: LiveChange): void {
  if (!change.actor) return;
  for (const record of [...change.records, ...change.items.map((i) => ({ ...i, type: 'productInstance' }))]) {
    const key = `${record.type}:${record.id}`;
    lastActor.delete(key);
    lastActor.set(key, change.actor.name);
    if (lastActor.size > RECORDS_MAX) lastActor.delete(lastActor.keys().next().value!);
  }
}

/** The person who last changed one of these records (record keys as the plan writes them), else null. */
export function lastActorOf(keys: Iterable<string>): string | null {
  let found: string | null = null;
  for (const key of keys) found = lastActor.get(key) ?? found;
  return found;
}
