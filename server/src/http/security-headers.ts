/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy (scripts, styles and
 * connections from this origin only, no inline scripts, no framing), nosniff, no referrer (share links
 * carry tokens in their URL), HSTS when the public URL is https. The origins the installed card
 * gateways' browser forms need (each gateway plugin's browserPolicy) are allowed only on the page that
 * takes card payments. API answers are never cached; the web app's hashed assets are
 * cached for a year by static-web.ts.
 */
import type { Middleware } from 'koa';
import koaHelmet from 'koa-helmet';
import { createHash } from 'node:crypto';
import { documentCss, paymentConstants, type GatewayBrowserPolicy } from '@configurator/core';
import type { ServerSettings } from '../di/tokens.ts';

type Directives = Record<string, string[]>;

/**
 * The one inline <style> the app makes: react-aria's usePress adds `@layer { [data-react-aria-pressable]
 * { touch-action: pan-x pan-y pinch-zoom; } }` to the head. Allowed by its hash (no 'unsafe-inline');
 * if a react-aria update changes the text, the browser tests fail with the new hash in the message.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The documents page shows core's document stylesheet in a <style> (the same text the PDF printer
 * uses): allowed by its hash, computed here from the text itself so it cannot drift.
 */
const DOCUMENT_STYLE = `'sha256-${createHash('sha256').update(documentCss).digest('base64')}'`;

const basePolicy: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", REACT_ARIA_PRESS_STYLE, DOCUMENT_STYLE],
  // Style attributes in the document pages' HTML (column widths, page size), which core renders once
  // for the screen and the PDF. An attribute cannot run script; <style> elements stay hash-only.
  'style-src-attr': ["'unsafe-inline'"],
  // Logos and swatches are data: URLs; drawings export to blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // blob: for the page's own object URLs: an upload box shows the chosen file at once from one, which
  // Chromium reads as a connection when the file is not a picture it can decode.
  'connect-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The API reference page (/api/docs) only: Scalar's viewer (a Vue app) adds its component styles as
 * <style> elements at run time, whose text changes with every release, so they cannot be allowed by
 * hash. Style only: scripts stay 'self' (the page starts the viewer from a file), no other origin.
 */
const apiDocsPolicy: Directives = {
  ...basePolicy,
  // Replaced, not merged: a browser ignores 'unsafe-inline' beside hashes.
  'style-src': ["'self'", "'unsafe-inline'"],
};
const apiDocsPage = /^\/api\/docs\/?$/;

function merge(base: Directives, extra: GatewayBrowserPolicy): Directives {
  const merged: Directives = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    if (sources) merged[name] = [...new Set([...(merged[name] ?? []).filter((s) => s !== "'none'"), ...sources])];
  }
  return merged;
}

type Page = 'app' | 'payment' | 'apiDocs';

/** The card payment page's policy: the app's, plus what every installed gateway's browser form needs. */
const paymentPolicy = (gatewayPolicies: readonly GatewayBrowserPolicy[]): Directives => gatewayPolicies.reduce(merge, basePolicy);

function helmetFor(https: boolean, directives: Directives): Middleware {
  return koaHelmet({
    contentSecurityPolicy: { useDefaults: false, directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives },
    // A gateway's frames are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  });
}

export const isHttps = (settings: ServerSettings): boolean => settings.publicUrl.startsWith('https:');

/** Helmet's headers; settings are read per request (startServer learns the URL after listening). */
export function securityHeaders(settings: ServerSettings, gatewayPolicies: readonly GatewayBrowserPolicy[] = []): Middleware {
  const pagePolicies: Record<Page, Directives> = { app: basePolicy, payment: paymentPolicy(gatewayPolicies), apiDocs: apiDocsPolicy };
  const variants = new Map<string, Middleware>();
  return async (ctx, next) => {
    const https = isHttps(settings);
    const page: Page =
      ctx.method !== 'GET' ? 'app' : paymentConstants.cardPaymentPagePath.test(ctx.path) ? 'payment' : apiDocsPage.test(ctx.path) ? 'apiDocs' : 'app';
    const key = `${https}:${page}`;
    let helmet = variants.get(key);
    if (!helmet) variants.set(key, (helmet = helmetFor(https, pagePolicies[page])));
    await helmet(ctx, async () => {
      await next();
      // Answers of calls (and errors) are personal and current: never stored. Files set their own.
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    });
  };
}
