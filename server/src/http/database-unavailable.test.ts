/** Which failures mean "the database went away" (503, retry) rather than a bug (500). */
import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows refused connections, shutdown FATALs, dropped sockets and pool timeouts, also when wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      new ConnectionException(new Error('connect failed')),
      Object.assign(new Error('select 1 - wrapped'), { previous: withCode('ECONNRESET') }),
      new AggregateError([withCode('ECONNREFUSED')]),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    for (const error of [new Error('boom'), withCode('22001'), withCode('ENOENT'), new UniqueConstraintViolationException(withCode('23505')), null, 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
