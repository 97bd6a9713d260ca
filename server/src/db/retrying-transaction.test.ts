import { describe, expect, it } from 'vitest';
import { DeadlockException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../http/errors.ts';
import { retryingTransaction, TRANSACTION_ATTEMPTS } from './retrying-transaction.ts';

/** An EntityManager stand-in that runs the work and counts attempts and clears. */
function fakeEm(failures: unknown[]) {
  const state = { attempts: 0, clears: 0 };
  const em = {
    transactional: async <T>(work: (tx: EntityManager) => Promise<T>) => {
      state.attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
      return work(em as unknown as EntityManager);
    },
    clear: () => void state.clears++,
  };
  return { em: em as unknown as EntityManager, state };
}

const serializationFailure = () => new DeadlockException(Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' }));

describe('retryingTransaction', () => {
  it('runs the transaction again after a serialization failure or deadlock, with a cleared identity map', async () => {
    const { em, state } = fakeEm([serializationFailure(), serializationFailure()]);
    expect(await retryingTransaction(em, async () => 'done')).toBe('done');
    expect(state).toEqual({ attempts: 3, clears: 2 });
  });

  it('gives up after its attempts and answers the database error', async () => {
    const { em, state } = fakeEm(Array.from({ length: TRANSACTION_ATTEMPTS }, serializationFailure));
    await expect(retryingTransaction(em, async () => 'never')).rejects.toBeInstanceOf(DeadlockException);
    expect(state.attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never retries a stale version (409) or any other error', async () => {
    const { em, state } = fakeEm([conflict()]);
    await expect(retryingTransaction(em, async () => 'never')).rejects.toMatchObject({ status: 409 });
    expect(state.attempts).toBe(1);
  });
});
