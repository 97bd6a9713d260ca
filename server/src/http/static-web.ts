/**
 * Serves the built web app: files from web/dist, and index.html for any other GET outside the API
 * (the web router decides what the path means, including its not-found page). API paths that match
 * no call answer a JSON 404.
 */
import { existsSync } from 'node:fs';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from './errors.ts';

const apiPath = /^\/(api|auth|configurator)(\/|$)/;

/**
 * For crawlers: a plain-text answer, never the app's HTML. Everything may be fetched (the portal's
 * pages need a session anyway, and a disallowed sign-in page would be reported as not indexable).
 */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

export function serveWeb(webDist: string | undefined): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    if (ctx.path === '/robots.txt' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.type = 'text/plain';
      ctx.body = ROBOTS_TXT;
      return;
    }
    if (apiPath.test(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      ctx.status = 404;
      ctx.body = notFound('No such call.').toBody();
      return;
    }
    // Checked per request: a build made while the server runs is served without a restart.
    if (!webDist || !existsSync(webDist)) {
      ctx.status = 404;
      ctx.body = 'The web app is not built (run npm run build).';
      return;
    }
    const root = webDist;
    const isAsset = ctx.path.startsWith('/assets/');
    // Source maps are never public (the build makes none; an old or hand-made one stays private).
    if (isAsset && ctx.path.endsWith('.map')) {
      ctx.status = 404;
      return;
    }
    try {
      await send(ctx, ctx.path, { root, index: 'index.html', maxage: isAsset ? 365 * 24 * 3600 * 1000 : 0, immutable: isAsset });
    } catch {
      if (isAsset) {
        ctx.status = 404;
        return;
      }
      await send(ctx, 'index.html', { root });
    }
  };
}
