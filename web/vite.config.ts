/**
 * Vite config for the web app. `vite build web` runs from the repository root, so the root is this
 * folder and the output web/dist, which the server serves. In dev the API paths go to the server.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { ROUTE_MODULES } from './src/route-modules.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { reactRouterProduction } from './build/react-router-production.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * A test build's extra plugins: VITE_TEST_PLUGINS names a module (from the repository root) that
 * exports pluginLoaders, e.g. the test harness's list. It stands in for the empty list
 * src/features/session/test-plugin-loaders.ts; without it a build holds the installed plugins only.
 */
const testPlugins = process.env.VITE_TEST_PLUGINS;
const testPluginAlias = testPlugins
  ? [{ find: /^\.\/test-plugin-loaders\.ts$/, replacement: fileURLToPath(new URL(`../${testPlugins}`, import.meta.url)) }]
  : [];
const apiPaths = ['/api', '/auth', '/configurator'];

/**
 * The first paint needs no script (the server puts the loading screen into the document, see
 * server/src/http/first-paint.ts), so the app's module script and its modulepreloads are fetched at
 * low priority: the document and its stylesheet go first. The browser would otherwise fetch them as
 * High, which also makes Lighthouse count every one of them as render-blocking.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The route table (src/route-modules.ts) as dist/route-modules.json: the server reads it with the
 * build manifest to preload each route's chunks (server/src/http/route-preloads.ts).
 */
function routeModulesFile(): Plugin {
  return {
    name: 'route-modules-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'route-modules.json', source: JSON.stringify(ROUTE_MODULES) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), scriptsAfterFirstPaint(), routeModulesFile(), zodWithoutJsonSchema(), reactRouterProduction()],
  resolve: { alias: testPluginAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: production serves only what the browser runs.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each module needs (the server's route preloads).
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's entry exports nothing anyone imports; inlining common chunks (below) needs this.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared chunks under 8 kB of source are copied into each chunk that imports them instead of
          // being fetched alone (issue 20): the order page fetched 37 files and now 13; on a phone's
          // connection each file costs a round trip, and Lighthouse's mobile LCP there went from 3.0 to
          // 2.4 s (performance 89 → 97). The price: rolldown wraps modules in init functions to keep
          // their order (strict execution order), about 2 kB gzip on the order page. Experimental in
          // rolldown; every browser test runs on this build.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            {
              // Everything the entry loads before any route (react, react-dom, the router, zod, core's
              // contract and domain, the session, the shell) as one file: one request, and one
              // compressed stream instead of a dozen small shared chunks each compressed alone (issue 17).
              name: 'platform',
              tags: ['$initial'],
            },
            {
              // The catalogue's schemas and the home page's call, which the home page and the order
              // page both need but no page needs before its route: one chunk, loaded once, instead of
              // a copy inside every chunk that imports them (common chunks under 8 kB are inlined:
              // the order page loaded catalogue.ts and order.ts three times each).
              name: 'catalogue-contracts',
              test: /core[\\/]src[\\/](domain[\\/]catalogue|api[\\/]homepage-calls)\.ts$/,
            },
            {
              // The order's schemas and calls, for the same reason; the home page does not load them.
              name: 'order-contracts',
              test: /core[\\/]src[\\/](domain[\\/](order|resources)|api[\\/](order-calls|pricing-visibility))\.ts$/,
            },
            {
              // The rules' messages and the catalogue index, shared by the order page's chunks (the
              // availability rules, the item list, the store) for the same reason.
              name: 'order-rules',
              test: /core[\\/]src[\\/](rules[\\/]messages|domain[\\/]catalogue-index)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
