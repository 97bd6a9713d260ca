/**
 * Render time per product family (renderer key) of the demo catalogues: one item, and a 200-item
 * order of that product (renderer + SVG, what an order page and its drawing set do for every item).
 * Each item is the product on its first offered option per property, as the page draws a new item.
 */
import {
  drawingToSvg,
  indexCatalogue,
  propertiesOfProduct,
  PluginRegistry,
  rendererFor,
  rendererKeyOf,
  demoDataPoint,
  type DemoOrganisation,
  type InstanceProperties,
} from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { measure } from './measure.ts';

const ORDER_ITEMS = 200;

export function benchDrawings(): Record<string, string | number>[] {
  const registry = new PluginRegistry().add(...installedPlugins).freeze();
  const demos = registry.installed.flatMap((p) => p.contributions.filter((c) => c.point.id === demoDataPoint.id).map((c) => c.value as DemoOrganisation));
  const rows: Record<string, string | number>[] = [];
  const seen = new Set<string>();
  for (const demo of demos) {
    const org = registry.registryFor(demo);
    const catalogue = indexCatalogue(catalogueWithOrgId(demo.catalogue, demo.id));
    for (const product of catalogue.productsById.values()) {
      const key = rendererKeyOf(product);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const properties: InstanceProperties = Object.fromEntries(
        propertiesOfProduct(catalogue, product).flatMap((p) => {
          const first = catalogue.optionsByProperty.get(p.id)?.[0];
          return first ? [[String(p.id), { optionId: first.id }]] : [];
        }),
      );
      const { render, settings } = rendererFor(org, product);
      const one = () => drawingToSvg(render({ product, properties, catalogue, units: 'mm', settings }), { scale: 2 });
      const single = measure(one);
      const order = measure(
        () => {
          for (let i = 0; i < ORDER_ITEMS; i += 1) one();
        },
        { minRuns: 5 },
      );
      rows.push({
        family: key,
        product: `${product.id} ${product.title}`,
        'one item (ms)': Number(single.medianMs.toFixed(4)),
        [`${ORDER_ITEMS}-item order (ms)`]: Number(order.medianMs.toFixed(2)),
      });
    }
  }
  return rows;
}
