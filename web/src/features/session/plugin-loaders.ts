/**
 * Every plugin the web app can load, by id: the installed packages (the generated list, committed)
 * and, in a test build only, the test harness's plugins. A test build sets VITE_TEST_PLUGINS to a
 * module exporting more loaders (web/vite.config.ts points ./test-plugin-loaders.ts at it); every
 * other build loads the empty list beside this file, so production bundles no test plugin.
 */
import type { PluginDefinition } from '@configurator/core';
import { pluginLoaders as installed } from '../../../../orgs/installed-plugins.lazy.generated.ts';
import { pluginLoaders as testPlugins } from './test-plugin-loaders.ts';

export const pluginLoaders: Readonly<Record<string, () => Promise<PluginDefinition[]>>> = { ...installed, ...testPlugins };
