import { describe, expect, it } from 'vitest';
import { engravingLayoutPoint, engravingSymbolsPoint, loadPluginRenderers, optionFiltersPoint, PluginRegistry, renderersLoaded } from '@configurator/core';
import { plugin } from './index.ts';
import { PLATE_RENDERER_KEYS } from './renderer-keys.ts';
import { FIXTURE_SETTINGS } from './testing/fixtures.ts';

const registry = () =>
  new PluginRegistry()
    .add(plugin)
    .freeze()
    .registryFor({ id: 9, enabledPlugins: [{ id: plugin.id, settings: FIXTURE_SETTINGS }] });

describe('the keypads definition', () => {
  it('names its order-page contributions at once and brings their code with the drawings', async () => {
    const org = registry();
    // Keys and ids are known before anything loads: the registry checks them at start-up. (Whether the
    // code arrived already depends on the files this worker ran before: core's lazy-contributions.test.ts checks the wait.)
    expect(org.keys(engravingLayoutPoint).sort()).toEqual(Object.values(PLATE_RENDERER_KEYS).sort());

    await loadPluginRenderers([plugin]);
    expect(renderersLoaded(org)).toBe(true);
    expect(org.single(engravingSymbolsPoint)?.symbols).toHaveLength(65);
    expect(org.all(optionFiltersPoint)).toHaveLength(3);
    for (const key of Object.values(PLATE_RENDERER_KEYS)) expect(typeof org.keyed(engravingLayoutPoint, key)).toBe('function');
  });
});
