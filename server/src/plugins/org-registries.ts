/**
 * The installed plugins, frozen once at boot, and each organisation's resolved registry (its enabled
 * plugins in order), cached per organisation and rebuilt when its plugin settings change.
 */
import { PluginRegistry, assertLoadableBy, type EnabledPlugin, type OrgRegistry, type PluginDefinition } from '@configurator/core';

export interface RegistryOrg {
  id: number;
  title: string;
  enabledPlugins: readonly EnabledPlugin[];
}

export class OrgRegistries {
  readonly installed: PluginRegistry;
  private readonly cache = new Map<number, { key: string; registry: OrgRegistry }>();

  constructor(plugins: readonly PluginDefinition[]) {
    assertLoadableBy('server', plugins);
    this.installed = new PluginRegistry().add(...plugins).freeze();
  }

  /** Throws the registry's error (naming organisation, plugin and contribution) when misconfigured. */
  forOrg(org: RegistryOrg): OrgRegistry {
    const key = JSON.stringify(org.enabledPlugins);
    const cached = this.cache.get(org.id);
    if (cached && cached.key === key) return cached.registry;
    const registry = this.installed.registryFor(org);
    this.cache.set(org.id, { key, registry });
    return registry;
  }
}
