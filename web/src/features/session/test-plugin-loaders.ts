/**
 * The test plugins of an ordinary build: none. A test build (VITE_TEST_PLUGINS, web/vite.config.ts)
 * replaces this module with the test harness's list, of the same type.
 */
import type { PluginDefinition } from '@configurator/core';

export const pluginLoaders: Readonly<Record<string, () => Promise<PluginDefinition[]>>> = {};
