/**
 * <link rel="modulepreload"> for the chunks of the route a document is served for (issue 20): without
 * them the browser learns the page's module only after the entry has run and the router has matched.
 * The build writes the web's route table (web/src/route-modules.ts) as route-modules.json and Vite's
 * manifest as .vite/manifest.json; a route's chunks are its module's file and its static imports,
 * less what the document already loads (the entry and its imports), and their stylesheets (preloaded
 * too: Vite's loader waits for a lazy chunk's CSS before the chunk runs). A page below a layout route
 * (the table's layout rows, e.g. /admin) gets the layout's chunks as well. Read once per build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutePattern } from '@configurator/core';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteModule {
  pattern: string;
  module: string;
  layout?: boolean;
}

export interface RoutePreload {
  /** As core's matchRoutePattern reads it: literals, `:name` (any one segment), a final `*` (the rest). */
  pattern: string;
  /** A layout route's: its files are preloaded for every path below the pattern too. */
  layout?: boolean;
  /** Scripts (modulepreload) and stylesheets (.css, preload as style). */
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
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  return routes.map(({ pattern, module, layout }) => {
    const chunks = [...closure(manifest, module)].filter((key) => !loaded.has(key));
    const scripts = chunks.map((key) => manifest[key].file);
    const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter((file) => !loadedCss.has(file));
    return { pattern, ...(layout ? { layout } : {}), files: [...scripts, ...styles] };
  });
}

/** The files to preload for `path`: the first matching route's and those of the layout routes above it, or none. */
export function preloadsFor(preloads: readonly RoutePreload[], path: string): string[] {
  const page = preloads.find((route) => matchRoutePattern(route.pattern, path) !== null);
  if (!page) return [];
  const layouts = preloads.filter((route) => route.layout && route !== page && matchRoutePattern(`${route.pattern}/*`, path) !== null);
  return [...new Set([...layouts.flatMap((route) => route.files), ...page.files])];
}

/** The document with the route's preloads at the end of its head (low priority, as the build's own). */
export function withRoutePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
    )
    .join('');
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
