/**
 * The renderer of a product: the enabled plugin contributing to the product-renderer point under the
 * product's id (with that plugin's settings), else core's default card drawing.
 */
import { defaultRenderer, productRendererPoint, type OrgRegistry, type ProductRenderer } from '@configurator/core';

export function rendererFor(registry: OrgRegistry, productId: number): { render: ProductRenderer; settings: Record<string, unknown> } {
  const found = registry.keyedWithSettings(productRendererPoint, productId);
  return found ? { render: found.value, settings: found.settings } : { render: defaultRenderer, settings: {} };
}
