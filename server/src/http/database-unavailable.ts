/**
 * The database went away (restarting, failed over, unreachable): not the request's fault and not a bug,
 * so the answer is 503 with Retry-After, and the client may send the same request again. How the
 * failure surfaces depends on where it struck: the pg driver's socket errors (ECONNREFUSED while
 * connecting), PostgreSQL's own FATALs as it shuts down (57P01 admin shutdown and the rest of class 57,
 * class 08 connection exceptions), pg's "Connection terminated" when the socket closed mid-query, or
 * the pool giving up on a connection. MikroORM wraps some of them (ConnectionException, DriverException
 * copying the code), so the whole cause chain is looked at.
 */
import { ConnectionException } from '@mikro-orm/core';

/** What the person is told; the 503 says the same in its status. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a few seconds.';

/** Seconds a client should wait before retrying: a restarting database is usually back within this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention: shutdown, crash, cannot connect now), and 53300 too many connections. */
const unavailableSqlState = (code: string) => /^(08|57)[0-9A-Z]{3}$/.test(code) || code === '53300';

const unavailableMessages = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Timeout acquiring a connection/i,
  /connect ECONNREFUSED/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    if (current instanceof ConnectionException) return true;
    const { code, message, previous, cause } = current as { code?: unknown; message?: unknown; previous?: unknown; cause?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || unavailableSqlState(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (several addresses refused) holds its causes in errors.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = previous ?? cause;
  }
  return false;
}
