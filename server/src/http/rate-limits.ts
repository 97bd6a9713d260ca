/**
 * Rate limits (issue 11 item 3), one table of named rules. Counters live in the database
 * (rate-limiter-flexible's RateLimiterPostgres over the ORM's own connection, table rate_limit), so
 * several server instances on one PostgreSQL share them; the embedded database (PGlite over its
 * PostgreSQL socket) uses the same store. A refusal is a 429 with Retry-After in seconds.
 *
 * Use by name: `resolve(RateLimits).consume('pdf', viewer.userId)` inside a call, or the koa
 * middleware `rateLimit(limits, 'upload', (ctx) => ...)` on a raw route.
 */
import type { Context, Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './errors.ts';

export interface RateLimitRule {
  /** Requests (or failures, for the rules counted by countFailures) allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** What a person is told when refused; {minutes} is the wait, rounded up. */
  message: string;
}

const tryAgain = 'Please wait {minutes} minute(s) and try again.';

/** Every named limit. Keys: an address is the client's IP (TRUST_PROXY decides which), a user an id. */
export const rateLimitRules = {
  /** Failed password sign-ins per account, from any address. */
  signInAccount: { points: 10, duration: 15 * 60, message: `Too many failed sign-ins for this account. ${tryAgain}` },
  /** Failed password sign-ins per address, over every account. */
  signInAddress: { points: 50, duration: 15 * 60, message: `Too many failed sign-ins from your network. ${tryAgain}` },
  /** Failed sign-ins by a userToken link, per address. */
  tokenSignIn: { points: 20, duration: 15 * 60, message: `Too many invalid sign-in links. ${tryAgain}` },
  /** Share-link visits per address (an anonymous visit creates a guest user). */
  shareLinkVisit: { points: 60, duration: 10 * 60, message: `Too many share links opened. ${tryAgain}` },
  /** Mails a person's action sends to others (request a status update), per user. */
  mail: { points: 20, duration: 60 * 60, message: `Too many messages sent. ${tryAgain}` },
  /** Invitations sent, per user. */
  invitation: { points: 30, duration: 60 * 60, message: `Too many invitations sent. ${tryAgain}` },
  /** File uploads, per user. */
  upload: { points: 60, duration: 10 * 60, message: `Too many uploads. ${tryAgain}` },
  /** PDF documents generated, per user. */
  pdf: { points: 30, duration: 60, message: `Too many documents generated. ${tryAgain}` },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimitRules;
/** Per-server overrides of points or duration (tests use small numbers; production keeps the rules). */
export type RateLimitOverrides = Partial<Record<RateLimitName, Partial<Pick<RateLimitRule, 'points' | 'duration'>>>>;

/** The counters' table, created by a migration (RateLimiterPostgres's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limit';

export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterPostgres>();

  constructor(orm: MikroORM, overrides: RateLimitOverrides = {}) {
    const knex = orm.em.getKnex();
    for (const name of Object.keys(rateLimitRules) as RateLimitName[]) {
      const rule = { ...rateLimitRules[name], ...overrides[name] };
      this.limiters.set(
        name,
        new RateLimiterPostgres({
          storeClient: knex,
          storeType: 'knex',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          // Expired rows are removed by the store's own sweep; the timer must not keep the process alive.
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points: rule.points,
          duration: rule.duration,
        }),
      );
    }
  }

  /** Counts one request for the key; over the limit: a 429 with Retry-After. */
  async consume(name: RateLimitName, key: string | number, ctx?: Context): Promise<void> {
    try {
      await this.limiter(name).consume(String(key));
    } catch (error) {
      throw this.refusal(name, error, ctx);
    }
  }

  /**
   * Runs an attempt whose failures count (sign-in). A point is taken on every key BEFORE the attempt
   * (rate-limiter-flexible's consume: one atomic upsert each), so N guesses sent at once check at most
   * the limit: the others are refused with 429 before anything is looked at. A failed guess (the
   * attempt throws a 401 or 404) keeps its point; anything else gives it back (the reward), and a
   * success clears the keys named in `clearOnSuccess` outright.
   */
  async countFailures<T>(
    keys: Partial<Record<RateLimitName, string | number>>,
    ctx: Context,
    attempt: () => Promise<T>,
    clearOnSuccess: RateLimitName[] = [],
  ): Promise<T> {
    const entries = Object.entries(keys) as [RateLimitName, string | number][];
    const taken: [RateLimitName, string][] = [];
    for (const [name, key] of entries) {
      try {
        await this.limiter(name).consume(String(key));
      } catch (error) {
        // Nothing is tried: the points taken on the keys before this one are given back.
        await this.giveBack(taken);
        throw this.refusal(name, error, ctx);
      }
      taken.push([name, String(key)]);
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      // A refused credential (401) or an unknown token (404) is a failed guess: its points stay.
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 404))) await this.giveBack(taken);
      throw error;
    }
    await this.giveBack(taken.filter(([name]) => !clearOnSuccess.includes(name)));
    for (const [name, key] of taken) if (clearOnSuccess.includes(name)) await this.limiter(name).delete(key);
    return result;
  }

  /** The reward: one point back on each key (a counter whose window ended meanwhile is removed, not made negative). */
  private async giveBack(taken: readonly [RateLimitName, string][]): Promise<void> {
    for (const [name, key] of taken) {
      const left = await this.limiter(name).reward(key, 1);
      if (left.consumedPoints < 0) await this.limiter(name).delete(key);
    }
  }

  private limiter(name: RateLimitName): RateLimiterPostgres {
    return this.limiters.get(name)!;
  }

  private refusal(name: RateLimitName, error: unknown, ctx?: Context): unknown {
    if (!(error instanceof RateLimiterRes)) return error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    ctx?.set('Retry-After', String(seconds));
    return new ApiError(429, 'too_many_requests', rateLimitRules[name].message.replace('{minutes}', String(Math.ceil(seconds / 60))));
  }
}

/** Koa middleware for raw routes (uploads, PDFs): one point per request, keyed by `keyOf`. */
export function rateLimit(limits: RateLimits, name: RateLimitName, keyOf: (ctx: Context) => string | number): Middleware {
  return async (ctx, next) => {
    await limits.consume(name, keyOf(ctx), ctx);
    await next();
  };
}
