/**
 * The renderer of a product: the enabled plugin contributing to the product-renderer point under the
 * product's id (with that plugin's settings), else core's default card drawing.
 */
import { defaultRenderer, productRendererPoint, type OrgRegistry, type ProductRenderer } from '@configurator/core';

export function rendererFor(registry: OrgRegistry, productId: number): { render: ProductRenderer; settings: Record<string, unknown> } {
  const key = String(productId);
  for (const { plugin, settings } of registry.plugins) {
    const contribution = plugin.contributions.find((c) => c.point.id === productRendererPoint.id && c.key === key);
    if (contribution) return { render: contribution.value as ProductRenderer, settings };
  }
  return { render: defaultRenderer, settings: {} };
}
