/**
 * The registry, in two phases: installed plugins are added (add-only), then the registry is frozen
 * and checked. registryFor(organisation) resolves the organisation's enabled plugins, in order, and
 * checks what only that combination can get wrong (an unknown plugin, two contributions to a single
 * point). Every error names the plugin and the contribution, and is thrown so start-up stops.
 */
import { settingsSchemaOf, type Contribution, type PluginDefinition } from './define-plugin.ts';
import type { ExtensionPoint } from './extension-point.ts';
import type { EnabledPlugin } from '../domain/organisation.ts';
import type { OrgBranding } from '../domain/org-branding.ts';

/** One problem with a plugin's settings: the field's dotted path ('' for the whole) and why. */
export interface SettingsIssue {
  path: string;
  message: string;
}

export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Plugin registry is misconfigured:\n- ${problems.join('\n- ')}`);
    this.name = 'RegistryError';
  }
}

interface Entry {
  plugin: PluginDefinition;
  contribution: Contribution;
  settings: Record<string, unknown>;
}

/** What one organisation sees: the contributions of its enabled plugins only, in its order. */
export class OrgRegistry {
  private readonly byPoint = new Map<string, Entry[]>();

  constructor(
    readonly orgLabel: string,
    readonly plugins: readonly { plugin: PluginDefinition; settings: Record<string, unknown> }[],
    /** The organisation's branding from its settings: laid over the plugins' wording and theme (defaults.ts). */
    readonly branding: OrgBranding = {},
  ) {
    for (const { plugin, settings } of plugins) {
      for (const contribution of plugin.contributions) {
        const list = this.byPoint.get(contribution.point.id) ?? [];
        list.push({ plugin, contribution, settings });
        this.byPoint.set(contribution.point.id, list);
      }
    }
    const problems: string[] = [];
    // Keys are unique per key space: a point's own id, or the point it shares its keys with.
    const seenKeys = new Map<string, Map<string, Entry>>();
    for (const [pointId, entries] of this.byPoint) {
      const point = entries[0]!.contribution.point;
      if (point.cardinality === 'single' && entries.length > 1) {
        const names = entries.map((e) => `plugin '${e.plugin.id}' contribution '${e.contribution.id}'`).join(' and ');
        problems.push(`${orgLabel}: extension point '${pointId}' takes a single contribution, but ${names} both contribute to it`);
      }
      if (point.cardinality === 'keyed') {
        const space = point.keySpace ?? pointId;
        const seen = seenKeys.get(space) ?? new Map<string, Entry>();
        seenKeys.set(space, seen);
        for (const e of entries) {
          const earlier = seen.get(e.contribution.key!);
          if (earlier) {
            problems.push(
              `${orgLabel}: extension point '${space}' key '${e.contribution.key}' is contributed by plugin '${earlier.plugin.id}' contribution '${earlier.contribution.id}' and plugin '${e.plugin.id}' contribution '${e.contribution.id}'`,
            );
          }
          seen.set(e.contribution.key!, e);
        }
      }
    }
    if (problems.length) throw new RegistryError(problems);
  }

  /** The single contribution, or undefined when none is enabled. */
  single<P>(point: ExtensionPoint<P>): P | undefined {
    return this.byPoint.get(point.id)?.[0]?.contribution.value as P | undefined;
  }

  keyed<P>(point: ExtensionPoint<P>, key: string | number): P | undefined {
    return this.byPoint.get(point.id)?.find((e) => e.contribution.key === String(key))?.contribution.value as P | undefined;
  }

  /** The keyed contribution with the settings the organisation gave its plugin (payloads taking RenderInput need both). */
  keyedWithSettings<P>(point: ExtensionPoint<P>, key: string | number): { value: P; settings: Record<string, unknown> } | undefined {
    const entry = this.byPoint.get(point.id)?.find((e) => e.contribution.key === String(key));
    return entry && { value: entry.contribution.value as P, settings: entry.settings };
  }

  /** Every contribution with the settings the organisation gave its plugin (actions and document columns reading their plugin's settings). */
  allWithSettings<P>(point: ExtensionPoint<P>): { value: P; settings: Record<string, unknown> }[] {
    return (this.byPoint.get(point.id) ?? []).map((e) => ({ value: e.contribution.value as P, settings: e.settings }));
  }

  keys(point: ExtensionPoint<unknown>): string[] {
    return (this.byPoint.get(point.id) ?? []).map((e) => e.contribution.key!);
  }

  all<P>(point: ExtensionPoint<P>): P[] {
    return (this.byPoint.get(point.id) ?? []).map((e) => e.contribution.value as P);
  }

  /** The settings the organisation gave a plugin, parsed by the plugin's schema. */
  settingsOf(pluginId: string): Record<string, unknown> {
    return this.plugins.find((p) => p.plugin.id === pluginId)?.settings ?? {};
  }

  has(pluginId: string): boolean {
    return this.plugins.some((p) => p.plugin.id === pluginId);
  }
}

export class PluginRegistry {
  private readonly plugins = new Map<string, PluginDefinition>();
  private frozen = false;
  private readonly problems: string[] = [];

  /** Adds installed plugins; a plugin may be added in several parts (shared, server, web entries). */
  add(...plugins: PluginDefinition[]): this {
    if (this.frozen) throw new RegistryError([`registry is frozen; cannot add plugin '${plugins[0]?.id}'`]);
    for (const plugin of plugins) {
      const existing = this.plugins.get(plugin.id);
      if (existing && existing.kind !== plugin.kind) {
        this.problems.push(`plugin id '${plugin.id}' is used by two installed plugins`);
        continue;
      }
      this.plugins.set(plugin.id, existing ? { ...existing, contributions: [...existing.contributions, ...plugin.contributions] } : plugin);
    }
    return this;
  }

  /** Checks every installed plugin on its own, then allows no more additions. */
  freeze(): this {
    for (const plugin of this.plugins.values()) {
      const ids = new Set<string>();
      for (const c of plugin.contributions) {
        if (ids.has(c.id)) this.problems.push(`plugin '${plugin.id}' has two contributions named '${c.id}'`);
        ids.add(c.id);
        if (c.point.cardinality === 'keyed' && !c.key) {
          this.problems.push(`plugin '${plugin.id}' contribution '${c.id}' to keyed point '${c.point.id}' has no key`);
        }
      }
    }
    if (this.problems.length) throw new RegistryError(this.problems);
    this.frozen = true;
    return this;
  }

  get installed(): PluginDefinition[] {
    return [...this.plugins.values()];
  }

  get(pluginId: string): PluginDefinition | undefined {
    return this.plugins.get(pluginId);
  }

  /**
   * An organisation's settings for one installed plugin, parsed by the plugin's schema (defaults
   * filled in), or the issues with the path of each field: the console shows them by field, and
   * registryFor names them with the organisation and plugin.
   */
  checkSettings(pluginId: string, settings: unknown): { ok: true; settings: Record<string, unknown> } | { ok: false; issues: SettingsIssue[] } {
    const plugin = this.plugins.get(pluginId);
    if (!plugin) return { ok: false, issues: [{ path: '', message: `Plugin '${pluginId}' is not installed.` }] };
    const parsed = settingsSchemaOf(plugin).safeParse(settings);
    if (parsed.success) return { ok: true, settings: parsed.data as Record<string, unknown> };
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
  }

  /** Resolves an organisation's enabled plugins, in order; throws naming the organisation and plugin. */
  registryFor(org: { id: number; title?: string; enabledPlugins: readonly EnabledPlugin[]; branding?: OrgBranding }): OrgRegistry {
    if (!this.frozen) throw new RegistryError(['registryFor called before the registry was frozen']);
    const label = `organisation ${org.id}${org.title ? ` (${org.title})` : ''}`;
    const problems: string[] = [];
    const resolved: { plugin: PluginDefinition; settings: Record<string, unknown> }[] = [];
    for (const enabled of org.enabledPlugins) {
      const plugin = this.plugins.get(enabled.id);
      if (!plugin) {
        problems.push(`${label} enables plugin '${enabled.id}', which is not installed`);
        continue;
      }
      const checked = this.checkSettings(plugin.id, enabled.settings ?? {});
      if (!checked.ok) {
        problems.push(
          `${label}: settings of plugin '${plugin.id}' are invalid: ${checked.issues.map((i) => `${i.path || '(settings)'}: ${i.message}`).join('; ')}`,
        );
        continue;
      }
      resolved.push({ plugin, settings: checked.settings });
    }
    if (problems.length) throw new RegistryError(problems);
    return new OrgRegistry(label, resolved, org.branding ?? {});
  }
}
