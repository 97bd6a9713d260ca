/**
 * Every installed plugin in one frozen registry, and every demo organisation with its resolved
 * registry and indexed catalogue: the fixtures of the contract and demo-data tests.
 */
import { demoDataPoint, indexCatalogue, PluginRegistry, type CatalogueIndex, type DemoOrganisation, type OrgRegistry } from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

export const registry = new PluginRegistry().add(...installedPlugins).freeze();

export interface DemoOrgFixture {
  demo: DemoOrganisation;
  registry: OrgRegistry;
  catalogue: CatalogueIndex;
}

export const demoOrganisations: DemoOrganisation[] = registry.installed.flatMap((plugin) =>
  plugin.contributions.filter((c) => c.point.id === demoDataPoint.id).map((c) => c.value as DemoOrganisation),
);

export const demoOrgs: DemoOrgFixture[] = demoOrganisations.map((demo) => ({
  demo,
  registry: registry.registryFor(demo),
  catalogue: indexCatalogue(catalogueWithOrgId(demo.catalogue, demo.id)),
}));

/** Each demo organisation paired with its title, for it.each/describe.each tables. */
export const byOrg = demoOrgs.map((fixture) => [`${fixture.demo.id} ${fixture.demo.title}`, fixture] as const);
