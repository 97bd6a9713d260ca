/**
 * Untitled drafts (spec orders §4): an order whose title contains 'untitled' and that was never
 * prompted for project info. The order page removes its own when left; this job removes those older
 * than a day that nobody removed (a closed tab, a crash), so they never pile up in the orders list.
 * It runs as a simple interval inside the server process (and once at start); with several server
 * instances each runs it, which is harmless: the delete is idempotent.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import { ProductOrderSchema } from '../../db/entities/index.ts';
import type { Logger } from '../../di/tokens.ts';

export const UNTITLED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UNTITLED_DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes untitled drafts created before `now - maxAge`; answers how many. */
export async function removeStaleUntitledDrafts(orm: MikroORM, now = new Date(), maxAgeMs = UNTITLED_DRAFT_MAX_AGE_MS): Promise<number> {
  const cutoff = toStoredDate(new Date(now.getTime() - maxAgeMs));
  return orm.em.fork().nativeDelete(ProductOrderSchema, { title: { $ilike: '%untitled%' }, promptedForProjectInfo: 0, created: { $lt: cutoff } });
}

/** Starts the sweep; the returned function stops it. */
export function startUntitledDraftSweep(orm: MikroORM, logger: Logger, intervalMs = UNTITLED_DRAFT_SWEEP_INTERVAL_MS): () => void {
  const sweep = () =>
    removeStaleUntitledDrafts(orm).then(
      (count) => count > 0 && logger.info(`Removed ${count} untitled draft order(s) older than a day.`),
      (error: unknown) => logger.error('Removing untitled drafts failed', error),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
