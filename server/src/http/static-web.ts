/**
 * Serves the built web app: files from web/dist, and index.html for any other GET outside the API
 * (the web router decides what the path means, including its not-found page). API paths that match
 * no call answer a JSON 404.
 */
import { existsSync } from 'node:fs';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from './errors.ts';
import { createHash } from 'node:crypto';
import { builtHtml, withFirstPaint, type DocumentSession } from './first-paint.ts';
import { builtRoutePreloads, preloadsFor, withRoutePreloads } from './route-preloads.ts';

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
/**
 * A document that carries the session check's answer is never kept: a page brought back from the
 * cache (the Back button after signing out, or in) would start from a session that is over.
 */
export const SESSION_DOCUMENT_CACHE_CONTROL = 'private, no-store';

/** What the request's session gives the document (first-paint.ts). */
export type DocumentSessionOf = (ctx: Context) => Promise<DocumentSession>;

const noDocumentSession: DocumentSessionOf = async () => ({ look: null, bootJson: null });

export function serveWeb(webDist: string | undefined, sessionOf: DocumentSessionOf = noDocumentSession): Middleware {
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
    let served: string | undefined;
    try {
      served = await send(ctx, ctx.path, { root, index: 'index.html' });
      // koa-send answers nothing for a hidden path (the build's .vite/manifest.json): not public.
      if (served === undefined) {
        ctx.status = 404;
        ctx.remove('Cache-Control');
        return;
      }
    } catch {
      if (isAsset) {
        ctx.status = 404;
        ctx.remove('Cache-Control');
        return;
      }
      served = await send(ctx, 'index.html', { root });
    }
    if (served.endsWith('.html')) await serveDocument(ctx, served, sessionOf, preloadsFor(builtRoutePreloads(root), ctx.path));
    answerNotModified(ctx);
  };
}

/**
 * The app's document with its static first paint (first-paint.ts) instead of the file as built: the
 * organisation's look and the session check's answer, so it differs per session and varies by cookie.
 * Without an answer (the lookup failed) it may be kept and revalidated: an ETag of its text. The
 * route's own chunks are preloaded (route-preloads.ts).
 */
async function serveDocument(ctx: Context, path: string, sessionOf: DocumentSessionOf, preloads: readonly string[]): Promise<void> {
  destroyBody(ctx);
  const session = await sessionOf(ctx);
  const html = withRoutePreloads(withFirstPaint(builtHtml(path), session), preloads);
  ctx.body = html;
  ctx.type = 'html';
  ctx.vary('Cookie');
  // The built file's date says nothing about this text: only its ETag may answer a revalidation.
  ctx.remove('Last-Modified');
  if (session.bootJson !== null) ctx.set('Cache-Control', SESSION_DOCUMENT_CACHE_CONTROL);
  else ctx.etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

function destroyBody(ctx: Context): void {
  const body: unknown = ctx.body;
  if (body && typeof body === 'object' && 'destroy' in body && typeof body.destroy === 'function') body.destroy();
}

/** A revalidation (If-Modified-Since matching the file's Last-Modified) gets 304 without the file. */
function answerNotModified(ctx: Context): void {
  if (ctx.status !== 200 || !ctx.fresh) return;
  destroyBody(ctx);
  ctx.status = 304;
}
