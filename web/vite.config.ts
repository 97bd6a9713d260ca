/**
 * Vite config for the web app. `vite build web` runs from the repository root, so the root is this
 * folder and the output web/dist, which the server serves. In dev the API paths go to the server.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { ROUTE_MODULES } from './src/route-modules.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';
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
  plugins: [react(), scriptsAfterFirstPaint(), routeModulesFile(), zodWithoutJsonSchema()],
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
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry loads before any route (react, react-dom, the router, zod, core's
              // contract and domain, the session, the shell) as one file: one request, and one
              // compressed stream instead of a dozen small shared chunks each compressed alone (issue 17).
              name: 'platform',
              tags: ['$initial'],
            },
            {
              // The home page's shared modules (also the orders list's and admin's), so that home loads
              // no small chunk beside its page's own. (The resource calls' contract is not one of them:
              // home fetches it only when an order is started.)
              name: 'home-shared',
              test: /web[\\/]src[\\/]ui[\\/]DropdownMenu|web[\\/]src[\\/]features[\\/]session[\\/]use-page-title/,
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
