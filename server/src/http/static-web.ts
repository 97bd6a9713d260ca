/**
 * Serves the built web app: files from web/dist, and index.html for any other GET outside the API
 * (the web router decides what the path means, including its not-found page). API paths that match
 * no call answer a JSON 404.
 */
import { existsSync } from 'node:fs';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from './errors.ts';

const apiPath = /^\/(api|auth|configurator)(\/|$)/;

/**
 * For crawlers: a plain-text answer, never the app's HTML. Everything may be fetched (the portal's
 * pages need a session anyway, and a disallowed sign-in page would be reported as not indexable).
 */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * Vite names every file under /assets/ by its content's hash: a changed file gets a new name, so the
 * browser may keep one for a year without asking. Everything else (index.html, which names the
 * current assets, and the unhashed files of web/public) is revalidated on every load.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const DOCUMENT_CACHE_CONTROL = 'no-cache';

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
    // koa-send keeps a Cache-Control that is already set.
    ctx.set('Cache-Control', isAsset ? ASSET_CACHE_CONTROL : DOCUMENT_CACHE_CONTROL);
    try {
      await send(ctx, ctx.path, { root, index: 'index.html' });
    } catch {
      if (isAsset) {
        ctx.status = 404;
        ctx.remove('Cache-Control');
        return;
      }
      await send(ctx, 'index.html', { root });
    }
    answerNotModified(ctx);
  };
}

/** A revalidation (If-Modified-Since matching the file's Last-Modified) gets 304 without the file. */
function answerNotModified(ctx: Context): void {
  if (ctx.status !== 200 || !ctx.fresh) return;
  const body: unknown = ctx.body;
  ctx.status = 304;
  if (body && typeof body === 'object' && 'destroy' in body && typeof body.destroy === 'function') body.destroy();
}
