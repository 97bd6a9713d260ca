/** The organisation's registry and catalogue as the server resolves them, for this package's tests. */
import {
  indexCatalogue,
  loadRenderers,
  PluginRegistry,
  type CatalogueIndex,
  type InstanceProperties,
  type ItemRuleContext,
  type OrgRegistry,
} from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { plugin as keypads } from '@configurator/plugin-keypads';
import { plugin as usSalesTax } from '@configurator/plugin-us-sales-tax';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

export const registry: OrgRegistry = new PluginRegistry().add(keypads, usSalesTax, plugin, serverPlugin).freeze().registryFor(demoOrganisation);
// The keypad drawings load when first shown (lazyProductRendererPoint); these tests draw synchronously.
await loadRenderers(registry);
export const catalogue: CatalogueIndex = indexCatalogue(catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id));

export const ruleContext = (productId: number, properties: InstanceProperties): ItemRuleContext => ({
  orgId: demoOrganisation.id,
  role: 'owner',
  product: catalogue.productsById.get(productId)!,
  properties,
  catalogue,
  settings: {},
});
