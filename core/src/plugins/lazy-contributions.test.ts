import { describe, expect, it } from 'vitest';
import { contributionsWithSettings } from '../rules/plugin-contributions.ts';
import { definePlugin } from './define-plugin.ts';
import type { EngravingSymbolSet } from './engraving-symbols.ts';
import { engravingLayoutPoint, engravingSymbolsPoint, optionFiltersPoint } from './extension-points.ts';
import { contributeLazily } from './lazy-contributions.ts';
import { loadPluginRenderers, loadRenderers, renderersLoaded } from './lazy-renderers.ts';
import type { EngravingLayoutOf, OptionFilter } from './payloads.ts';
import { PluginRegistry, RegistryError } from './registry.ts';

const symbols: EngravingSymbolSet = { box: 24, symbols: [{ id: 1, name: 'Power', path: 'M0 0' }] };
const layout: EngravingLayoutOf = () => ({ propertyIds: [], mechanisms: [] });
const filter: OptionFilter = () => [];

function latePlugin(id = 'late', loadSymbols: () => Promise<EngravingSymbolSet> = () => Promise.resolve(symbols)) {
  return definePlugin({
    id,
    kind: 'plugin',
    title: 'Late',
    contributions: [
      contributeLazily(engravingSymbolsPoint, loadSymbols),
      contributeLazily(engravingLayoutPoint, () => Promise.resolve(layout), { key: `${id}.plate` }),
      contributeLazily(optionFiltersPoint, () => Promise.resolve(filter), { id: 'size-rule' }),
    ],
  });
}

const registryOf = (...plugins: ReturnType<typeof latePlugin>[]) =>
  new PluginRegistry()
    .add(...plugins)
    .freeze()
    .registryFor({ id: 5, enabledPlugins: plugins.map((p) => ({ id: p.id, settings: {} })) });

describe('lazy contributions', () => {
  it('are named and checked at once, refuse to be read before loading, and read as any contribution after', async () => {
    const registry = registryOf(latePlugin());
    expect(registry.keys(engravingLayoutPoint)).toEqual(['late.plate']);
    expect(renderersLoaded(registry)).toBe(false);
    expect(() => registry.single(engravingSymbolsPoint)).toThrow(/not loaded yet: await loadRenderers/);
    expect(() => contributionsWithSettings(registry, optionFiltersPoint)).toThrow(/'size-rule' to 'option-filters'/);

    await loadRenderers(registry);
    expect(renderersLoaded(registry)).toBe(true);
    expect(registry.single(engravingSymbolsPoint)).toBe(symbols);
    expect(registry.keyed(engravingLayoutPoint, 'late.plate')).toBe(layout);
    expect(contributionsWithSettings(registry, optionFiltersPoint).map((c) => c.value)).toEqual([filter]);
  });

  it('are loaded by loadPluginRenderers, as the server and the tests load every installed plugin', async () => {
    const plugin = latePlugin('installed');
    await loadPluginRenderers([plugin]);
    expect(registryOf(plugin).single(engravingSymbolsPoint)).toBe(symbols);
  });

  it('are refused like eager ones when two plugins contribute to a single point', () => {
    expect(() => registryOf(latePlugin('one'), latePlugin('two'))).toThrow(RegistryError);
  });

  it('are asked for again after a failed load', async () => {
    let attempts = 0;
    const registry = registryOf(latePlugin('flaky', () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(symbols))));
    await expect(loadRenderers(registry)).rejects.toThrow('chunk failed');
    expect(renderersLoaded(registry)).toBe(false);
    await loadRenderers(registry);
    expect(registry.single(engravingSymbolsPoint)).toBe(symbols);
    expect(attempts).toBe(2);
  });
});
