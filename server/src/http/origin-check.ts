/**
 * CSRF: a page of another site can make the browser send a POST with the session cookie (a form, or a
 * bodiless fetch that needs no content type). Every state-changing request is therefore checked where
 * it came from: a browser names the sending page's origin (Origin) and whether it is this site
 * (Sec-Fetch-Site); either naming another site refuses the request before anything runs. Callers that
 * are not browsers (webhooks, scripts) send neither and are judged by their credentials as before.
 */
import type { Context, Middleware } from 'koa';
import { messages } from '@configurator/core';
import type { ServerSettings } from '../di/tokens.ts';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of requests this site's own pages make (or a person typing the URL). */
const OWN_SITE = new Set(['same-origin', 'none']);

function allowedOrigins(ctx: Context, settings: ServerSettings): Set<string> {
  const origins = new Set([new URL(settings.publicUrl).origin]);
  // Without a configured public URL (a local demo), the address the browser used is this site too.
  // (Koa 3's ctx.origin is the Origin header itself, so the address is built from protocol and host.)
  if (!settings.publicUrlConfigured) origins.add(`${ctx.protocol}://${ctx.host}`);
  return origins;
}

export function originCheck(settings: ServerSettings): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const site = ctx.get('sec-fetch-site');
      if ((origin && !allowedOrigins(ctx, settings).has(origin)) || (site && !OWN_SITE.has(site))) throw forbidden(messages.crossSiteRequest);
    }
    await next();
  };
}
