/** The demo organisations to seed: the generic one, then each installed plugin's demo-data contribution. */
import { demoDataPoint, type DemoOrganisation, type PluginRegistry } from '@configurator/core';
import { genericOrganisation } from './generic-organisation.ts';

export function demoOrganisationsOf(installed: PluginRegistry): DemoOrganisation[] {
  const fromPlugins = installed.installed.flatMap((plugin) =>
    plugin.contributions.filter((c) => c.point.id === demoDataPoint.id).map((c) => c.value as DemoOrganisation),
  );
  return [genericOrganisation, ...fromPlugins];
}
