/**
 * The organisation's lazy product renderers (lazyProductRendererPoint) for the routes that draw: home
 * draws nothing, so a plugin's drawing code arrives only with the first route that shows a drawing
 * (issue 37 item 4). RequireDrawings waits for them (the main area shows the loading screen until they
 * are in); at boot, before the session is known, the drawing routes start those of the remembered
 * organisation with the session (router.tsx's `handle.boot`).
 */
import { loadPluginRenderers, loadRenderers, type OrgRegistry } from '@configurator/core';
import { useSessionStore } from './session-store.ts';
import { preloadPlugins } from './load-registry.ts';
import { rememberedPluginIds } from './remembered-org.ts';

/** Boot: starts the renderers of the organisation this browser was last active in. */
export function bootDrawingRenderers(): void {
  if (useSessionStore.getState().status !== 'loading') return;
  void preloadPlugins(rememberedPluginIds())
    .then(loadPluginRenderers)
    .catch(() => undefined);
}

const settling = new WeakMap<OrgRegistry, Promise<void>>();

/**
 * Settles once the registry's renderers have arrived or failed (a chunk that fails to arrive is not the
 * route's failure: the drawings show their message). One promise per registry, as React's use() needs.
 */
export function renderersSettled(registry: OrgRegistry): Promise<void> {
  let pending = settling.get(registry);
  if (!pending) {
    pending = loadRenderers(registry).catch(() => undefined);
    settling.set(registry, pending);
  }
  return pending;
}
