/**
 * SMTP delivery of outbox rows with retry, so a mail server that is down loses no mail: every mail is
 * written to the outbox first (status pending when it is to go over SMTP), then tried; a refusal
 * leaves it pending with its attempts, the error and when to try again (OUTBOX_RETRY_BASE_MS, doubled
 * per try); after OUTBOX_MAX_ATTEMPTS tries it is marked failed for staff to see at /admin/outbox.
 * A small interval job in the server process retries what is due; with several server instances each
 * runs it, and SKIP LOCKED rows keep two instances from sending the same mail at once.
 */
import { LockMode, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE_MS, toStoredDate } from '@configurator/core';
import { OutboxMessageSchema, type OutboxMessageRow } from '../db/entities/index.ts';
import type { Logger } from '../di/tokens.ts';
import type { MailTransport } from './mail-transport.ts';

export const OUTBOX_RETRY_INTERVAL_MS = 30_000;
/** Mails tried per round of the job. */
const BATCH = 20;

/** When a mail refused `attempts` times may be tried again. */
export const nextAttemptAfter = (attempts: number, now: Date): string =>
  toStoredDate(new Date(now.getTime() + OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)));

/** One SMTP try of a pending row; records the outcome on the row (the caller's entity manager flushes). */
export async function attemptDelivery(transport: MailTransport, row: OutboxMessageRow, logger: Logger, now = new Date()): Promise<void> {
  row.attempts += 1;
  try {
    await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
    Object.assign(row, { status: 'sent', lastError: null, nextAttemptAt: null });
  } catch (error) {
    const failed = row.attempts >= OUTBOX_MAX_ATTEMPTS;
    Object.assign(row, {
      status: failed ? 'failed' : 'pending',
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      nextAttemptAt: failed ? null : nextAttemptAfter(row.attempts, now),
    });
    logger.error(
      failed
        ? `Mail '${row.subject}' could not be sent over SMTP after ${row.attempts} tries; it is marked failed in the outbox.`
        : `Mail '${row.subject}' could not be sent over SMTP (try ${row.attempts}); it stays in the outbox and is tried again.`,
      error,
    );
  }
}

/** Tries the pending mails that are due; answers how many were tried. */
export async function retryDueMails(orm: MikroORM, transport: MailTransport, logger: Logger, now = new Date()): Promise<number> {
  if (transport.kind !== 'smtp') return 0;
  return orm.em.fork().transactional(async (tx: EntityManager) => {
    const due = await tx.find(
      OutboxMessageSchema,
      { status: 'pending', nextAttemptAt: { $lte: toStoredDate(now) } },
      { orderBy: { id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    for (const row of due) await attemptDelivery(transport, row, logger, now);
    await tx.flush();
    return due.length;
  });
}

/** Starts the retry job (once at start, then every intervalMs); the returned function stops it. */
export function startOutboxRetry(orm: MikroORM, transport: MailTransport, logger: Logger, intervalMs = OUTBOX_RETRY_INTERVAL_MS): () => void {
  if (transport.kind !== 'smtp') return () => undefined;
  const run = () => retryDueMails(orm, transport, logger).catch((error: unknown) => logger.error('Retrying outbox mails failed', error));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
