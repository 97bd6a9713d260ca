/**
 * A write transaction that PostgreSQL may abort for reasons of its own — a serialization failure
 * (40001) or a deadlock (40P01), which MikroORM raises as DeadlockException — is run again, a few
 * times, instead of answering an error: nothing conflicted from the client's point of view (issue 11
 * item 9). The work must be a whole transaction (rolled back on failure) that reads what it needs
 * inside it; a stale version sent by the client is still a 409, never retried.
 */
import { DeadlockException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

export const TRANSACTION_ATTEMPTS = 4;

export async function retryingTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(work);
    } catch (error) {
      if (!(error instanceof DeadlockException) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      // Entities read by the failed attempt are stale: the next attempt reads everything afresh.
      em.clear();
    }
  }
}
