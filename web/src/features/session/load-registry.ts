/**
 * Builds the active organisation's plugin registry in the browser from only the plugins it enables:
 * each enabled plugin's code is a lazy chunk (orgs/installed-plugins.lazy.generated.ts), so one organisation never
 * downloads another's renderers. Loaded definitions are cached across organisation switches.
 */
import { PluginRegistry, assertLoadableBy, type EnabledPlugin, type OrgBranding, type OrgRegistry, type PluginDefinition } from '@configurator/core';
import { pluginLoaders } from './plugin-loaders.ts';

const loaded = new Map<string, Promise<PluginDefinition[]>>();

function loadPlugin(id: string): Promise<PluginDefinition[]> {
  const loader = pluginLoaders[id];
  // An unknown id loads nothing here; registryFor() below reports it by name.
  if (!loader) return Promise.resolve([]);
  let pending = loaded.get(id);
  if (!pending) {
    // A server-only contribution reaching the browser is refused before it is used.
    pending = loader().then((definitions) => {
      assertLoadableBy('web', definitions);
      return definitions;
    });
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

/**
 * Starts fetching plugins' chunks before the session names them (boot-data.ts); loadOrgRegistry uses
 * what arrived. Answers their definitions (a plugin that failed to load gives none).
 */
export async function preloadPlugins(ids: readonly string[]): Promise<PluginDefinition[]> {
  const parts = await Promise.all(ids.map((id) => loadPlugin(id).catch(() => [])));
  return parts.flat();
}

export async function loadOrgRegistry(org: {
  id: number;
  title: string;
  enabledPlugins: readonly EnabledPlugin[];
  branding?: OrgBranding;
}): Promise<OrgRegistry> {
  const parts = await Promise.all(org.enabledPlugins.map((p) => loadPlugin(p.id)));
  const registry = new PluginRegistry();
  for (const definitions of parts) registry.add(...definitions);
  return registry.freeze().registryFor(org);
}
