/**
 * The installed plugins, frozen once at boot, and each organisation's resolved registry (its enabled
 * plugins in order, with its branding), cached per organisation. The cache is keyed by what the
 * registry is built from, so a change made by the platform console, the owner's settings page or the
 * CLI (on another process sharing the database) takes effect on the next request, without a restart;
 * refresh() drops an organisation's entry at once after a change made here.
 */
import { PluginRegistry, assertLoadableBy, type EnabledPlugin, type OrgBranding, type OrgRegistry, type PluginDefinition } from '@configurator/core';

export interface RegistryOrg {
  id: number;
  title: string;
  enabledPlugins: readonly EnabledPlugin[];
  branding?: OrgBranding;
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
    const key = JSON.stringify([org.title, org.enabledPlugins, org.branding ?? {}]);
    const cached = this.cache.get(org.id);
    if (cached && cached.key === key) return cached.registry;
    const registry = this.installed.registryFor(org);
    this.cache.set(org.id, { key, registry });
    return registry;
  }

  /** The registry of an organisation row (its settings hold the enabled plugins and branding). */
  forOrganisation(org: { id: number; title: string; settings: { enabledPlugins: readonly EnabledPlugin[]; branding?: OrgBranding } }): OrgRegistry {
    return this.forOrg({ id: org.id, title: org.title, enabledPlugins: org.settings.enabledPlugins, branding: org.settings.branding });
  }

  /** Forgets an organisation's registry after a change to its settings. */
  refresh(orgId: number): void {
    this.cache.delete(orgId);
  }
}
