/**
 * The organisation's lazy product renderers (lazyProductRendererPoint) for the routes that draw: home
 * draws nothing, so a plugin's drawing code arrives only with the first route that shows a drawing
 * (issue 37 item 4). The route loader starts them with the route's own chunk and data, so a client
 * navigation completes with them in; RequireDrawings covers the boot, when the session is not known yet.
 */
import { loadPluginRenderers, loadRenderers } from '@configurator/core';
import { useSessionStore } from './session-store.ts';
import { preloadPlugins } from './load-registry.ts';
import { rememberedPluginIds } from './remembered-org.ts';

/** Route loader: waits for the renderers once the registry is known; at boot, starts those of the remembered organisation. */
export async function drawingRenderersLoader(): Promise<null> {
  const { registry, status } = useSessionStore.getState();
  if (registry) {
    // A chunk that fails to arrive is not the route's failure: RequireDrawings asks again, the drawing shows its message.
    await loadRenderers(registry).catch(() => undefined);
    return null;
  }
  if (status !== 'loading') return null;
  void preloadPlugins(rememberedPluginIds())
    .then(loadPluginRenderers)
    .catch(() => undefined);
  return null;
}
