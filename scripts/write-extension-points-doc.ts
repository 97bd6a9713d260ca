/** npm run docs:extension-points: writes docs/extension-points.md (see extension-points-doc.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@configurator/core';
import { installedPlugins } from '../orgs/installed-plugins.generated.ts';
import { pluginLoaders } from '../orgs/installed-plugins.lazy.generated.ts';
import { extensionPointsOf, renderExtensionPointReference } from './extension-points-doc.ts';

export const referencePath = join(import.meta.dirname, '../docs/extension-points.md');

// The web entries too (their contributions name the web points), loaded as the browser would.
const webPlugins = (await Promise.all(Object.values(pluginLoaders).map((load) => load()))).flat();
writeFileSync(referencePath, renderExtensionPointReference(extensionPointsOf(core), [...installedPlugins, ...webPlugins]));
console.log('Wrote docs/extension-points.md.');
