/**
 * SMTP delivery of outbox rows with retry, so a mail server that is down loses no mail: every mail is
 * written to the outbox first (status pending when it is to go over SMTP), then tried; a refusal
 * leaves it pending with its attempts, the error and when to try again (OUTBOX_RETRY_BASE_MS, doubled
 * per try); after OUTBOX_MAX_ATTEMPTS tries it is marked failed for staff to see at /admin/outbox.
 * A small interval job in the server process retries what is due.
 *
 * Each mail once (issue 32 item 3): a mail is claimed before it is handed to the SMTP server — a lease
 * (lease_until) set in a short transaction that takes the row FOR UPDATE SKIP LOCKED — and nobody
 * else takes it while the lease holds, whichever instance's loop or request runs. The SMTP send itself
 * runs outside any transaction (a slow mail server holds no database connection). A sender that stops
 * mid-send leaves the lease to pass: the outcome is unknown, so the mail is tried again, under the
 * Message-ID it was written with, which the receiving side can recognise as the same message.
 */
import { LockMode, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE_MS, toStoredDate } from '@configurator/core';
import { OutboxMessageSchema, type OutboxMessageRow } from '../db/entities/index.ts';
import type { Logger } from '../di/tokens.ts';
import type { MailTransport } from './mail-transport.ts';

export const OUTBOX_RETRY_INTERVAL_MS = 30_000;
/**
 * How long a claim holds: far longer than one SMTP send may take (mail-transport.ts limits it to about
 * two minutes), so a mail is never taken by a second sender while the first is still sending it.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Mails tried per round of the job. */
const BATCH = 20;

/** When a mail refused `attempts` times may be tried again. */
export const nextAttemptAfter = (attempts: number, now: Date): string =>
  toStoredDate(new Date(now.getTime() + OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)));

/** The lease of a claim made at `now`. */
export const leaseFrom = (now: Date): string => toStoredDate(new Date(now.getTime() + OUTBOX_LEASE_MS));

/**
 * One SMTP try of a row this sender has claimed (its attempts already count the try); the outcome is
 * written only while the claim is still this sender's (a sender whose lease passed and was taken over
 * leaves the outcome to the new one).
 */
export async function sendClaimed(em: EntityManager, transport: MailTransport, row: OutboxMessageRow, logger: Logger, now = new Date()): Promise<void> {
  let outcome: Pick<OutboxMessageRow, 'status' | 'lastError' | 'nextAttemptAt'>;
  try {
    await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html, messageId: row.messageId });
    outcome = { status: 'sent', lastError: null, nextAttemptAt: null };
  } catch (error) {
    const failed = row.attempts >= OUTBOX_MAX_ATTEMPTS;
    outcome = {
      status: failed ? 'failed' : 'pending',
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      nextAttemptAt: failed ? null : nextAttemptAfter(row.attempts, now),
    };
    logger.error(
      failed
        ? `Mail '${row.subject}' could not be sent over SMTP after ${row.attempts} tries; it is marked failed in the outbox.`
        : `Mail '${row.subject}' could not be sent over SMTP (try ${row.attempts}); it stays in the outbox and is tried again.`,
      error,
    );
  }
  await em.fork().nativeUpdate(OutboxMessageSchema, { id: row.id, leaseUntil: row.leaseUntil }, { ...outcome, leaseUntil: null });
  Object.assign(row, outcome, { leaseUntil: null });
}

/** Claims the oldest due mail nobody holds (pending, due, no live lease), counting the try; null when there is none. */
async function claimDueMail(orm: MikroORM, now = new Date()): Promise<OutboxMessageRow | null> {
  const at = toStoredDate(now);
  return orm.em.fork().transactional(async (tx) => {
    const [row] = await tx.find(
      OutboxMessageSchema,
      { status: 'pending', nextAttemptAt: { $lte: at }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: at } }] },
      { orderBy: { id: 'asc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (!row) return null;
    row.leaseUntil = leaseFrom(now);
    row.attempts += 1;
    await tx.flush();
    return row;
  });
}

/** Tries the pending mails that are due, one claim at a time; answers how many were tried. */
export async function retryDueMails(orm: MikroORM, transport: MailTransport, logger: Logger, now = new Date()): Promise<number> {
  if (transport.kind !== 'smtp') return 0;
  let tried = 0;
  for (; tried < BATCH; tried++) {
    const row = await claimDueMail(orm, now);
    if (!row) break;
    await sendClaimed(orm.em, transport, row, logger, now);
  }
  return tried;
}

/**
 * Starts the retry job (once at start, then every intervalMs); the returned function stops it. A round
 * still running when the next is due (a slow mail server) makes that one skip: the claims would keep
 * them apart anyway, but rounds piling up would only queue on the database.
 */
export function startOutboxRetry(orm: MikroORM, transport: MailTransport, logger: Logger, intervalMs = OUTBOX_RETRY_INTERVAL_MS): () => void {
  if (transport.kind !== 'smtp') return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await retryDueMails(orm, transport, logger);
    } catch (error) {
      logger.error('Retrying outbox mails failed', error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
