/**
 * Renderer keys live in the catalogue (product.data.renderer), not in plugins: a product names the
 * key of the product-renderer contribution that draws it. This module resolves that key against an
 * organisation's registry, and checks at start-up that every key an organisation's products name is
 * contributed by one of its enabled plugins, so a typo fails at boot with the product named rather
 * than drawing a blank item at checkout.
 */
import type { Product } from '../domain/catalogue.ts';
import { defaultRenderer } from './default-renderer.ts';
import { productGraphicRenderer } from './graphic-renderer.ts';
import { engravingLayoutPoint, lazyProductRendererPoint, productRendererPoint } from './extension-points.ts';
import { loadedRenderer } from './lazy-renderers.ts';
import type { EngravingLayoutOf, ProductRenderer } from './payloads.ts';
import { RegistryError, type OrgRegistry } from './registry.ts';

/** The renderer key a product names, or undefined when it is drawn as core's default card. */
export function rendererKeyOf(product: Pick<Product, 'data'>): string | undefined {
  const key = product.data?.renderer;
  return typeof key === 'string' && key.length > 0 ? key : undefined;
}

export interface ResolvedRenderer {
  render: ProductRenderer;
  /** The settings the organisation gave the contributing plugin ({} for the default card). */
  settings: Record<string, unknown>;
  /** The key that resolved, or undefined for the default card. */
  key: string | undefined;
}

/**
 * The renderer of a product: the enabled contribution under the product's renderer key, with its
 * plugin's settings (a lazy one once loadRenderers has brought it; before, drawing it throws); core's
 * default card when the product names no key (or, on a registry that changed after start-up, a key no
 * longer contributed: the page must never go blank).
 */
export function rendererFor(registry: OrgRegistry, product: Pick<Product, 'data'>): ResolvedRenderer {
  const key = rendererKeyOf(product);
  if (key !== undefined) {
    const found = registry.keyedWithSettings(productRendererPoint, key);
    if (found) return { render: found.value, settings: found.settings, key };
    const lazy = registry.keyedWithSettings(lazyProductRendererPoint, key);
    if (lazy) return { render: loadedRenderer(lazy.value) ?? notLoaded(key), settings: lazy.settings, key };
  }
  // No renderer key: the product's graphic when it names one (spec: a product may use its graphic), else the card.
  const usesGraphic = key === undefined && product.data?.graphicId !== undefined;
  return { render: usesGraphic ? productGraphicRenderer : defaultRenderer, settings: {}, key: undefined };
}

/** Stands in for a lazy renderer not loaded yet: drawing with it is a bug of the page that skipped loadRenderers. */
const notLoaded =
  (key: string): ProductRenderer =>
  () => {
    throw new Error(`The renderer '${key}' is not loaded yet: await loadRenderers(registry) before drawing.`);
  };

/** Problems of products naming a renderer key no enabled plugin contributes; one line per product. */
export function unknownRendererKeys(registry: OrgRegistry, products: readonly Pick<Product, 'id' | 'title' | 'data'>[]): string[] {
  const known = new Set([...registry.keys(productRendererPoint), ...registry.keys(lazyProductRendererPoint)]);
  return products.flatMap((product) => {
    const key = rendererKeyOf(product);
    return key === undefined || known.has(key)
      ? []
      : [
          `${registry.orgLabel}: product ${product.id} ('${product.title}') names renderer '${key}', which no enabled plugin contributes (known: ${[...known].sort().join(', ') || 'none'})`,
        ];
  });
}

/** Throws a RegistryError naming every product whose renderer key is unknown. */
export function checkRendererKeys(registry: OrgRegistry, products: readonly Pick<Product, 'id' | 'title' | 'data'>[]): void {
  const problems = unknownRendererKeys(registry, products);
  if (problems.length) throw new RegistryError(problems);
}

/**
 * The engraving layout of a product: the contribution under its renderer key (the layout of the same
 * drawing), else none. Keyed by data, as renderers are: no plugin names a product id.
 */
export function engravingLayoutContribution(
  registry: OrgRegistry,
  product: Pick<Product, 'id' | 'data'>,
): { value: EngravingLayoutOf; settings: Record<string, unknown> } | undefined {
  const key = rendererKeyOf(product);
  return key === undefined ? undefined : registry.keyedWithSettings(engravingLayoutPoint, key);
}
