/**
 * Loading of lazy product renderers (lazyProductRendererPoint). rendererFor is synchronous, as every
 * drawing is, so a lazy renderer is loaded before its first drawing: the web's drawing routes wait for
 * loadRenderers, the server and the tests load every installed one when the plugin list is imported.
 * Loaded renderers are kept by their loader, so organisations sharing a plugin load its code once.
 */
import type { PluginDefinition } from './define-plugin.ts';
import { lazyProductRendererPoint } from './extension-points.ts';
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

/** Whether every lazy renderer the organisation enables has arrived (no wait needed before drawing). */
export function renderersLoaded(registry: OrgRegistry): boolean {
  return registry.all(lazyProductRendererPoint).every((loader) => loaded.has(loader));
}

/** Loads every lazy renderer the organisation enables. */
export async function loadRenderers(registry: OrgRegistry): Promise<void> {
  await Promise.all(registry.all(lazyProductRendererPoint).map(load));
}

/** Loads every lazy renderer the plugins contribute (the server and tests: all installed plugins). */
export async function loadPluginRenderers(plugins: readonly PluginDefinition[]): Promise<void> {
  const loaders = plugins.flatMap((p) =>
    p.contributions.filter((c) => c.point.id === lazyProductRendererPoint.id).map((c) => c.value as ProductRendererLoader),
  );
  await Promise.all(loaders.map(load));
}
