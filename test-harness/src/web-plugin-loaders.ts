/**
 * The test harness's web install list: what a test build of the web app (VITE_TEST_PLUGINS pointing
 * here, see web/vite.config.ts) can load besides the installed packages. Same shape as the generated
 * orgs/installed-plugins.lazy.generated.ts: each plugin's shared and web entries, lazily.
 */
import type { PluginDefinition } from '@configurator/core';
import { FIXTURE_KIT_ID } from './fixture-kit/id.ts';

export const pluginLoaders: Readonly<Record<string, () => Promise<PluginDefinition[]>>> = {
  [FIXTURE_KIT_ID]: () => Promise.all([import('./fixture-kit/index.ts').then((m) => m.plugin), import('./fixture-kit/web.tsx').then((m) => m.webPlugin)]),
};
