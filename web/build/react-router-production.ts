/**
 * Builds the web app with react-router's production build. The package's exports name only its
 * development build (dist/development, with ENABLE_DEV_WARNINGS set: route warnings, the
 * "hey developer" error screen, invariant messages), so a bundler that follows them ships that build
 * to every browser. Its production build sits beside it (dist/production) with the same modules.
 * Both bare names the app and react-router-dom import ('react-router' and 'react-router/dom') go
 * there together: one copy of the router and its contexts, never one of each. Dev keeps the warnings.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The production modules, found from the package's own folder (whatever version is installed). */
function productionModules(): Record<string, string> {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router': join(dist, 'index.mjs'), 'react-router/dom': join(dist, 'dom-export.mjs') };
}

export function reactRouterProduction(): Plugin {
  const modules = productionModules();
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return modules[source] ?? null;
    },
  };
}
