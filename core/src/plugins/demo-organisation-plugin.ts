/**
 * An organisation package's server entry, assembled in one place: its demo organisation (seeded on an
 * empty database) and the plugin that contributes it. Every package enables itself first, then the
 * generic plugins it names, so each package states only what is its own.
 */
import type { EnabledPlugin } from '../domain/organisation.ts';
import { contribute, definePlugin, type Contribution, type PluginDefinition } from './define-plugin.ts';
import { demoDataPoint } from './extension-points.ts';
import type { DemoOrganisation } from './payloads.ts';

/** Who the organisation is and what it enables; its records come separately (DemoOrganisationData). */
export interface OrganisationPackage {
  /** The package's plugin id (org-<id>). */
  pluginId: string;
  orgId: number;
  title: string;
  /** The generic plugins it enables after its own, in order, with their settings. */
  plugins?: EnabledPlugin[];
  /** Server contributions of the package besides its demo organisation (e.g. an integration). */
  contributions?: Contribution[];
}

/** The records of a demo organisation: everything but its identity and enabled plugins. */
export type DemoOrganisationData = Omit<DemoOrganisation, 'id' | 'title' | 'enabledPlugins'>;

export interface OrganisationServerEntry {
  demoOrganisation: DemoOrganisation;
  serverPlugin: PluginDefinition;
}

export function defineOrganisationServer(pkg: OrganisationPackage, data: DemoOrganisationData): OrganisationServerEntry {
  const demoOrganisation: DemoOrganisation = {
    id: pkg.orgId,
    title: pkg.title,
    enabledPlugins: [{ id: pkg.pluginId, settings: {} }, ...(pkg.plugins ?? [])],
    ...data,
  };
  const serverPlugin = definePlugin({
    id: pkg.pluginId,
    kind: 'org',
    title: pkg.title,
    contributions: [contribute(demoDataPoint, demoOrganisation), ...(pkg.contributions ?? [])],
  });
  return { demoOrganisation, serverPlugin };
}
