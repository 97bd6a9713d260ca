import { describe, expect, it } from 'vitest';
import { contribute, definePlugin } from './define-plugin.ts';
import { lazyProductRendererPoint, productRendererPoint } from './extension-points.ts';
import { loadRenderers, renderersLoaded } from './lazy-renderers.ts';
import type { ProductRenderer } from './payloads.ts';
import { PluginRegistry, RegistryError } from './registry.ts';
import { rendererFor, unknownRendererKeys } from './renderer-keys.ts';

const drawn: ProductRenderer = () => ({ width: 10, height: 10, shapes: [] });
const product = { id: 1, title: 'Plate', data: { renderer: 'late.plate' } };

function lateRegistry() {
  let loads = 0;
  const plugin = definePlugin({
    id: 'late',
    kind: 'plugin',
    title: 'Late',
    contributions: [
      contribute(
        lazyProductRendererPoint,
        () => {
          loads += 1;
          return Promise.resolve(drawn);
        },
        { key: 'late.plate' },
      ),
    ],
  });
  const registry = new PluginRegistry()
    .add(plugin)
    .freeze()
    .registryFor({ id: 5, enabledPlugins: [{ id: 'late', settings: {} }] });
  return { registry, loads: () => loads };
}

describe('lazy product renderers', () => {
  it('resolve by key, refuse to draw before loading, draw after, and load once', async () => {
    const { registry, loads } = lateRegistry();
    expect(unknownRendererKeys(registry, [product])).toEqual([]);
    expect(renderersLoaded(registry)).toBe(false);
    const early = rendererFor(registry, product);
    expect(early.key).toBe('late.plate');
    expect(() => early.render({} as never)).toThrow(/not loaded yet/);
    await Promise.all([loadRenderers(registry), loadRenderers(registry)]);
    expect(renderersLoaded(registry)).toBe(true);
    expect(rendererFor(registry, product).render).toBe(drawn);
    await loadRenderers(registry);
    expect(loads()).toBe(1);
  });

  it('share their keys with the product renderers: one key from two plugins is refused', () => {
    const eager = definePlugin({
      id: 'eager',
      kind: 'plugin',
      title: 'Eager',
      contributions: [contribute(productRendererPoint, drawn, { key: 'late.plate' })],
    });
    const late = definePlugin({
      id: 'late',
      kind: 'plugin',
      title: 'Late',
      contributions: [contribute(lazyProductRendererPoint, () => Promise.resolve(drawn), { key: 'late.plate' })],
    });
    const plugins = new PluginRegistry().add(eager, late).freeze();
    const enabledPlugins = [
      { id: 'eager', settings: {} },
      { id: 'late', settings: {} },
    ];
    expect(() => plugins.registryFor({ id: 5, enabledPlugins })).toThrow(RegistryError);
    expect(() => plugins.registryFor({ id: 5, enabledPlugins })).toThrow(/key 'late.plate' is contributed by plugin 'eager'/);
  });
});
