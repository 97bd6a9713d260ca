/**
 * The registry refuses misconfiguration at start-up, with messages naming what is wrong: a second
 * contribution to a single extension point, an organisation enabling a plugin that is not installed,
 * two renderers for one product, settings a plugin's schema refuses.
 */
import { describe, expect, it } from 'vitest';
import {
  checkRendererKeys,
  contribute,
  definePlugin,
  PluginRegistry,
  productRendererPoint,
  RegistryError,
  rendererFor,
  themePoint,
  wordingPoint,
  defaultRenderer,
} from '@configurator/core';
import { registry } from './installed.ts';
const KEYPAD_SETTINGS = { categoryIds: [1], plateSizePropertyId: 3, layoutPropertyId: 4 };

const errorOf = (act: () => unknown): RegistryError => {
  try {
    act();
  } catch (error) {
    if (error instanceof RegistryError) return error;
    throw error;
  }
  throw new Error('expected a RegistryError');
};

const wordingPlugin = (id: string, contributionId: string) =>
  definePlugin({ id, kind: 'plugin', title: id, contributions: [contribute(wordingPoint, { order: id }, { id: contributionId })] });

describe('plugin registry', () => {
  it('refuses a second contribution to a single point, naming the point and both plugins and contributions', () => {
    const plugins = new PluginRegistry().add(wordingPlugin('quote-words', 'quote-wording'), wordingPlugin('project-words', 'project-wording')).freeze();
    const error = errorOf(() =>
      plugins.registryFor({
        id: 77,
        title: 'Acme',
        enabledPlugins: [
          { id: 'quote-words', settings: {} },
          { id: 'project-words', settings: {} },
        ],
      }),
    );
    expect(error.message).toContain("organisation 77 (Acme): extension point 'wording' takes a single contribution");
    expect(error.message).toContain("plugin 'quote-words' contribution 'quote-wording'");
    expect(error.message).toContain("plugin 'project-words' contribution 'project-wording'");
  });

  it('refuses two organisation packages giving one organisation a theme', () => {
    const error = errorOf(() =>
      registry.registryFor({
        id: 77,
        enabledPlugins: [
          { id: 'org-850', settings: {} },
          { id: 'org-1053', settings: {} },
        ],
      }),
    );
    expect(error.message).toContain(`extension point '${themePoint.id}' takes a single contribution`);
    expect(error.message).toContain("plugin 'org-850' contribution 'theme'");
    expect(error.message).toContain("plugin 'org-1053' contribution 'theme'");
  });

  it('refuses an organisation enabling a plugin that is not installed, naming both', () => {
    const error = errorOf(() =>
      registry.registryFor({
        id: 77,
        title: 'Acme',
        enabledPlugins: [
          { id: 'org-850', settings: {} },
          { id: 'door-slats', settings: {} },
        ],
      }),
    );
    expect(error.message).toContain("organisation 77 (Acme) enables plugin 'door-slats', which is not installed");
  });

  it('refuses at start-up a product naming a renderer key no enabled plugin contributes, naming the product', () => {
    const org = registry.registryFor({ id: 77, title: 'Acme', enabledPlugins: [{ id: 'keypads', settings: KEYPAD_SETTINGS }] });
    const products = [
      { id: 5, title: 'Plate', data: { renderer: 'keypads.plate' } },
      { id: 6, title: 'Lamp plate', data: { renderer: 'keypads.no-such-plate' } },
      { id: 7, title: 'Card', data: {} },
    ];
    const error = errorOf(() => checkRendererKeys(org, products));
    expect(error).toBeInstanceOf(RegistryError);
    expect(error.message).toContain(
      "organisation 77 (Acme): product 6 ('Lamp plate') names renderer 'keypads.no-such-plate', which no enabled plugin contributes",
    );
    expect(error.message).not.toContain('product 5');
    expect(rendererFor(org, products[0]!).key).toBe('keypads.plate');
    expect(rendererFor(org, products[2]!).render).toBe(defaultRenderer);
  });

  it('refuses two renderers under one renderer key', () => {
    const rival = definePlugin({
      id: 'rival-keypads',
      kind: 'plugin',
      title: 'Rival',
      contributions: [contribute(productRendererPoint, defaultRenderer, { key: 'keypads.plate' })],
    });
    const plugins = new PluginRegistry().add(...registry.installed, rival).freeze();
    const error = errorOf(() =>
      plugins.registryFor({
        id: 77,
        enabledPlugins: [
          { id: 'keypads', settings: KEYPAD_SETTINGS },
          { id: 'rival-keypads', settings: {} },
        ],
      }),
    );
    expect(error.message).toContain("key 'keypads.plate' is contributed by plugin 'keypads'");
    expect(error.message).toContain("plugin 'rival-keypads'");
  });

  it("refuses settings the keypads plugin's schema does not accept, naming the plugin and the setting", () => {
    const error = errorOf(() => registry.registryFor({ id: 77, enabledPlugins: [{ id: 'keypads', settings: { categoryIds: ['one'] } }] }));
    expect(error.message).toContain("settings of plugin 'keypads' are invalid: categoryIds.0");
  });

  it('accepts more plugins only before it is frozen', () => {
    expect(() => registry.add(wordingPlugin('late', 'late-wording'))).toThrow(RegistryError);
  });
});
