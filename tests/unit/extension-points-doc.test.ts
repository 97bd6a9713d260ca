/**
 * The extension-point reference cannot drift (issue 35 item 7): docs/extension-points.md must be what
 * scripts/extension-points-doc.ts renders from the declarations and the installed plugins, as the API
 * reference must be what the mounted calls give. Run `npm run docs:extension-points` after a change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '@configurator/core';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { pluginLoaders } from '../../orgs/installed-plugins.lazy.generated.ts';
import { extensionPointsOf, renderExtensionPointReference } from '../../scripts/extension-points-doc.ts';

describe('the extension-point reference', () => {
  it('is the committed docs/extension-points.md (run npm run docs:extension-points)', async () => {
    const webPlugins = (await Promise.all(Object.values(pluginLoaders).map((load) => load()))).flat();
    const rendered = renderExtensionPointReference(extensionPointsOf(core), [...installedPlugins, ...webPlugins]);
    expect(readFileSync(join(import.meta.dirname, '../../docs/extension-points.md'), 'utf8')).toBe(rendered);
  });

  it('lists every point core declares, each once, with its description', () => {
    const points = extensionPointsOf(core);
    expect(points.map((p) => p.id)).toEqual(expect.arrayContaining(core.allExtensionPoints.map((p) => p.id)));
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    expect(points.every((p) => p.description.length > 10)).toBe(true);
  });

  it('explains what an entity type works with: every inspector field kind and every member of the canvas context, described', () => {
    const rendered = renderExtensionPointReference(extensionPointsOf(core), []);
    for (const [name, text] of [...Object.entries(core.inspectorFieldKinds), ...Object.entries(core.canvasContextMembers)]) {
      expect(text.length).toBeGreaterThan(10);
      expect(rendered).toContain(`| \`${name}\` | ${text.replace(/\|/g, '\\|')} |`);
    }
    expect(rendered).toMatch(/\| `option` \| A catalogue option's id/);
    expect(rendered).toMatch(/\| `optionsBeside` \| The options a person may choose/);
  });
});
