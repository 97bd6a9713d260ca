/**
 * The API reference, served: GET /api/openapi.json (built once from the mounted calls, compressed,
 * cached with an ETag) and GET /api/docs, a page rendered by Scalar's standalone viewer, which the
 * server reads from node_modules: only this page loads it, so no page of the web app grows. The
 * viewer's relaxed Content-Security-Policy is in security-headers.ts (apiDocsPolicy).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Middleware } from 'koa';
import type { CallRouter } from '../http/call-router.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { stableJson } from './stable-json.ts';

export const referencePaths = { document: '/api/openapi.json', page: '/api/docs', viewer: '/api/docs/viewer.js', start: '/api/docs/start.js' } as const;

export const referenceTag = { name: 'API reference', description: 'This document and its reference page.' };

/** Scalar's standalone bundle (one file, no network access of its own once configured below). */
const viewerFile = join(dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))), 'browser/standalone.js');

/**
 * Scalar's default light theme has greys and method colours below 4.5:1 on white: darker ones here
 * (checked by axe in tests/e2e/api-docs.spec.ts). One theme only (no dark toggle), so one set is checked.
 */
const contrastCss = `.light-mode, .light-mode *:not(.dark-mode, .dark-mode *) {
  --scalar-color-1: #1b1b1b !important; --scalar-color-2: #454545 !important; --scalar-color-3: #545454 !important;
  --scalar-color-accent: #0055aa !important; --scalar-color-ghost: #545454 !important; --scalar-color-disabled: #545454 !important;
  --scalar-color-green: #05683b !important; --scalar-color-blue: #00589a !important; --scalar-color-orange: #9a4400 !important;
  --scalar-color-red: #b00020 !important; --scalar-color-yellow: #6f5400 !important; --scalar-color-purple: #5203d1 !important;
  --scalar-color-alert: #9a4400 !important; --scalar-color-danger: #b00020 !important;
  --scalar-sidebar-color-1: #1b1b1b !important; --scalar-sidebar-color-2: #454545 !important; --scalar-sidebar-color-active: #0055aa !important;
  --scalar-sidebar-search-color: #454545 !important; --scalar-sidebar-search--color: #454545 !important;
}`;

/** Scalar's options: no fonts from its CDN, no request client (it would send calls through Scalar's proxy), no telemetry. */
const viewerOptions = {
  url: referencePaths.document,
  withDefaultFonts: false,
  hideClientButton: true,
  // No code samples per language: its list has unnamed buttons (axe button-name) and the calls are plain JSON POSTs.
  hiddenClients: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  metaData: { title: 'API reference · Configurator platform' },
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  customCss: contrastCss,
};

/** Started by a file, not an inline script: the policy allows no inline script, on this page too. */
const startScript = `Scalar.createApiReference('#reference', ${JSON.stringify(viewerOptions)});\n`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Every call of the configurator platform's API: paths, request and response schemas, errors.">
<title>API reference · Configurator platform</title>
</head>
<body>
<div id="reference"></div>
<script src="${referencePaths.viewer}"></script>
<script src="${referencePaths.start}"></script>
</body>
</html>
`;

/**
 * The handler as a route. Compression (the document is ~200 kB of JSON, the viewer 3.5 MB) comes from
 * the app-wide setup in http/compression.ts, like every other answer.
 */
const asRoute =
  (handler: (ctx: Context) => Promise<void> | void): Middleware =>
  async (ctx) => {
    await handler(ctx);
  };

/** A text answer with an ETag: a browser that has it gets 304. */
function answer(ctx: Context, type: string, text: string, etag: string, maxAgeSeconds: number): void {
  ctx.type = type;
  ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  ctx.etag = etag;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = text;
}

const etagOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

export function mountReferenceRoutes(calls: CallRouter): void {
  // Built on first request, after every call is mounted; the mounted calls never change while the server runs.
  let document: { text: string; etag: string } | undefined;
  let viewer: Promise<{ text: string; etag: string }> | undefined;
  calls.group(referenceTag, () =>
    calls
      .route(
        {
          method: 'get',
          path: referencePaths.document,
          summary: 'This document',
          description: 'The OpenAPI 3.1 document of every mounted call.',
          answers: 'application/json',
        },
        asRoute((ctx) => {
          if (!document) {
            const text = stableJson(buildOpenApiDocument({ calls: calls.mounted, routes: calls.described }));
            document = { text, etag: etagOf(text) };
          }
          answer(ctx, 'application/json', document.text, document.etag, 300);
        }),
      )
      .route(
        {
          method: 'get',
          path: referencePaths.page,
          summary: 'The reference page',
          description: "This document, rendered by Scalar's viewer.",
          answers: 'text/html',
        },
        asRoute((ctx) => answer(ctx, 'text/html', page, etagOf(page), 300)),
      )
      .route(
        {
          method: 'get',
          path: referencePaths.viewer,
          summary: 'The viewer',
          description: "Scalar's standalone API reference viewer.",
          answers: 'text/javascript',
        },
        asRoute(async (ctx) => {
          viewer ??= readFile(viewerFile, 'utf8').then((text) => ({ text, etag: etagOf(text) }));
          const { text, etag } = await viewer;
          answer(ctx, 'text/javascript', text, etag, 24 * 3600);
        }),
      )
      .route(
        {
          method: 'get',
          path: referencePaths.start,
          summary: "The viewer's start",
          description: 'Starts the viewer on this document.',
          answers: 'text/javascript',
        },
        asRoute((ctx) => answer(ctx, 'text/javascript', startScript, etagOf(startScript), 300)),
      ),
  );
}
