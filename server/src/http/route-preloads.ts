/**
 * <link rel="modulepreload"> for the chunks of the route a document is served for (issue 20): without
 * them the browser learns the page's module only after the entry has run and the router has matched.
 * The build writes the web's route table (web/src/route-modules.ts) as route-modules.json and Vite's
 * manifest as .vite/manifest.json; a route's chunks are its module's file and its static imports,
 * less what the document already loads (the entry and its imports). Read once per build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutePattern } from '@configurator/core';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteModule {
  pattern: string;
  module: string;
}

export interface RoutePreload {
  /** As core's matchRoutePattern reads it: literals, `:name` (any one segment), a final `*` (the rest). */
  pattern: string;
  files: string[];
}

const MANIFEST = join('.vite', 'manifest.json');
const ROUTE_MODULES = 'route-modules.json';

/** Every chunk `key` needs, itself first, following static imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

export function routePreloadsOf(manifest: Manifest, routes: readonly RouteModule[]): RoutePreload[] {
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, loaded);
  return routes.map(({ pattern, module }) => ({
    pattern,
    files: [...closure(manifest, module)].filter((key) => !loaded.has(key)).map((key) => manifest[key].file),
  }));
}

/** The files to preload for `path`: the first matching route's, or none. */
export function preloadsFor(preloads: readonly RoutePreload[], path: string): string[] {
  return preloads.find((route) => matchRoutePattern(route.pattern, path) !== null)?.files ?? [];
}

/** The document with the route's modulepreloads at the end of its head (low priority, as the build's own). */
export function withRoutePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

const cache = new Map<string, { mtimeMs: number; preloads: RoutePreload[] }>();

/** The route preloads of the build in `webDist`, or none for a build without its manifest. */
export function builtRoutePreloads(webDist: string): RoutePreload[] {
  const manifestPath = join(webDist, MANIFEST);
  const routesPath = join(webDist, ROUTE_MODULES);
  if (!existsSync(manifestPath) || !existsSync(routesPath)) return [];
  const { mtimeMs } = statSync(manifestPath);
  const cached = cache.get(webDist);
  if (cached?.mtimeMs === mtimeMs) return cached.preloads;
  const preloads = routePreloadsOf(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest, JSON.parse(readFileSync(routesPath, 'utf8')) as RouteModule[]);
  cache.set(webDist, { mtimeMs, preloads });
  return preloads;
}
