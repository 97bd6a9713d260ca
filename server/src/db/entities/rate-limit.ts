/**
 * Rate-limit counters (server/src/http/rate-limits.ts): the layout rate-limiter-flexible's
 * RateLimiterPostgres reads and writes, created by a migration so the store never runs DDL itself.
 */
import { defineEntity, p } from '@mikro-orm/core';

export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    /** '{limit name}:{key}', e.g. 'signInAccount:ann@example.com'. */
    key: p.string().primary(),
    points: p.integer().default(0),
    /** Epoch milliseconds when the window ends; null never. */
    expire: p.bigint('number').nullable(),
  },
});
