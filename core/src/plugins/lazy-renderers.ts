/**
 * Loading of a plugin's drawing-time code: its lazy product renderers (lazyProductRendererPoint) and
 * its lazy contributions (lazy-contributions.ts: engraving layouts, option filters ... read only by the
 * order's pages). rendererFor and those contributions' consumers are synchronous, as every drawing is,
 * so the code is loaded before it is first used: the web's drawing routes wait for loadRenderers, the
 * server and the tests load every installed plugin's when the plugin list is imported.
 * Loaded renderers are kept by their loader, so organisations sharing a plugin load its code once.
 */
import type { PluginDefinition } from './define-plugin.ts';
import { lazyProductRendererPoint } from './extension-points.ts';
import { contributionLoaded, loadContribution } from './lazy-contributions.ts';
import type { ProductRenderer, ProductRendererLoader } from './payloads.ts';
import type { OrgRegistry } from './registry.ts';

const loaded = new WeakMap<ProductRendererLoader, ProductRenderer>();
const pending = new WeakMap<ProductRendererLoader, Promise<void>>();

function load(loader: ProductRendererLoader): Promise<void> {
  if (loaded.has(loader)) return Promise.resolve();
  let promise = pending.get(loader);
  if (!promise) {
    promise = loader().then((render) => void loaded.set(loader, render));
    // A failed chunk (network) is asked for again next time.
    promise.catch(() => pending.delete(loader));
    pending.set(loader, promise);
  }
  return promise;
}

/** The renderer a loader gave, or undefined before loadRenderers has brought it. */
export function loadedRenderer(loader: ProductRendererLoader): ProductRenderer | undefined {
  return loaded.get(loader);
}

const contributionsOf = (plugins: readonly PluginDefinition[]) => plugins.flatMap((p) => p.contributions);
const pluginsOf = (registry: OrgRegistry) => registry.plugins.map((p) => p.plugin);

/** Whether every lazy renderer and lazy contribution the organisation enables has arrived (no wait needed before drawing). */
export function renderersLoaded(registry: OrgRegistry): boolean {
  return registry.all(lazyProductRendererPoint).every((loader) => loaded.has(loader)) && contributionsOf(pluginsOf(registry)).every(contributionLoaded);
}

/** Loads every lazy renderer and lazy contribution the organisation enables. */
export async function loadRenderers(registry: OrgRegistry): Promise<void> {
  await Promise.all([...registry.all(lazyProductRendererPoint).map(load), ...contributionsOf(pluginsOf(registry)).map(loadContribution)]);
}

/** Loads every lazy renderer and lazy contribution the plugins make (the server and tests: all installed plugins). */
export async function loadPluginRenderers(plugins: readonly PluginDefinition[]): Promise<void> {
  const contributions = contributionsOf(plugins);
  const loaders = contributions.filter((c) => c.point.id === lazyProductRendererPoint.id).map((c) => c.value as ProductRendererLoader);
  await Promise.all([...loaders.map(load), ...contributions.map(loadContribution)]);
}
