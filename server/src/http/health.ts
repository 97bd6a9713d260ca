/**
 * Health checks for a load balancer or orchestrator. /health/live: the process answers. /health/ready:
 * the database answers and every migration is applied, and the server is not shutting down (a draining
 * instance must get no new traffic). Answers carry no detail beyond the failing check's name.
 */
import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';

export interface Readiness {
  /** Set when shutdown begins. */
  draining: boolean;
}

async function readinessProblem(orm: MikroORM, readiness: Readiness): Promise<string | null> {
  if (readiness.draining) return 'shutting down';
  try {
    await orm.em.getConnection().execute('select 1');
  } catch {
    return 'database unreachable';
  }
  const pending = await orm
    .getMigrator()
    .getPendingMigrations()
    .catch(() => null);
  if (pending === null) return 'database unreachable';
  return pending.length > 0 ? 'migrations pending' : null;
}

export function healthChecks(orm: MikroORM, readiness: Readiness): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health/live') {
      ctx.body = { status: 'live' };
      return;
    }
    if (ctx.path === '/health/ready') {
      const problem = await readinessProblem(orm, readiness);
      ctx.status = problem ? 503 : 200;
      ctx.body = problem ? { status: 'not ready', reason: problem } : { status: 'ready' };
      return;
    }
    await next();
    // Draining: a kept-alive connection is closed after this answer, so shutdown need not wait for it.
    if (readiness.draining) ctx.set('Connection', 'close');
  };
}
