/** An organisation package's server entry: its demo organisation as a demo-data contribution. */
import { contribute, definePlugin, type PluginDefinition } from './define-plugin.ts';
import { demoDataPoint } from './extension-points.ts';
import type { DemoOrganisation } from './payloads.ts';

export const defineDemoOrganisationPlugin = (pluginId: string, demo: DemoOrganisation): PluginDefinition =>
  definePlugin({ id: pluginId, kind: 'org', title: demo.title, contributions: [contribute(demoDataPoint, demo)] });
