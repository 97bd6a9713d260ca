/**
 * Untitled drafts (spec orders §4): an order whose title contains 'untitled' and that was never
 * prompted for project info. The order page removes its own when left; this job removes those older
 * than a day that nobody removed (a closed tab, a crash), so they never pile up in the orders list.
 * It is a background job (jobs/background-jobs.ts): hourly on pg-boss with PostgreSQL, on a timer in
 * the embedded mode. The delete is idempotent, so a run repeated by a second instance is harmless.
 *
 * It stays a hard delete (issue 32 made people's deletions soft): such a draft was never named nor
 * prompted for project info, has no history, no payment and nobody asked for it, so there is nothing
 * to restore; keeping them 30 days would only fill the deleted list. The ProductOrder filter keeps the
 * sweep off orders someone deleted (the purge job removes those after 30 days).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import { ProductOrderSchema } from '../../db/entities/index.ts';

export const UNTITLED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UNTITLED_DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes untitled drafts created before `now - maxAge`; answers how many. */
export async function removeStaleUntitledDrafts(orm: MikroORM, now = new Date(), maxAgeMs = UNTITLED_DRAFT_MAX_AGE_MS): Promise<number> {
  const cutoff = toStoredDate(new Date(now.getTime() - maxAgeMs));
  return orm.em.fork().nativeDelete(ProductOrderSchema, { title: { $ilike: '%untitled%' }, promptedForProjectInfo: 0, created: { $lt: cutoff } });
}
